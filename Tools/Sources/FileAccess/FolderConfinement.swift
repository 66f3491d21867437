import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One folder that the files a document names (images, button icons, string tables) must be
/// inside: `stacks serve` reads only from its document's folder, and so do the commands it runs.
///
/// A path is checked before anything outside the folder is looked at, so a refusal says the
/// same whether the file outside exists or not:
/// - it is taken by name first (`.` and `..` folded, as written), and must name the folder or
///   something below it: `../secret.png` and `/etc/passwd` are refused without a look at the
///   disk;
/// - then each component is looked at from the folder down (`lstat`): a symbolic link is
///   followed by reading it, and is refused when its target, taken the same way, leaves the
///   folder (a link to `/etc/passwd` is refused whether `/etc/passwd` exists or not);
/// - a component that does not exist ends the walk: the file is inside and missing, which the
///   reader then says.
///
/// The result is the real path to read (no symbolic links left), so what is read is what was
/// checked; a file swapped for a link between the check and the read by someone who can write
/// into the folder is outside what this guards against.
public struct FolderConfinement: Sendable {
    /// The folder, absolute, as it is named (`.` and `..` taken by name).
    public let folder: String
    /// The folder with its symbolic links resolved, or `nil` when it does not resolve (it is
    /// gone): then nothing is inside.
    public let root: String?

    /// - Parameter folder: the folder, absolute or relative to the working folder.
    public init(folder: String) {
        let named = Self.components(of: folder)
        self.folder = "/" + named.joined(separator: "/")
        root = realpath(self.folder, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// Why a path is refused: the same words whether or not something exists where it points.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// It names something outside the folder, or a link inside points out.
        case outside
        /// Its symbolic links form a loop (or are nested more deeply than the system follows).
        case loop

        public var description: String {
            switch self {
            case .outside: "it is outside the document's folder; stacks serve reads only files inside it"
            case .loop: "its symbolic links form a loop (or are nested too deep to follow)"
            }
        }
    }

    /// The environment variable that confines a process's document reads to a folder: `stacks
    /// serve` sets it for the commands it runs.
    public static let environmentVariable = "STACKS_CONFINED_FOLDER"

    /// The folder this process's document reads are confined to, when it was started with
    /// ``environmentVariable``.
    public static let current: FolderConfinement? = ProcessInfo.processInfo.environment[environmentVariable].map {
        FolderConfinement(folder: $0)
    }

    /// The real path of `path` (absolute, or relative to the working folder) when it is inside
    /// the folder.
    public func resolve(_ path: String) throws(Refusal) -> String {
        let named = Self.components(of: path)
        for base in [root.map(Self.components(of:)), Self.components(of: folder)].compactMap({ $0 })
        where named.starts(with: base) {
            return try walk(Array(named.dropFirst(base.count)))
        }
        throw .outside
    }

    /// The real path of `relative`, a path below the folder, when it stays inside.
    public func resolve(relative: String) throws(Refusal) -> String {
        guard !relative.hasPrefix("/") else { throw .outside }
        return try walk(relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init))
    }

    /// The most symbolic links one path may pass through, as Linux allows (`MAXSYMLINKS`).
    private static let maximumLinks = 40

    /// Follows `relative` down from the root, one component at a time.
    private func walk(_ relative: [String]) throws(Refusal) -> String {
        guard let root else { throw .outside }
        let prefix = root == "/" ? "" : root
        var resolved: [String] = []
        // The components still to follow, the next one last.
        var pending = Array(relative.reversed())
        var links = 0
        while let component = pending.popLast() {
            if component.isEmpty || component == "." { continue }
            if component == ".." {
                guard !resolved.isEmpty else { throw .outside }
                resolved.removeLast()
                continue
            }
            let candidate = prefix + "/" + (resolved + [component]).joined(separator: "/")
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                // Missing (or unreadable) inside the folder: the reader says so. What follows
                // is taken as named, which cannot climb back out through something missing.
                guard !pending.contains("..") else { throw .outside }
                return ([candidate] + pending.reversed()).joined(separator: "/")
            }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                resolved.append(component)
                continue
            }
            links += 1
            guard links <= Self.maximumLinks, let target = Self.linkTarget(candidate) else { throw .loop }
            if target.hasPrefix("/") {
                // An absolute target must name the folder by one of its names; it is followed
                // from the root again.
                let named = Self.components(of: target)
                guard let base = [Self.components(of: root), Self.components(of: folder)].first(where: { named.starts(with: $0) })
                else { throw .outside }
                resolved = []
                pending += named.dropFirst(base.count).reversed()
            } else {
                pending += target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed()
            }
        }
        return resolved.isEmpty ? root : prefix + "/" + resolved.joined(separator: "/")
    }

    /// What the symbolic link at `path` points to, as written in it.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The components of `path` made absolute (from the working folder) and taken by name:
    /// empty and `.` components dropped, `..` removing the one before (none above `/`).
    static func components(of path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var result: [String] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(component))
            }
        }
        return result
    }
}
