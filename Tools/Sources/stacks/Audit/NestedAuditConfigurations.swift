import Foundation
import StackAudit

/// The configuration of each document of an audit: the run's configuration merged, folder by
/// folder, with every `.stacks-audit.yaml` between the root (the run's configuration's folder,
/// else the working folder) and the document's folder, the nearest last
/// (``AuditConfiguration/nested(in:over:)``), as SwiftLint's nested configurations. A
/// configuration named with `--config` is used alone: naming one file says which settings the
/// run has. Each folder's file is read once, when a document in or below it is audited.
struct NestedAuditConfigurations {
    /// The run's configuration (`--strict` applied).
    let top: AuditConfiguration
    /// The folder the paths are relative to.
    let root: AuditSourceRoot
    /// Whether to look for nested configurations (not with `--config`).
    let searches: Bool
    /// Whether `--strict` makes every configuration fail on warnings.
    let strict: Bool
    /// The merged configuration of each folder looked at, by its path relative to the root.
    private var byFolder: [String: AuditConfiguration] = [:]

    init(top: AuditConfiguration, root: AuditSourceRoot, searches: Bool, strict: Bool) {
        self.top = top
        self.root = root
        self.searches = searches
        self.strict = strict
    }

    /// The configuration of the document named `name` (as the run names it): ``top`` for
    /// standard input and documents outside the root.
    ///
    /// - Throws: a failed run (exit 3) when a nested configuration cannot be read or is not valid.
    mutating func configuration(ofDocument name: String) throws(CommandFailure) -> AuditConfiguration {
        guard searches, let path = root.relativePath(of: name) else { return top }
        return try configuration(ofFolder: Array(path.split(separator: "/").dropLast().map(String.init)))
    }

    /// The configuration of the documents directly in the working folder: what `stacks rules`
    /// shows.
    mutating func configurationOfWorkingFolder() throws(CommandFailure) -> AuditConfiguration {
        // Any name in the working folder does: only its folder is looked at.
        try configuration(ofDocument: AuditConfiguration.fileName)
    }

    private mutating func configuration(ofFolder folder: [String]) throws(CommandFailure) -> AuditConfiguration {
        guard !folder.isEmpty else { return top }
        let relative = folder.joined(separator: "/")
        if let known = byFolder[relative] { return known }
        let parent = try configuration(ofFolder: Array(folder.dropLast()))
        var merged = parent
        let file = root.folder + "/" + relative + "/" + AuditConfiguration.fileName
        if FileManager.default.fileExists(atPath: file) {
            let name = AuditInputs.displayPath(file, relativeTo: root.workingFolder)
            do {
                merged = try AuditConfiguration(contentsOf: file).nested(in: relative, over: parent)
            } catch {
                // Read from its absolute path, reported by the name the user knows it by.
                var error = error
                error.rename(to: name)
                throw CommandFailure(status: .runFailed, message: error.messages)
            }
            // Severities order error < warning < note: the later of the two fails on more.
            if strict { merged.failOn = max(merged.failOn, .warning) }
        }
        byFolder[relative] = merged
        return merged
    }
}
