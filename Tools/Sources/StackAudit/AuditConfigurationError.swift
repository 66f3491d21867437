import StackDocument

/// Why a configuration file cannot be used, at the place in it the problem is:
/// `.stacks-audit.yaml: rules.title-cas (line 2, column 3): unknown rule "title-cas" (did you mean "title-case"?)`.
public struct AuditConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user named it or as it was found.
    public var file: String
    /// Where in it.
    public var place: DocumentPlace
    /// What is wrong.
    public var problem: String
    /// The other problems found in the same file, in the order found: a file is read to its
    /// end, so that every mistake in it is reported at once.
    public var more: [AuditConfigurationError]

    /// Creates an error.
    public init(file: String, place: DocumentPlace, problem: String, more: [AuditConfigurationError] = []) {
        self.file = file
        self.place = place
        self.problem = problem
        self.more = more
    }

    /// The errors a reading of `file` found (`error` and its ``DocumentError/more``), the
    /// count of those it did not list as a last problem.
    init(file: String, _ error: DocumentError) {
        var all = error.errors.map { AuditConfigurationError(file: file, place: $0.place, problem: $0.problem) }
        if let summary = error.unlistedSummary { all.append(AuditConfigurationError(file: file, place: error.place, problem: summary)) }
        self = all[0]
        more = Array(all.dropFirst())
    }

    /// One line per problem: `FILE: PLACE: PROBLEM`.
    public var description: String {
        (["\(file): \(place): \(problem)"] + more.map(\.description)).joined(separator: "\n")
    }

    /// One line per problem as the commands print it, in a compiler's form:
    /// `FILE:LINE:COLUMN: error: PATH: PROBLEM` (`DocumentPlace.message(_:in:_:)`).
    public var messages: String {
        ([place.message("error", in: file, problem)] + more.map(\.messages)).joined(separator: "\n")
    }
}

extension AuditConfigurationError {
    /// Names the file `file` in this error and every other one it holds.
    public mutating func rename(to file: String) {
        self.file = file
        for index in more.indices { more[index].file = file }
    }
}
