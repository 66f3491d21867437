/// Why a document cannot be read or laid out, with the place in the document it is about.
///
/// The description is one line, `place: problem`, for example
/// `root.stack.children[2].box.width (line 7, column 14): expected a number of points, 0 or more; found -3`.
///
/// Reading a document reports every error it finds, not only the first, so that an author fixes
/// them all in one go: the error thrown is the first in document order, and ``more`` holds the
/// others (at most ``reportLimit`` in all; ``unlistedCount`` counts the rest). The description
/// then has one line per error and, past the limit, a last line `and N more errors`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The most errors one reading lists: beyond this many, later errors are likely to follow
    /// from earlier ones, and a screenful is what an author reads before fixing anything.
    public static let reportLimit = 20

    /// Where the problem is.
    public var place: DocumentPlace
    /// What is wrong, without the place.
    public var problem: String
    /// The further errors found in the same document, in document order, after this one; each
    /// has no further errors of its own.
    public var more: [DocumentError] = []
    /// How many errors were found beyond this one and ``more`` but not listed, because a reading
    /// lists at most ``reportLimit``.
    public var unlistedCount = 0

    /// Creates an error.
    public init(place: DocumentPlace, problem: String) {
        self.place = place
        self.problem = problem
    }

    /// One error holding `errors` (at least one), sorted into document order (by line and
    /// column; errors on the same spot keep the order they were found in), the first
    /// ``reportLimit`` listed and the rest counted.
    package init(collecting errors: [DocumentError]) {
        precondition(!errors.isEmpty, "an error collection holds at least one error")
        let ordered = errors.enumerated().sorted { left, right in
            let leftKey = (left.element.place.line ?? 0, left.element.place.column ?? 0, left.offset)
            let rightKey = (right.element.place.line ?? 0, right.element.place.column ?? 0, right.offset)
            return leftKey < rightKey
        }.map(\.element)
        self = ordered[0]
        more = Array(ordered.dropFirst().prefix(Self.reportLimit - 1))
        unlistedCount = ordered.count - 1 - more.count
    }

    /// This error and those in ``more``, each alone, in document order.
    public var errors: [DocumentError] {
        [DocumentError(place: place, problem: problem)] + more
    }

    /// How many errors were found: those listed and those counted in ``unlistedCount``.
    public var count: Int { 1 + more.count + unlistedCount }

    /// `place: problem` for each error, one per line, and `and N more errors` past the limit.
    public var description: String {
        var lines = errors.map { "\($0.place): \($0.problem)" }
        if let summary = unlistedSummary { lines.append(summary) }
        return lines.joined(separator: "\n")
    }

    /// `and 3 more errors (a document lists at most 20)`, or `nil` when every error is listed.
    public var unlistedSummary: String? {
        guard unlistedCount > 0 else { return nil }
        return "and \(unlistedCount) more error\(unlistedCount == 1 ? "" : "s") (a document lists at most \(Self.reportLimit))"
    }
}
