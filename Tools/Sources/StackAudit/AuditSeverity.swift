/// How serious a finding is. The raw values are SARIF's result levels.
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Breaks the guidelines in a way users notice (an unreadable title, a target too small to
    /// hit, a button a screen reader cannot name). `stacks audit` exits 1 when there is one.
    case error
    /// Goes against the guidelines; worth fixing.
    case warning
    /// Worth knowing.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors order before warnings, warnings before notes.
    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool { lhs.rank < rhs.rank }
}
