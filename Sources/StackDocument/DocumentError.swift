/// Why a document cannot be read or laid out, with the place in the document it is about.
///
/// The description is one line, `place: problem`, for example
/// `root.stack.children[2].box.width (line 7, column 14): expected a number of points, 0 or more; found -3`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var place: DocumentPlace
    /// What is wrong, without the place.
    public var problem: String

    /// Creates an error.
    public init(place: DocumentPlace, problem: String) {
        self.place = place
        self.problem = problem
    }

    public var description: String { "\(place): \(problem)" }
}
