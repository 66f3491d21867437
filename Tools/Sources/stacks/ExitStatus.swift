/// The exit codes `stacks` promises (DESIGN.md, "Contracts other tools rely on"; the table in
/// docs/cli.md, "Exit statuses"). Every command keeps to one meaning per code, so a CI job can
/// tell "the input has problems" (1) from "the tool could not do its work" (3).
enum ExitStatus: Int32 {
    /// Everything worked: the document laid out, or the audit found nothing as severe as
    /// `failOn`.
    case success = 0
    /// The input has problems: a document cannot be read, is invalid or fails to lay out
    /// (`frames`, `explain`, `render`), or the audit found a finding at `failOn` or above (a
    /// document that cannot be read is one: `document-invalid`).
    case invalidDocument = 1
    /// The command line is wrong: unknown option, bad value, missing width.
    case usage = 2
    /// The run itself failed before it could judge its input: a path that names nothing, an
    /// audit configuration, baseline, string table or font configuration that cannot be read,
    /// an output that cannot be written.
    case runFailed = 3
}

/// A failure that ends the command with a message on standard error (none when empty) and a
/// given exit status.
struct CommandFailure: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String

    var description: String { message }
}
