import Foundation

/// What the tools read from files (documents, string tables, font configurations, images,
/// audit configurations): regular files only, each kind with a size limit, checked before the
/// file is opened. A FIFO would block the reader (and a server's worker) forever, a device such
/// as `/dev/zero` would never end, and a huge file would take the machine's memory; each is
/// refused with a message that names it and the limit.
public enum InputFile {
    /// The most bytes a document may have: 256 MiB (a screen is kilobytes; the benchmark's
    /// 10⁶-box document 120 MB).
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
    /// be looked at. Symbolic links are followed (a loop is refused with the system's reason).
    public static func problem(at path: String, limit: Int) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? nil : String(cString: strerror(errno))
        }
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
            return "it is \(status.st_size) bytes; the limit is \(limit) bytes (\(limit >> 20) MiB)"
        }
        return nil
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
}
