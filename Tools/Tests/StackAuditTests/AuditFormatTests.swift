import Foundation
import StackAudit
import StackDocument
import Testing

/// The text, JSON and SARIF reports.
struct AuditFormatTests {
    /// Two findings: primary not first (warning) and an unlabelled icon-only button (error).
    static let document = AuditFixture.page(
        ["{id: share, title: Share, icon: share}", "{id: save, title: Save Draft, icon: plus, kind: primary}",
         "{id: star, icon: star, kind: iconOnly}"],
        theme: AuditFixture.passingTheme)

    func report() throws -> AuditReport { try AuditFixture.report(Self.document) }

    @Test("SARIF 2.1.0: valid JSON with the driver's rules and results with rule id, level, message and locations")
    func sarif() throws {
        let text = SARIFFormat(try report()).text
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == AuditRule.all.map(\.id))
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["primary-not-first", "icon-only-label"])
        #expect(results.map { $0["level"] as? String } == ["warning", "error"])
        for result in results {
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let location = try #require((results[1]["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "test.yaml")
        // The icon-only item is the third: line 14 (see AuditRuleTests for the line count).
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 14)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "root.stack.children[1].buttons.items[2]")
        #expect(logical["name"] as? String == "star")
    }

    @Test("JSON: findings with rule id, severity, message and location; a summary")
    func json() throws {
        let text = AuditJSONFormat(try report()).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["severity"] as? String } == ["warning", "error"])
        let location = try #require(findings[1]["location"] as? [String: Any])
        #expect(location["button"] as? String == "star" && location["node"] as? String == "actions" && location["line"] as? Int == 14)
        #expect(object["summary"] as? [String: Int] == ["errors": 1, "warnings": 1, "notes": 0])
    }

    @Test("text: one line per finding in the compiler style, then a summary")
    func text() throws {
        let lines = AuditTextFormat(try report()).text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "test.yaml:13:15: warning [primary-not-first] root.stack.children[1].buttons.items[1], button save "
            + "of actions: the primary button 'Save Draft' is button 2 of 3; put it first")
        #expect(lines[1].hasPrefix("test.yaml:14:15: error [icon-only-label] "))
        #expect(lines[1].hasSuffix("icon-only button star has no accessibilityLabel; a screen reader says \"star, button\""))
        #expect(lines[2] == "1 error, 1 warning, 0 notes in 1 combination")
    }

    @Test("a finding seen in several combinations with the same message is reported once")
    func repeatsDropped() throws {
        let narrow = AuditFixture.page(["{id: share, title: Share, icon: share}"], theme: AuditFixture.passingTheme)
            .replacingOccurrences(of: "margins: 16", with: "margins: 8")
        // The 8 pt side margin is the same at both widths; the content spacing is fine.
        let report = try AuditFixture.report(narrow, widths: [320, 375])
        #expect(report.findings.map(\.rule.id) == ["side-margins"])
        #expect(report.findings[0].location.combination?.width == 320)
        #expect(report.findings[0].combinations.map(\.width) == [320, 375])
    }

    /// The 8 pt margin seen at two widths in English ("'Share' is 8 pt from…") and German
    /// ("'Teilen' is 8 pt from…"): four findings whose messages differ only in the quoted title,
    /// hence one problem, reported once with its four combinations in every format.
    static let marginInTwoLanguages = """
        strings: {de: {Share: Teilen}}
        \(AuditFixture.page(["{id: share, title: Share, icon: share}"], theme: AuditFixture.passingTheme)
            .replacingOccurrences(of: "margins: 16", with: "margins: 8"))
        """

    @Test("one problem, one finding: the combinations it was seen in are listed in text, JSON and SARIF")
    func oneProblemOnce() throws {
        let report = try AuditFixture.report(
            Self.marginInTwoLanguages, widths: [320, 375], locales: [DocumentLocale("en"), DocumentLocale("de")])
        #expect(report.findings.count == 1)
        #expect(report.summary == "0 errors, 1 warning, 0 notes")
        let finding = try #require(report.findings.first)
        #expect(finding.combinations.map(\.description) == [
            "320 pt · large · en", "375 pt · large · en", "320 pt · large · de", "375 pt · large · de",
        ])
        // The message is the first combination's, the others named after the place.
        #expect(finding.message.hasPrefix("'Share' is 8 pt from"))
        let line = AuditTextFormat(report).text.split(separator: "\n")[0]
        #expect(line.contains(
            "button share of actions, at 320 pt · large · en and 3 more (375 pt · large · en; 320 pt · large · de; 375 pt · large · de): 'Share' is 8 pt"))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(AuditJSONFormat(report).text.utf8)) as? [String: Any])
        let jsonFinding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect((jsonFinding["combinations"] as? [[String: Any]])?.compactMap { $0["width"] as? Double } == [320, 375, 320, 375])
        #expect((jsonFinding["combinations"] as? [[String: Any]])?.compactMap { $0["locale"] as? String } == ["en", "en", "de", "de"])

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFFormat(report).text.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == 1)
        let text = try #require((results[0]["message"] as? [String: Any])?["text"] as? String)
        #expect(text.hasSuffix(
            ". Seen in 4 combinations (figures from the first): 320 pt · large · en, 375 pt · large · en, 320 pt · large · de, 375 pt · large · de."))
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect((properties["combinations"] as? [[String: Any]])?.count == 4)
        // JSON gives each finding the fingerprint SARIF gives its result.
        let sarifPrint = (results[0]["partialFingerprints"] as? [String: String])?[AuditFingerprint.sarifKey]
        #expect(sarifPrint != nil && jsonFinding["fingerprint"] as? String == sarifPrint)
    }

    /// A margin of 8 pt at the leading edge (24 at the trailing one) is at the left edge in
    /// English and the right edge in Arabic, which mirrors the page; full-width buttons 8 pt from
    /// both edges are as near to one as to the other. Named by the leading edge in both
    /// directions, each is one problem in two combinations.
    @Test("a margin mirrored right to left is the same problem: named by its leading edge", arguments: [
        "margins: {top: 16, leading: 8, bottom: 16, trailing: 24}", "margins: 8",
    ])
    func mirroredMarginIsOneProblem(margins: String) throws {
        let page = """
            strings: {ar: {Share: مشاركة}}
            \(AuditFixture.page(["{id: share, title: Share, icon: share}"], theme: AuditFixture.passingTheme)
                .replacingOccurrences(of: "margins: 16", with: margins))
            """
        let report = try AuditFixture.report(page, widths: [375], locales: [DocumentLocale("en"), DocumentLocale("ar")])
        let found = report.findings.filter { $0.rule.id == "side-margins" }
        #expect(found.map(\.message) == ["'Share' is 8 pt from the leading edge of the screen; keep at least 16 pt"])
        #expect(found.first?.combinations.map(\.description) == ["375 pt · large · en", "375 pt · large · ar"])
    }

    /// A document that cannot be laid out says so as written and in each combination: the
    /// finding without a combination stays apart from those with one, so every finding's
    /// first combination is its location's.
    @Test("a finding about the document as written is never merged with findings about layouts")
    func writtenAndLayoutFindingsStayApart() {
        let place = DocumentPlace(path: .document)
        let written = AuditFinding(
            rule: .documentInvalid, location: AuditLocation(document: "a.yaml", place: place, node: ""), message: "too deep")
        let laidOut = [320.0, 375].map { width in
            AuditFinding(
                rule: .documentInvalid,
                location: AuditLocation(
                    document: "a.yaml", place: place, node: "", combination: AuditCombination(width: width, contentSize: .large)),
                message: "too deep")
        }
        let report = AuditReport(documentName: "a.yaml", combinations: [], findings: [written] + laidOut)
        #expect(report.findings.count == 2)
        #expect(report.findings[0].combinations.isEmpty && report.findings[0].location.combination == nil)
        #expect(report.findings[1].combinations.map(\.width) == [320, 375])
        #expect(report.findings[1].location.combination?.width == 320)
    }

    @Test("a problem seen in many combinations names five others in text, then …")
    func manyCombinationsShortened() throws {
        let narrow = AuditFixture.page(["{id: share, title: Share, icon: share}"], theme: AuditFixture.passingTheme)
            .replacingOccurrences(of: "margins: 16", with: "margins: 8")
        let report = try AuditFixture.report(narrow, widths: [300, 310, 320, 330, 340, 350, 360])
        #expect(report.findings.count == 1)
        #expect(report.findings[0].placeDescription.hasSuffix(
            "at 300 pt · large and 6 more (310 pt · large; 320 pt · large; 330 pt · large; 340 pt · large; 350 pt · large; …)"))
    }

    @Test("two places, or two rules, are two problems even in one combination")
    func distinctProblems() throws {
        let twoNarrow = AuditFixture.page(
            ["{id: share, title: Share, icon: share}", "{id: copy, title: Copy, icon: plus}"], theme: AuditFixture.passingTheme)
            .replacingOccurrences(of: "margins: 16", with: "margins: 8")
        let report = try AuditFixture.report(twoNarrow, widths: [320, 375])
        let sideMargins = report.findings.filter { $0.rule.id == "side-margins" }
        #expect(Set(sideMargins.compactMap(\.location.button)).count == sideMargins.count, "one finding per button")
        #expect(sideMargins.allSatisfy { $0.combinations.map(\.width) == [320, 375] })
    }
}
