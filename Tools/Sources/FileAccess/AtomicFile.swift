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
    /// Writes `bytes` to `requested` whole. An existing file keeps its permissions, and its
    /// owner and group where the process may give them (its own files, or as root); a new one
    /// gets 0666 less the umask. `durably` flushes the bytes to the disk before the rename (for
    /// a user's own document, not for pictures a run can draw again).
    ///
    /// - Parameter isUnchanged: asked just before the new file takes the old one's place, when
    ///   everything else is done; `false` (the file was changed meanwhile) leaves the file as
    ///   it is, and nothing is written.
    /// - Returns: whether the file was written (`false` only when `isUnchanged` said no).
    @discardableResult
    package static func write(
        _ bytes: [UInt8], to requested: String, durably: Bool = false, isUnchanged: (() -> Bool)? = nil
    ) throws(FileWriteError) -> Bool {
        let path = try destination(of: requested)
        let (directory, name) = split(path)
        guard !name.isEmpty else { throw FileWriteError(path: path, reason: "the path names a directory") }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        let permissions: mode_t? = exists ? existing.st_mode & 0o7777 : nil

        // The bytes go to a file without a name (O_TMPFILE) in the destination's folder, so a
        // process killed while writing leaves nothing behind; it gets a name only once whole.
        // File systems without unnamed files get a dot file with a random suffix instead.
        var temporary: String?
        var descriptor = open(directory, unnamedFile | O_WRONLY | O_CLOEXEC, 0o666)
        if descriptor < 0 {
            for _ in 0..<16 {
                let candidate = "\(directory)/.\(name).\(UInt32.random(in: .min ... .max)).tmp"
                descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor >= 0 { temporary = candidate }
                if descriptor >= 0 || errno != EEXIST { break }
            }
        }
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastError()) }

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
        // The owner first: changing it clears the set-user-ID and set-group-ID bits, which
        // the permissions then restore. Only root may give a file away, so a file of another
        // owner becomes the writer's (EPERM is not a failure).
        if failure == nil, exists, existing.st_uid != geteuid() || existing.st_gid != getegid(),
            fchown(descriptor, existing.st_uid, existing.st_gid) != 0, errno != EPERM
        {
            failure = lastError()
        }
        if failure == nil, let permissions, fchmod(descriptor, permissions) != 0 { failure = lastError() }
        if failure == nil, durably, fsync(descriptor) != 0 { failure = lastError() }
        if failure == nil, temporary == nil {
            // Named next to the destination, then renamed over it: the name exists for the
            // two calls only.
            let candidate = "\(directory)/.\(name).\(UInt32.random(in: .min ... .max)).tmp"
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                temporary = candidate
            } else {
                failure = lastError()
            }
        }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, let isUnchanged, !isUnchanged() {
            if let temporary { unlink(temporary) }
            return false
        }
        if failure == nil, let temporary, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            if let temporary { unlink(temporary) }
            throw FileWriteError(path: requested, reason: failure)
        }
        return true
    }

    /// `O_TMPFILE`, which Swift does not import (a macro of two flags): `__O_TMPFILE` is
    /// 0o20000000 on every Linux architecture, and it is always given with `O_DIRECTORY`.
    private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

    /// The regular file `path` names (itself, or a symbolic link's target), or why it is none.
    private static func destination(of path: String) throws(FileWriteError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return path }  // Nothing there yet: created.
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw FileWriteError(path: path, reason: "it is a symbolic link to nothing that exists (\(lastError()))")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &status) == 0 else { throw FileWriteError(path: path, reason: lastError()) }
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
            throw FileWriteError(path: path, reason: "it is \(kind); stacks writes regular files only, whole")
        }
        if status.st_nlink > 1 {
            throw FileWriteError(
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
