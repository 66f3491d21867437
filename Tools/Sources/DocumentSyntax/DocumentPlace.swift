/// A place in a document: the path to a value and, when the reader knows it, the line and
/// column where the value starts (both from 1, columns counted in Unicode scalars as libyaml
/// counts them). Printed as `root.stack.children[2].box.width (line 7, column 14)`.
public struct DocumentPlace: Hashable, Sendable, CustomStringConvertible {
    /// The path to the value.
    public var path: DocumentPath
    /// The line the value starts on, from 1.
    public var line: Int? {
        get { storedLine == 0 ? nil : Int(storedLine) }
        set { storedLine = Self.stored(newValue) }
    }
    /// The column the value starts at, from 1.
    public var column: Int? {
        get { storedColumn == 0 ? nil : Int(storedColumn) }
        set { storedColumn = Self.stored(newValue) }
    }

    /// The line and column in 32 bits each, 0 for none: a large document records a place for
    /// every node and property, and two optional `Int`s took 25 of a place's bytes, these 8.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// Creates a place.
    public init(path: DocumentPath, line: Int? = nil, column: Int? = nil) {
        self.path = path
        storedLine = Self.stored(line)
        storedColumn = Self.stored(column)
    }

    /// A line or column as stored: lines and columns count from 1 (a value below 1 or beyond
    /// 32 bits is kept as none; no document has them).
    private static func stored(_ value: Int?) -> UInt32 {
        guard let value, value >= 1, value <= Int(UInt32.max) else { return 0 }
        return UInt32(value)
    }

    public var description: String {
        guard let line, let column else { return path.description }
        return "\(path) (line \(line), column \(column))"
    }
}
