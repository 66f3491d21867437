/// The exit codes `stacks` promises (DESIGN.md, "Contracts other tools rely on").
enum ExitStatus: Int32 {
    /// Everything worked.
    case success = 0
    /// The document cannot be read or is invalid, the layout failed, or the audit found an
    /// error-level finding.
    case invalidDocument = 1
    /// The command line is wrong: unknown option, bad value, missing width.
    case usage = 2
}

/// A failure that ends the command with a message on standard error (none when empty) and a
/// given exit status.
struct CommandFailure: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String

    var description: String { message }
}
