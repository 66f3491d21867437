import FileAccess
import Foundation
import StackDocument

/// A report in the form compilers write and Xcode (and most editors) read, so a Run Script
/// build phase puts each finding on its line as an issue:
///
/// ```
/// /repo/Screens/login.yaml:9:15: error: the title 'Add to Favourites' is truncated: … (root.buttons.items[2], button fav of actions, at 320 pt · large) [title-truncated]
/// ```
///
/// Documents are named by their absolute path (Xcode opens what it is given; a build phase's
/// working folder is not the editor's), standard input as `<stdin>`. Errors are `error:`,
/// warnings `warning:` and notes `note:`; nothing else is written, as SwiftLint's `xcode`
/// reporter does. What the audit warns of in a document (an `audit.ignore` naming no rule or
/// suppressing nothing) is a `warning:` line too.
public struct AuditXcodeFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// The folder relative document names are relative to.
    public var root: AuditSourceRoot?
    /// What is wrong in documents but no finding.
    public var documentWarnings: [AuditDocumentWarning]

    /// Formats `report`.
    public init(_ report: AuditReport, root: AuditSourceRoot? = nil, documentWarnings: [AuditDocumentWarning] = []) {
        self.report = report
        self.root = root
        self.documentWarnings = documentWarnings
    }

    /// One line per document warning, then one per finding; empty without either.
    public var text: String {
        let warnings = documentWarnings.map { warning in
            Self.line(file: file(warning.document), place: warning.place, severity: "warning", message: warning.message, rule: "audit.ignore")
        }
        let findings = report.findings.map { finding in
            Self.line(
                file: file(report.document(of: finding)), place: finding.location.place, severity: finding.severity.rawValue,
                message: "\(finding.message) (\(finding.placeDescription))", rule: finding.rule.id)
        }
        return VisibleText.escaped((warnings + findings).joined(separator: "\n"))
    }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, the line and column left out when unknown.
    public static func line(file: String, place: DocumentPlace, severity: String, message: String, rule: String) -> String {
        let position = place.line.map { ":\($0)" + (place.column.map { ":\($0)" } ?? "") } ?? ""
        return "\(file)\(position): \(severity): \(message.replacingOccurrences(of: "\n", with: " ")) [\(rule)]"
    }

    /// The absolute path of the document named `name`.
    private func file(_ name: String) -> String {
        guard name != "<stdin>", let root else { return name }
        return AuditSourceRoot.absolute(name, in: root.workingFolder)
    }
}
