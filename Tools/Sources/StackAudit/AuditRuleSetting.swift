/// What a configuration says about one rule: whether it runs, the severity of its findings,
/// and the documents it is not checked in.
public struct AuditRuleSetting: Hashable, Sendable {
    /// Whether the rule reports findings.
    public var isEnabled: Bool
    /// The severity of its findings, instead of the rule's own, when set.
    public var severity: AuditSeverity?
    /// Documents (paths relative to the configuration's folder) the rule is not checked in.
    public var exclude: [AuditGlob]

    /// Creates a setting; the default leaves the rule as it is.
    public init(isEnabled: Bool = true, severity: AuditSeverity? = nil, exclude: [AuditGlob] = []) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.exclude = exclude
    }
}
