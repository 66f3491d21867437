import Foundation
import StackAudit

extension AuditInputs {
    /// The paths to audit: `given` (the command line's) when there are any, else the
    /// configuration's `included` paths, made absolute from the configuration's folder
    /// (`root`). An included path that names nothing fails the run (exit 3) at its line in
    /// the configuration file (`file`): a misspelt folder would otherwise pass CI by auditing
    /// nothing. No paths and nothing included is a usage error (exit 2).
    static func paths(
        _ given: [String], configuration: AuditConfiguration, file: String?, root: AuditSourceRoot
    ) throws(CommandFailure) -> [String] {
        guard given.isEmpty else { return given }
        guard let file, !configuration.included.isEmpty else {
            throw CommandFailure(
                status: .usage,
                message: "error: no documents to audit: name documents or folders, or list them under included in .stacks-audit.yaml")
        }
        return try configuration.included.map { included throws(CommandFailure) in
            let path = AuditSourceRoot.absolute(included.path, in: root.folder)
            guard FileManager.default.fileExists(atPath: path) else {
                let error = AuditConfigurationError(
                    file: file, place: included.place, problem: "the included path \"\(included.path)\" names no file or folder")
                throw CommandFailure(status: .runFailed, message: error.messages)
            }
            return path
        }
    }
}
