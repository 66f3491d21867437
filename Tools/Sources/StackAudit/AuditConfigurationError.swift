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

    /// Creates an error.
    public init(file: String, place: DocumentPlace, problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    public var description: String { "\(file): \(place): \(problem)" }
}
