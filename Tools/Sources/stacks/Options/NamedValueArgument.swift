import ArgumentParser
import StackDocument

/// A text size (`--content-size large`) or a reading direction (`--direction rtl`), read by the
/// parser documents and `.stacks-audit.yaml` use (``CombinationName``): a name it refuses is kept
/// with its problem for `validate()` to report in its words (ArgumentParser's would differ);
/// `--help` and completion still list the names.
struct NamedValueArgument<Value: CombinationName>: ExpressibleByArgument {
    /// The value, or why the text names none.
    let parsed: Result<Value, CombinationValue.Problem>

    init(argument: String) {
        parsed = Result { () throws(CombinationValue.Problem) in try Value.named(argument) }
    }

    static var allValueStrings: [String] { Value.names }

    /// The value; `nil` only for a name ``check(option:)`` refuses, which `validate()` does
    /// before a command runs.
    var value: Value? { try? parsed.get() }

    /// Throws the parser's problem as a usage error: `--direction: unknown value "up"; …`.
    func check(option: String) throws(ValidationError) {
        if case .failure(let problem) = parsed { throw ValidationError("\(option): \(problem)") }
    }
}
