/// How serious a finding is. The raw values are SARIF's result levels.
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Breaks the guidelines in a way users notice (an unreadable title, a target too small to
    /// hit, a button a screen reader cannot name). `stacks audit` exits 1 when there is one.
    case error
    /// Goes against the guidelines; worth fixing.
    case warning
    /// Worth knowing.
    case note

    /// Errors order before warnings, warnings before notes (the order of the cases).
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
