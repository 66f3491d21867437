import StackAudit
import StackDocument
import Testing

/// Fingerprints of findings on nodes and buttons with ids name the place by the id
/// (``AuditAnchor``), so inserting, removing or reordering siblings keeps accepted findings
/// accepted; nodes without ids keep their positional fingerprints.
struct AuditAnchorTests {
    /// A page (fixed metrics, 375 pt, 16 pt margins and spacing: 343 pt of content) with `before` as its
    /// first children, then a text cut off after one line (`id: intro` when `textID`; 60
    /// characters are 510 pt, more than 343), then the buttons node `actions` with `items`.
    static func page(before: [String] = [], textID: Bool = true, items: [String]) -> String {
        let children = before + [
            "{text: {\(textID ? "id: intro, " : "")string: \(String(repeating: "abcd ", count: 12)), lines: 1}}",
            "buttons:\n          id: actions\n          items:\n" + items.map { "            - \($0)" }.joined(separator: "\n"),
        ]
        return """
            theme: \(AuditFixture.passingTheme)
            root:
              stack:
                axis: vertical
                margins: 16
                spacing: 16
                children:
            \(children.map { "      - \($0)" }.joined(separator: "\n"))
            """
    }

    /// An unlabelled icon-only button with an id (icon-only-label), one without, and a labelled one.
    static let star = "{id: star, icon: star, kind: iconOnly}"
    static let anonymous = "{icon: trash, kind: iconOnly}"
    static let share = "{id: share, title: Share, icon: square.and.arrow.up}"

    static func prints(_ yaml: String) throws -> [String: String] {
        let report = try AuditFixture.report(yaml)
        var prints: [String: String] = [:]
        for finding in report.findings {
            let key = "\(finding.rule.id) \(finding.location.button ?? finding.location.node)"
            prints[key] = AuditFingerprint.of(finding, documentPath: "test.yaml")
        }
        return prints
    }

    @Test("the place is named by the button's id, else the node's id and the path inside it, else the tree path")
    func placeNames() throws {
        let report = try AuditFixture.report(Self.page(items: [Self.share, Self.star, Self.anonymous]))
        let places = report.findings.map { "\($0.rule.id) \($0.location.place.path) \($0.location.anchor.flatMap { $0.name(of: $0.path) } ?? "-")" }
        // items[1] has the id star; items[2] none (its id is the tree path root/1/2), so its
        // node's id names it; the text's finding is at its lines key, inside #intro.
        #expect(places.contains("icon-only-label root.stack.children[1].buttons.items[1] #star"))
        #expect(places.contains("icon-only-label root.stack.children[1].buttons.items[2] #actions"))
        #expect(places.contains("text-truncated root.stack.children[0].text.lines #intro"))
        let anonymous = try #require(report.findings.first { $0.location.place.path.description.hasSuffix("items[2]") })
        let truncated = try #require(report.findings.first { $0.rule == .textTruncated })
        // Python's hashlib over the documented fields joined by U+001F: v1, rule, document,
        // place, message without quotes and numbers ("icon-only button root/#/# ha no
        // accessibilityLabel; a screen reader says '…'": the s after a number goes, as a plural's).
        #expect(AuditFingerprint.of(anonymous, documentPath: "test.yaml")
            == "4d0d99f2b676542c731a746079ef9850bdedb005109da91e89c57edf505785e5")
        #expect(AuditFingerprint.of(truncated, documentPath: "test.yaml")
            == "0a0772a9a7d924ebb619d1a2bb7388754b8f67ed5b701576338b93cbd0f7e067")
    }

    @Test("inserting, removing and reordering siblings keeps the fingerprints of nodes and buttons with ids")
    func siblingsMove() throws {
        let before = try Self.prints(Self.page(items: [Self.share, Self.star, Self.anonymous]))
        #expect(before.count == 3)
        // A spacer inserted at the top: every node moves down one child.
        let inserted = try Self.prints(Self.page(before: ["{box: {height: 8}}"], items: [Self.share, Self.star, Self.anonymous]))
        // The anonymous button's key is its made-up id, which moves (root/1/2 → root/2/2).
        #expect(Set(inserted.values) == Set(before.values))
        // The buttons reordered: star moves from items[1] to items[0]; the anonymous button
        // stays at items[2] (its place inside #actions), share moves.
        let reordered = try Self.prints(Self.page(items: [Self.star, Self.share, Self.anonymous]))
        #expect(Set(reordered.values) == Set(before.values))
        // The labelled button removed: star moves to items[0], the anonymous one to items[1],
        // a new place inside #actions, so a new finding.
        let removed = try Self.prints(Self.page(items: [Self.star, Self.anonymous]))
        #expect(removed["icon-only-label star"] == before["icon-only-label star"])
        #expect(removed["text-truncated intro"] == before["text-truncated intro"])
        #expect(removed["icon-only-label root/1/1"] != nil)
        #expect(removed["icon-only-label root/1/1"] != before["icon-only-label root/1/2"])
    }

    @Test("a node without an id keeps its positional fingerprint, which moves with it")
    func withoutID() throws {
        let yaml = Self.page(textID: false, items: [Self.share])
        let finding = try #require(try AuditFixture.report(yaml).findings.first { $0.rule == .textTruncated })
        #expect(finding.location.anchor == nil)
        let print = AuditFingerprint.of(finding, documentPath: "test.yaml")
        #expect(print == AuditFingerprint.positional(finding, documentPath: "test.yaml"))
        // Python's hashlib over v1, text-truncated, test.yaml, root.stack.children[0].text.lines
        // and the message without quotes and numbers: the recipe of before.
        #expect(print == "5deb08ba36fa832b42d65f0182c7fdb694df69236b5db87e47441ed250aa02ae")
        let moved = try Self.prints(Self.page(before: ["{box: {height: 8}}"], textID: false, items: [Self.share]))
        #expect(moved["text-truncated root/1"] != nil && moved["text-truncated root/1"] != print)
    }

    @Test("a baseline accepts findings on ids after siblings are inserted; old positional baselines still accept them")
    func baselines() throws {
        let root = AuditSourceRoot(folder: "/repo", workingFolder: "/repo")
        let original = try AuditFixture.report(Self.page(items: [Self.share, Self.star]))
        let baseline = AuditBaseline(original, root: root)
        let edited = try AuditFixture.report(Self.page(before: ["{box: {height: 8}}"], items: [Self.star, Self.share]))
        let filtered = baseline.filter(edited, root: root)
        #expect(filtered.report.findings.isEmpty)
        #expect(filtered.suppressed.count == 2)
        // A baseline holding only the positional fingerprints (as written before ids named
        // places) accepts the unchanged document's findings.
        let positional = original.findings.map { finding in
            "{\"fingerprint\": \"\(AuditFingerprint.positional(finding, documentPath: "test.yaml"))\"}"
        }
        let old = try AuditBaseline(json: "{\"version\": 1, \"findings\": [\(positional.joined(separator: ", "))]}", file: "old.json")
        #expect(old.filter(original, root: root).report.findings.isEmpty)
    }
}
