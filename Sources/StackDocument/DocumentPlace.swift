/// A place in a document: the path to a value and, when the reader knows it, the line and
/// column where the value starts (both from 1, columns counted in Unicode scalars as libyaml
/// counts them). Printed as `root.stack.children[2].box.width (line 7, column 14)`.
public struct DocumentPlace: Hashable, Sendable, CustomStringConvertible {
    /// The path to the value.
    public var path: DocumentPath
    /// The line the value starts on, from 1.
    public var line: Int?
    /// The column the value starts at, from 1.
    public var column: Int?

    /// Creates a place.
    public init(path: DocumentPath, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String {
        guard let line, let column else { return path.description }
        return "\(path) (line \(line), column \(column))"
    }
}
