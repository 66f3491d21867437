import FileAccess
import StackDocument

/// A report as lines a person reads, one finding per line in the compiler style, then a
/// summary:
///
/// ```
/// screen.yaml:9:15: error [title-truncated] root.stack.children[1].buttons.items[2], button favourite of actions, at 320 pt · large: the title 'Add to Favourites' is truncated: …
/// 1 error, 0 warnings, 0 notes
/// ```
public struct AuditTextFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// Findings the documents suppress in place (`audit: {ignore, reason}`), listed after the
    /// findings and counted in the summary.
    public var suppressedInPlace: [AuditInPlaceSuppression]

    /// Formats `report`.
    public init(_ report: AuditReport, suppressedInPlace: [AuditInPlaceSuppression] = []) {
        self.report = report
        self.suppressedInPlace = suppressedInPlace
    }

    /// The text, ending without a newline.
    public var text: String {
        func line(_ finding: AuditFinding, _ status: String) -> String {
            let place = finding.location.place
            let position = place.line.map { line in ":\(line)" + (place.column.map { ":\($0)" } ?? "") } ?? ""
            return "\(report.document(of: finding))\(position): \(status) [\(finding.rule.id)] "
                + "\(finding.placeDescription): \(finding.message)"
        }
        var lines = report.findings.map { line($0, $0.severity.rawValue) }
        lines += suppressedInPlace.map { line($0.finding, "suppressed") + " — \($0.reason)" }
        lines.append(report.counts(suppressedInPlace: suppressedInPlace.count))
        // Titles and keys come from documents: nothing in them may reach a terminal raw.
        return VisibleText.escaped(lines.joined(separator: "\n"))
    }
}
