/// Why a file could not be written whole.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named.
    public var path: String
    /// What stood in the way.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(path): \(reason)" }
}
