import Foundation
import StackAudit

/// Where `stacks audit` finds its configuration: `--config FILE`, else the nearest
/// `.stacks-audit.yaml` in the working folder or a folder above it, stopping at the first
/// folder that contains `.git` (the repository's root: a configuration above it belongs to
/// something else) or at the filesystem root.
enum AuditConfigurationSearch {
    /// The path of the configuration file to use, or `nil` when there is none.
    static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let files = FileManager.default
        while true {
            let candidate = current.appendingPathComponent(AuditConfiguration.fileName).path
            if files.fileExists(atPath: candidate) { return candidate }
            // `.git` is a folder in a clone and a file in a worktree: either marks the root.
            if files.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
