import ArgumentParser
import StackDocument

/// The command line as typed, checked and tidied before ArgumentParser reads it, for two
/// mistakes its own messages explain badly.
struct CommandLineArguments {
    /// The arguments after the executable's name.
    var arguments: [String]

    /// The options whose value is a number, which a user may write negative. ArgumentParser reads
    /// `--width -5` as the option `-5` and says the width is missing; joined as `--width=-5`
    /// it reaches the option's own range check, which names the problem.
    static let numberOptions: Set<String> = [
        "--width", "--height", "--scale", "--max-pixels", "--jobs", "--port", "--render-timeout",
    ]

    /// The arguments with every `--width -5` written `--width=-5`.
    var normalized: [String] {
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let next = index + 1 < arguments.endIndex ? arguments[index + 1] : nil
            if Self.numberOptions.contains(argument), let next, Self.isNegativeNumber(next) {
                result.append("\(argument)=\(next)")
                index += 2
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }

    /// `-5`, `-0.5`, `-inf`, or a list starting with one (`-5,320`: render and audit take
    /// lists of widths).
    static func isNegativeNumber(_ text: String) -> Bool {
        guard text.hasPrefix("-"), let first = text.split(separator: ",").first else { return false }
        return Double(first) != nil
    }

    /// The names `stacks` accepts as its first argument.
    static var subcommandNames: [String] {
        StacksCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// A usage failure when the first argument is meant as a subcommand but names none
    /// (`stacks frame doc.yaml`), suggesting the nearest one. ArgumentParser would otherwise
    /// complain about the first option it cannot place (`Unknown option '--width'`).
    var unknownSubcommand: CommandFailure? {
        guard let first = arguments.first, !first.hasPrefix("-"), !Self.subcommandNames.contains(first) else { return nil }
        let names = Self.subcommandNames.filter { $0 != "help" }
        let hint = NearestName.suggestion(for: first, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return CommandFailure(
            status: .usage,
            message: "error: unknown command '\(first)'\(hint)\nThe commands: \(names.joined(separator: ", ")). See 'stacks --help'.")
    }
}
