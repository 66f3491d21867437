/// The folder an audit's paths are relative to: the folder of the configuration file, else
/// the working folder. Fingerprints, baselines, SARIF artifact URIs (`%SRCROOT%`) and GitHub
/// annotations name documents relative to it, so that they are the same wherever the
/// repository is checked out and whichever subfolder the audit runs in.
///
/// Paths are compared as text after removing `.` and `..` (no symbolic links are followed).
public struct AuditSourceRoot: Hashable, Sendable {
    /// The root folder, absolute, without a trailing slash (`/` for the filesystem root).
    public var folder: String
    /// The folder relative document names are relative to (the process's working folder).
    public var workingFolder: String

    /// A root at `folder` (absolute, or relative to `workingFolder`), for document names
    /// relative to `workingFolder` (absolute).
    public init(folder: String, workingFolder: String) {
        self.workingFolder = Self.normalised(workingFolder)
        self.folder = Self.absolute(folder, in: self.workingFolder)
    }

    /// The document named `name` (as given on the command line) relative to the root, or
    /// `nil` when it is outside the root or is standard input (`<stdin>`).
    public func relativePath(of name: String) -> String? {
        guard name != "<stdin>" else { return nil }
        let path = Self.absolute(name, in: workingFolder)
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// How fingerprints and baselines name the document: relative to the root when it is
    /// inside, else as given.
    public func documentPath(of name: String) -> String {
        relativePath(of: name) ?? name
    }

    /// The absolute form of `path`, with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, in folder: String) -> String {
        normalised(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    private static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
