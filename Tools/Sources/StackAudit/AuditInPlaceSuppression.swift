import StackDocument

/// A finding that an `audit: {ignore: [RULE, …], reason: TEXT}` on a node of its document
/// suppressed: not reported as a finding, but counted and listed with the reason.
public struct AuditInPlaceSuppression: Sendable {
    /// The finding.
    public var finding: AuditFinding
    /// The reason the document gives.
    public var reason: String

    /// Creates a suppression.
    public init(finding: AuditFinding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}

extension AuditReport {
    /// The report without the findings that `ignores` (each document's, by name) cover, and
    /// those findings with their reasons, in report order.
    public func suppressingInPlace(_ ignores: [String: [AuditIgnore]]) -> (report: AuditReport, suppressed: [AuditInPlaceSuppression]) {
        guard ignores.values.contains(where: { !$0.isEmpty }) else { return (self, []) }
        var kept: [AuditFinding] = []
        var suppressed: [AuditInPlaceSuppression] = []
        for finding in findings {
            let path = finding.location.place.path.description
            if let ignore = ignores[document(of: finding)]?.first(where: { $0.covers(rule: finding.rule.id, at: path) }) {
                suppressed.append(AuditInPlaceSuppression(finding: finding, reason: ignore.reason))
            } else {
                kept.append(finding)
            }
        }
        return (AuditReport(documentNames: documentNames, combinations: combinations, findings: kept), suppressed)
    }
}
