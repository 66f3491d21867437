import StackAudit
import StackDocument
import Testing

/// Baselines: written sorted and stable, read back, and used to suppress known findings.
struct AuditBaselineTests {
    let root = AuditSourceRoot(folder: "/repo", workingFolder: "/repo")

    /// Primary not first (warning, items[1]) and an unlabelled icon-only button (error,
    /// items[2]), in `name`.
    func report(_ yaml: String = AuditFormatTests.document, name: String = "Screens/login.yaml") throws -> AuditReport {
        try DocumentAudit(document: try StackDocument(yaml: yaml), name: name)
            .run(combinations: [AuditCombination(width: 375, contentSize: .large)], scale: 1, measurer: { _ in FixedMetricsTextMeasurer() })
    }

    @Test("a baseline lists each fingerprint once, sorted by document, path and rule, and reads back the same")
    func roundTrip() throws {
        let baseline = AuditBaseline(try report(), root: root)
        #expect(baseline.entries.map(\.ruleId) == ["primary-not-first", "icon-only-label"])
        #expect(baseline.entries.map(\.path) == ["root.stack.children[1].buttons.items[1]", "root.stack.children[1].buttons.items[2]"])
        #expect(baseline.entries.allSatisfy { $0.document == "Screens/login.yaml" && $0.fingerprint.count == 64 })
        #expect(baseline.entries[0].message == "the primary button '…' is button # of #; put it first")
        let read = try AuditBaseline(json: baseline.text, file: "b.json")
        #expect(read == baseline)
        #expect(read.text == baseline.text)
        #expect(AuditBaseline(try report(), root: root).text == baseline.text)
    }

    @Test("--baseline reports only new findings and counts the rest")
    func suppression() throws {
        let old = try report()
        let baseline = AuditBaseline(old, root: root)
        let same = baseline.filter(old, root: root)
        #expect(same.report.findings.isEmpty && same.suppressed.count == 2)
        // A new unlabelled icon-only button (items[3]) is new; the two old findings stay known,
        // although the new item moved nothing before them.
        let grown = AuditFixture.page(
            ["{id: share, title: Share, icon: share}", "{id: save, title: Save Draft, icon: plus, kind: primary}",
             "{id: star, icon: star, kind: iconOnly}", "{id: bin, icon: trash, kind: iconOnly}"],
            theme: AuditFixture.passingTheme)
        let filtered = baseline.filter(try report(grown), root: root)
        #expect(filtered.suppressed.count == 2)
        #expect(filtered.report.findings.map(\.location.button) == ["bin"])
        // The same findings in another document are new there.
        #expect(baseline.filter(try report(name: "Screens/other.yaml"), root: root).suppressed.count == 0)
    }

    @Test("a file that is not a baseline is refused, naming it")
    func malformed() {
        for (text, problem) in [
            ("[]", "b.json: not a JSON object; write a baseline with --write-baseline"),
            ("{\"version\": 2, \"findings\": []}", "b.json: expected \"version\": 1"),
            ("{\"version\": 1}", "b.json: expected \"findings\": a list of objects"),
            ("{\"version\": 1, \"findings\": [{\"ruleId\": \"x\"}]}", "b.json: findings[0] has no \"fingerprint\""),
        ] {
            do {
                _ = try AuditBaseline(json: text, file: "b.json")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.description == problem)
            }
        }
    }
}
