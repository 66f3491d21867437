import Foundation
import StackAudit
import StackDocument
import Testing
import ToolsTestSupport

/// A plan over several documents as `stacks audit DIR` makes it: an unreadable document, the
/// title rules on translations in the job that lays nothing out, fingerprints that ignore the
/// locale, SARIF with one artifact per document, and every rule explained.
struct AuditManyDocumentsPlanTests {
    let measurer: (AuditCombination) -> any TextMeasuring = { _ in FixedMetricsTextMeasurer() }

    /// A clean English page whose Share button is translated to German at 49 characters in 3
    /// words (title-length in de) and appears at 375 pt in en and de.
    func plan() throws -> AuditPlan {
        let page = AuditFixture.page(["{id: share, title: Share, icon: share}"], theme: AuditFixture.passingTheme)
        let document = try StackDocument(yaml: "strings: {de: {Share: Benachrichtigungseinstellungen jetzt zurücksetzen}}\n" + page)
        let combinations = [DocumentLocale("en"), DocumentLocale("de")].map {
            AuditCombination(width: 375, contentSize: .large, locale: $0)
        }
        let unreadable = DocumentError(
            place: DocumentPlace(path: .document, line: 1, column: 8), problem: "expected a mapping")
        return AuditPlan(
            documents: [
                AuditPlan.Document(name: "Screens/broken.yaml", unreadable: unreadable),
                AuditPlan.Document(audit: DocumentAudit(document: document, name: "Screens/share.yaml"), combinations: combinations),
            ], scale: 1)
    }

    @Test("an unreadable document has one job, which reports document-invalid at the problem's place")
    func unreadableDocument() throws {
        let plan = try plan()
        // broken.yaml: one job; share.yaml: the document as written and its 2 combinations.
        #expect(plan.jobs == [AuditJob(document: 0), AuditJob(document: 1), AuditJob(document: 1, combination: 0), AuditJob(document: 1, combination: 1)])
        #expect(throws: DocumentError.self) { try plan.findings(of: AuditJob(document: 0), measurer: measurer) }
        let findings = plan.findingsReportingProblems(of: AuditJob(document: 0), measurer: measurer)
        #expect(findings.count == 1)
        #expect(findings.first?.rule == .documentInvalid)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.location.document == "Screens/broken.yaml")
        #expect(findings.first?.location.place.line == 1 && findings.first?.location.place.column == 8)
        #expect(findings.first?.message == "expected a mapping")
    }

    @Test("the job that lays nothing out judges each locale's titles; the fingerprint keeps the locale, not the title")
    func translationsAndFingerprints() throws {
        let plan = try plan()
        let written = try plan.findings(of: AuditJob(document: 1), measurer: measurer)
        // Share is clean in English; the German title has 3 words but 49 characters (over 30).
        #expect(written.map(\.rule.id) == ["title-length"])
        let german = try #require(written.first)
        #expect(german.location.locale == DocumentLocale("de"))
        #expect(german.location.document == "Screens/share.yaml")
        #expect(german.message.hasPrefix("'Benachrichtigungseinstellungen jetzt zurücksetzen' has 3 words and 49 characters"))
        // The German translation reworded (another title, the same words around it) is the
        // same problem; the same finding about the French translation is another.
        var reworded = german
        reworded.message = german.message.replacingOccurrences(
            of: "'Benachrichtigungseinstellungen jetzt zurücksetzen' has 3 words and 49 characters",
            with: "'Benachrichtigungen jetzt zurücksetzen' has 3 words and 37 characters")
        #expect(AuditFingerprint.of(reworded, documentPath: "Screens/share.yaml") == AuditFingerprint.of(german, documentPath: "Screens/share.yaml"))
        var french = reworded
        french.location.locale = DocumentLocale("fr")
        #expect(AuditFingerprint.of(french, documentPath: "Screens/share.yaml") != AuditFingerprint.of(german, documentPath: "Screens/share.yaml"))
    }

    @Test("the report names both documents; SARIF has one artifact each, relative to %SRCROOT%; a baseline of it suppresses all")
    func reportSARIFAndBaseline() throws {
        let plan = try plan()
        let report = plan.report(plan.jobs.map { ($0, plan.findingsReportingProblems(of: $0, measurer: measurer)) })
        #expect(report.documentNames == ["Screens/broken.yaml", "Screens/share.yaml"])
        #expect(report.findings.map { "\($0.location.document) \($0.rule.id)" }
            == ["Screens/broken.yaml document-invalid", "Screens/share.yaml title-length"])
        #expect(report.scope == "in 2 documents and 2 combinations")
        let root = AuditSourceRoot(folder: "/repo", workingFolder: "/repo")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFFormat(report, root: root).text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["artifacts"] as? [[String: [String: String]]] == [
            ["location": ["uri": "Screens/broken.yaml", "uriBaseId": "%SRCROOT%"]],
            ["location": ["uri": "Screens/share.yaml", "uriBaseId": "%SRCROOT%"]],
        ])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { ($0["properties"] as? [String: Any])?["locale"] as? String } == [nil, "de"])
        let filtered = AuditBaseline(report, root: root).filter(report, root: root)
        #expect(filtered.suppressed.count == 2 && filtered.report.findings.isEmpty)
    }

    @Test("every rule has its own guide for SARIF and a section with a bad and a good example in docs/audit-rules.md")
    func everyRuleExplained() throws {
        let docs = RepositoryFolder.root
            .appendingPathComponent("docs/audit-rules.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for rule in AuditRule.all {
            // Without a guide of its own a rule gets its summary back as rationale.
            #expect(AuditRuleGuide.of(rule).rationale != rule.summary, "\(rule.id) has no guide")
            let heading = "\n### \(rule.id)\n"
            let start = try #require(text.range(of: heading), "docs/audit-rules.md has no section \(rule.id)")
            let rest = text[start.upperBound...]
            let section = rest[..<(rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)]
            #expect(section.contains("Bad") && section.contains("Good"), "\(rule.id) lacks a bad or a good example")
        }
    }
}
