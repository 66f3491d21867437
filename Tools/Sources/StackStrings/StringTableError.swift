/// Why a file of translations (a String Catalog or a `.strings` file) cannot be read, with the
/// file and, when the problem is inside it, the line and column (both from 1, columns counted
/// in Unicode scalars).
///
/// The description reads like a compiler's, `de.lproj/Localizable.strings:3:14: expected ';'
/// after the value "Teilen"; found "\""`, so editors and CI logs link to the place.
public struct StringTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The line the problem is on, from 1.
    public var line: Int?
    /// The column the problem is at, from 1.
    public var column: Int?
    /// What is wrong, without the place.
    public var problem: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// The error as the commands print it, in a compiler's form when the line is known:
    /// `FILE:LINE:COLUMN: SEVERITY: PROBLEM`, else `SEVERITY: FILE: PROBLEM`.
    public func message(_ severity: String) -> String {
        line == nil ? "\(severity): \(description)" : "\(place): \(severity): \(problem)"
    }

    public var description: String { "\(place): \(problem)" }

    /// `FILE`, `FILE:LINE` or `FILE:LINE:COLUMN`.
    private var place: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return place
    }
}
