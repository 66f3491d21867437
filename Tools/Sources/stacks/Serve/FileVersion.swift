import FileAccess

#if canImport(Glibc)
    import Glibc
#endif

/// One version of the document on disk: which file it is (device and inode), its size, its
/// modification and change times (to the nanosecond), and the tag of its bytes. Any write to
/// the file, or a new file renamed over it, makes another version; the bytes' tag catches a
/// write that leaves the times as they were (a clock too coarse to see it).
struct FileVersion: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    var changed: timespec
    var tag: String

    /// The version of the file at `path` (a link followed), or `nil` when it cannot be read.
    init?(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0, let bytes = try? InputFile.read(path, limit: InputFile.documentLimit) else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = status.st_mtim
        changed = status.st_ctim
        tag = DocumentSaves.tag(of: Array(bytes))
    }

    static func == (lhs: FileVersion, rhs: FileVersion) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size && lhs.tag == rhs.tag
            && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
            && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
    }
}
