import ArgumentParser

/// The message `stacks` prints for a command-line mistake, without the usage summary and help
/// that follow it on a terminal (they describe options, not the query a request carries):
/// `Error: --width must be a finite number, 0 or more; got -5.0`, with the list of allowed
/// values where the command line gives one.
enum UsageMessage {
    static func text<Command: ParsableCommand>(for error: any Error, of command: Command.Type) -> String {
        let lines = Command.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.prefix { !$0.hasPrefix("Help:") && !$0.hasPrefix("Usage:") }
        return kept.joined(separator: "\n").trimmingTrailingNewlines
    }
}

extension String {
    /// The text without the line breaks at its end.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
