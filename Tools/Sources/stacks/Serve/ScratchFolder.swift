import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The server's private folder for the pictures its commands draw before they are sent:
/// `stacks-serve-PID-UUID` in the temporary folder, removed when the server stops.
///
/// A server killed outright (SIGKILL, a crash, the machine's memory running out) cannot remove
/// it, so each holds a lock on a file inside (`flock`, which the system lets go when the
/// process ends, however it ends), and each new server removes the folders of this user whose
/// lock nobody holds.
struct ScratchFolder {
    let path: String
    /// The open lock file, held for the server's life.
    private let lock: Int32

    static let prefix = "stacks-serve-"
    static let lockName = ".lock"

    /// Makes the folder in `parent` and takes its lock, after removing stale ones there.
    init(in parent: String = FileManager.default.temporaryDirectory.path) throws(CommandFailure) {
        Self.removeStale(in: parent)
        let name = Self.prefix + "\(getpid())-\(UUID().uuidString)"
        path = parent + "/" + name
        // Made under another name and locked, then renamed: another server never sees it
        // without its lock held.
        let making = parent + "/." + name
        guard mkdir(making, 0o700) == 0 else {
            throw CommandFailure(status: .runFailed, message: "error: cannot create \(making): \(String(cString: strerror(errno)))")
        }
        lock = open(making + "/" + Self.lockName, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0, rename(making, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: making)
            throw CommandFailure(status: .runFailed, message: "error: cannot prepare \(path): \(reason)")
        }
    }

    /// Removes the folder (the lock goes with it).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        close(lock)
    }

    /// Removes the scratch folders in `parent` that belong to this user and whose server is
    /// gone (their lock is free).
    static func removeStale(in parent: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let folder = parent + "/" + name
            var status = stat()
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid() else { continue }
            let descriptor = open(folder + "/" + lockName, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { try? FileManager.default.removeItem(atPath: folder) }
        }
    }
}
