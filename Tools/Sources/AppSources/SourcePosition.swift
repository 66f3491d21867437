/// A place in a Swift source file: line and column from 1, the column counted in UTF-8 bytes
/// as the Swift compiler and Xcode count them.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
