#if canImport(Glibc)
    import Glibc
#endif

/// Writes files all at once or not at all: the bytes go to a temporary file next to the
/// destination, which is then renamed over it. A failure at any point removes the temporary
/// file, so a reader never sees a half-written picture and a failed render leaves nothing.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let (directory, name) = split(path)
        guard !name.isEmpty else { throw .unwritableOutput(path: path, reason: "the path names a directory") }

        // A dot file in the same directory, so the rename never crosses file systems. O_EXCL
        // and a random suffix keep concurrent writers apart; mode 0666 lets the umask decide
        // the permissions, as for any newly created file.
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = "\(directory)/.\(name).\(UInt32.random(in: .min ... .max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw .unwritableOutput(path: path, reason: lastError()) }

        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw .unwritableOutput(path: path, reason: failure)
        }
    }

    /// The directory (`.` when none is given) and the file name of `path`.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
