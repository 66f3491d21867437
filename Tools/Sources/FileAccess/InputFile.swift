import Foundation

/// What the tools read from files (documents, string tables, font configurations, images,
/// audit configurations and baselines): regular files only, each kind with a size limit. A FIFO
/// would block the reader (and a server's worker) forever, a device such as `/dev/zero` would
/// never end, and a huge file would take the machine's memory; each is refused with a message
/// that names it and the limit.
public enum InputFile {
    /// The most bytes a document may have: 256 MiB (a screen is kilobytes; the benchmark's
    /// 10⁶-box document 120 MB). Audit baselines share it.
    public static let documentLimit = 256 << 20
    /// The most bytes a string table (`.strings`, String Catalog) may have: 64 MiB.
    public static let stringTableLimit = 64 << 20
    /// The most bytes a font configuration or an audit configuration may have: 1 MiB.
    public static let configurationLimit = 1 << 20
    /// The most bytes an image file may have: 64 MiB.
    public static let imageLimit = 64 << 20

    /// Why the file at `path` cannot be read as an input of at most `limit` bytes, or `nil` when
    /// it can or does not exist (each reader says a file is missing in its own words): it is a
    /// folder, not a regular file (a FIFO, a device, a socket), larger than the limit, or cannot
    /// be looked at. Symbolic links are followed (a loop is refused as one).
    public static func problem(at path: String, limit: Int) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? nil : reason(errno)
        }
        return problem(with: status, limit: limit)
    }

    /// Why a file cannot be read, in words a user can act on.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// Whether nothing is at the path (each reader says so in its own words).
        public var isMissing: Bool
        /// The reason: "it is a FIFO (a named pipe), not a regular file", "permission denied", …
        public var description: String
    }

    /// The bytes of the regular file at `path`, of at most `limit` bytes.
    ///
    /// The file is opened without blocking (a FIFO put in its place after it was looked at
    /// cannot hold the reader) and checked again once open, so what is read is what was checked.
    ///
    /// - Throws: ``Failure`` when it is missing, not a regular file, larger than `limit`, or the
    ///   system cannot read it (a symbolic link loop, no permission, `/proc/self/mem`).
    public static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        try read(path, limit: limit, flags: 0)
    }

    /// The bytes of a file a document names (an image, a button's icon, a string table), read
    /// as ``read(_:limit:)`` reads them. In a process confined to a folder
    /// (``FolderConfinement/current``: the commands `stacks serve` runs), the path is checked
    /// first, and only a file inside the folder is opened (the real path the check gives,
    /// without following a link put there since).
    ///
    /// - Throws: ``Failure`` as `read` does, and when the path leaves the folder (the same
    ///   words whether or not something exists there).
    public static func readNamedFile(_ path: String, limit: Int) throws(Failure) -> Data {
        guard let confinement = FolderConfinement.current else { return try read(path, limit: limit) }
        let real: String
        do {
            real = try confinement.resolve(path)
        } catch {
            throw Failure(isMissing: false, description: error.description)
        }
        return try read(real, limit: limit, flags: O_NOFOLLOW)
    }

    private static func read(_ path: String, limit: Int, flags: Int32) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard descriptor >= 0 else {
            throw Failure(isMissing: errno == ENOENT || errno == ENOTDIR, description: reason(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(isMissing: false, description: reason(errno)) }
        if let problem = problem(with: status, limit: limit) { throw Failure(isMissing: false, description: problem) }
        // Read to the end rather than to the size `stat` gave: files in /proc say 0, and a file
        // may grow while it is read. One byte past the limit is enough to refuse it.
        var data = Data(count: min(Int(status.st_size), limit) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= limit else { throw Failure(isMissing: false, description: tooLarge(limit: limit)) }
                data.count = min(data.count * 2, limit + 1)
            }
            let count = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(isMissing: false, description: reason(errno))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw Failure(isMissing: false, description: tooLarge(limit: limit)) }
        data.count = filled
        return data
    }

    /// Standard input, read to its end or until it holds more than `limit` bytes; `nil` then.
    public static func readStandardInput(limit: Int) -> Data? {
        var data = Data()
        let handle = FileHandle.standardInput
        while true {
            let chunk = handle.readData(ofLength: 1 << 16)
            if chunk.isEmpty { return data }
            data.append(chunk)
            if data.count > limit { return nil }
        }
    }

    private static func problem(with status: stat, limit: Int) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return "it is a folder, not a file"
        case S_IFIFO:
            return "it is a FIFO (a named pipe), not a regular file"
        case S_IFCHR, S_IFBLK:
            return "it is a device, not a regular file"
        case S_IFSOCK:
            return "it is a socket, not a regular file"
        default:
            return "it is not a regular file"
        }
        guard Int(status.st_size) <= limit else {
            return "it is \(status.st_size) bytes; \(tooLarge(limit: limit))"
        }
        return nil
    }

    private static func tooLarge(limit: Int) -> String {
        "the limit is \(limit) bytes (\(limit >> 20) MiB)"
    }

    /// The system's reason for `code`, said plainly where its own words mislead.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case ELOOP: "its symbolic links form a loop (or are nested too deep to follow)"
        case EACCES, EPERM: "permission denied"
        case EIO: "the system could not read it (input/output error)"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
