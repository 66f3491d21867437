/// One problem: a place where a layout goes against a guideline, with every combination it
/// was seen in.
public struct AuditFinding: Hashable, Sendable {
    /// The rule broken.
    public var rule: AuditRule
    /// Where, with the first combination the problem was seen in.
    public var location: AuditLocation
    /// What is wrong, in one sentence, with the numbers that matter (those of the first
    /// combination).
    public var message: String
    /// Every combination the problem was seen in, in report order, the first being
    /// `location.combination`; empty for a finding about the document as written.
    public internal(set) var combinations: [AuditCombination]

    /// Creates a finding seen in its location's combination (if any).
    public init(rule: AuditRule, location: AuditLocation, message: String) {
        self.rule = rule
        self.location = location
        self.message = message
        self.combinations = location.combination.map { [$0] } ?? []
    }

    /// The severity (the rule's).
    public var severity: AuditSeverity { rule.severity }

    /// Where, without line and column, and the other combinations the problem was seen in:
    /// `root.buttons.items[0], button save of actions, at 320 pt · large and 2 more (375 pt ·
    /// large; 414 pt · large · de)`. Up to ``listedCombinations`` others are named.
    public var placeDescription: String {
        var text = location.descriptionWithoutPosition
        let others = combinations.dropFirst()
        guard !others.isEmpty else { return text }
        let named = others.prefix(Self.listedCombinations).map(\.description)
        let rest = others.count > named.count ? "; …" : ""
        text += " and \(others.count) more (\(named.joined(separator: "; "))\(rest))"
        return text
    }

    /// How many other combinations ``placeDescription`` names; reports in JSON and SARIF list
    /// them all.
    public static let listedCombinations = 5

    /// What makes two findings one problem: what their fingerprint is made of (the rule, the
    /// document, the place, the message without what varies from combination to combination,
    /// and a translation's locale; ``AuditFingerprint``). A finding about the document as
    /// written (no combination) is never one with a finding of a layout (a document that cannot
    /// be read says so once as written and again in each combination).
    struct ProblemKey: Hashable {
        var fingerprintFields: [String]
        var aboutALayout: Bool

        init(_ finding: AuditFinding) {
            fingerprintFields = AuditFingerprint.fields(of: finding, documentPath: finding.location.document)
            aboutALayout = finding.location.combination != nil
        }
    }
}
