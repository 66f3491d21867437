/// One place where a layout goes against a guideline.
public struct AuditFinding: Hashable, Sendable {
    /// The rule broken.
    public var rule: AuditRule
    /// Where.
    public var location: AuditLocation
    /// What is wrong, in one sentence, with the numbers that matter.
    public var message: String

    /// Creates a finding.
    public init(rule: AuditRule, location: AuditLocation, message: String) {
        self.rule = rule
        self.location = location
        self.message = message
    }

    /// The severity (the rule's).
    public var severity: AuditSeverity { rule.severity }
}
