import Foundation

/// A document file's text read straight into a string's storage. Reading it as `Data` and then
/// making the `String` held both copies at once: for a large document the file's size twice
/// (120 bytes a node of the 10⁶-box benchmark document), beside everything reading builds.
enum DocumentFileText {
    /// The text of the regular file at `path`, or `nil` when this fast path does not apply: the
    /// file cannot be opened or read, is not a regular file (a pipe, a device), is empty, or is
    /// not valid UTF-8. The caller then reads it through `Data`, which names the problem as it
    /// always has.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
            return nil
        }
        let size = Int(status.st_size)
        var usable = true
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            var filled = 0
            while filled < size {
                let count = Foundation.read(descriptor, buffer.baseAddress! + filled, size - filled)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                filled += count
            }
            // A file that shrank while read, or bytes the string would repair (replacing them
            // with U+FFFD) rather than refuse: leave both to the `Data` path.
            guard filled == size, InvalidUTF8.isValid(UnsafeBufferPointer(rebasing: buffer[..<filled])) else {
                usable = false
                return 0
            }
            return filled
        }
        return usable ? text : nil
    }
}
