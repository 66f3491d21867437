#if canImport(Glibc)
    import Glibc
#endif

/// Writes files all at once or not at all: the bytes go to a temporary file next to the
/// destination, which is then renamed over it. A failure at any point removes the temporary
/// file, so a reader never sees a half-written picture and a failed render leaves nothing.
///
/// It writes to what the path names: a regular file is replaced whole, through a symbolic link
/// in the link's target's folder (the link stays); a FIFO, a device, a socket or a folder is
/// refused rather than replaced by a regular file, and so is a file with other hard links
/// (replacing it would cut them off from the new text).
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to requested: String) throws(RenderError) {
        let path = try destination(of: requested)
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
            throw .unwritableOutput(path: requested, reason: failure)
        }
    }

    /// The regular file `path` names (itself, or a symbolic link's target), or why it is none.
    private static func destination(of path: String) throws(RenderError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return path }  // Nothing there yet: created.
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw .unwritableOutput(path: path, reason: "it is a symbolic link to nothing that exists (\(lastError()))")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &status) == 0 else { throw .unwritableOutput(path: path, reason: lastError()) }
        }
        let kind: String? =
            switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "a folder"
            case S_IFIFO: "a FIFO (a named pipe)"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
        if let kind {
            throw .unwritableOutput(path: path, reason: "it is \(kind); stacks writes regular files only, whole")
        }
        if status.st_nlink > 1 {
            throw .unwritableOutput(
                path: path,
                reason: "it has \(status.st_nlink) hard links; replacing it whole would leave the others with the old content")
        }
        return target
    }

    /// The directory (`.` when none is given) and the file name of `path`.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
