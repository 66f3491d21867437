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

    /// Formats `report`.
    public init(_ report: AuditReport) {
        self.report = report
    }

    /// The text, ending without a newline.
    public var text: String {
        var lines = report.findings.map { finding in
            let place = finding.location.place
            let position = place.line.map { line in ":\(line)" + (place.column.map { ":\($0)" } ?? "") } ?? ""
            return "\(report.document(of: finding))\(position): \(finding.severity.rawValue) [\(finding.rule.id)] "
                + "\(finding.location.descriptionWithoutPosition): \(finding.message)"
        }
        lines.append(report.summary + " " + report.scope)
        // Titles and keys come from documents: nothing in them may reach a terminal raw.
        return VisibleText.escaped(lines.joined(separator: "\n"))
    }
}
