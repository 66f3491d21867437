import Foundation
import StackAudit

/// Where `stacks audit` finds its configuration: `--config FILE`, else the outermost
/// `.stacks-audit.yaml` in the working folder and the folders above it, up to the first folder
/// that contains `.git` (the repository's root: a configuration above it belongs to something
/// else) or the filesystem root. The nearer ones are nested configurations
/// (``NestedAuditConfigurations``): run in a subfolder, the audit reads the same settings as
/// run at the top.
enum AuditConfigurationSearch {
    /// The path of the configuration file to use, or `nil` when there is none.
    static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let files = FileManager.default
        var outermost: String?
        while true {
            let candidate = current.appendingPathComponent(AuditConfiguration.fileName).path
            if files.fileExists(atPath: candidate) { outermost = candidate }
            // `.git` is a folder in a clone and a file in a worktree: either marks the root.
            if files.fileExists(atPath: current.appendingPathComponent(".git").path) { return outermost }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return outermost }
            current = parent
        }
    }
}
