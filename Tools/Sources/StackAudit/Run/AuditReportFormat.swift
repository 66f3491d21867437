import Foundation

/// The forms an audit report is written in.
public enum AuditReportFormat: String, CaseIterable, Sendable {
    /// Lines for a person (``AuditTextFormat``).
    case text
    /// The report as JSON (``AuditJSONFormat``).
    case json
    /// SARIF 2.1.0 for code-scanning tools (``SARIFFormat``).
    case sarif
    /// GitHub Actions workflow commands (``GitHubWorkflowFormat``).
    case github
    /// JUnit XML test results for CI servers (``AuditJUnitFormat``).
    case junit
    /// Compiler-style lines Xcode and editors read (``AuditXcodeFormat``).
    case xcode

    /// The format a report file's extension names: `.sarif` or `.sarif.json` (the names the
    /// SARIF standard suggests), `.json`, or `.xml` (JUnit) (any case); `nil` for any other name.
    public init?(path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        if name.hasSuffix(".sarif") || name.hasSuffix(".sarif.json") {
            self = .sarif
        } else if name.hasSuffix(".json") {
            self = .json
        } else if name.hasSuffix(".xml") {
            self = .junit
        } else {
            return nil
        }
    }
}
