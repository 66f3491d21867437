import StackDocument

/// A path of a configuration's `included` list: a document or a folder, relative to the
/// configuration file's folder, that `stacks audit` audits when it is given no paths. It keeps
/// its place in the file, so that a path naming nothing is reported at its line and column.
public struct AuditIncludedPath: Hashable, Sendable {
    /// The path as written.
    public var path: String
    /// Where the configuration file writes it.
    public var place: DocumentPlace

    /// Creates an included path.
    public init(path: String, place: DocumentPlace) {
        self.path = path
        self.place = place
    }
}
