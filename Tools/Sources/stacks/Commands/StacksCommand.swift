import ArgumentParser

/// `stacks`: the command-line tool of DynamicStacks.
struct StacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stacks",
        abstract: "Lay out DynamicStacks documents (YAML or JSON) and export the results.",
        discussion: """
            Exit codes, the same for every command: 0 success (for audit: no finding as severe \
            as failOn); 1 the input has problems: a document cannot be read, is invalid or fails \
            to lay out (the message names the place in the document, as FILE:LINE:COLUMN: \
            error: …), or the audit found a finding as severe as failOn; 2 bad command-line \
            usage; 3 the run itself failed: a path that names nothing, an audit configuration, \
            baseline, --strings or --fonts file that cannot be read, an output that cannot be \
            written.
            """,
        version: "0.6.0",
        subcommands: subcommands)

    private static var subcommands: [any ParsableCommand.Type] {
        [
            DemoCommand.self, FramesCommand.self, RenderCommand.self, ExplainCommand.self, AuditCommand.self, RulesCommand.self,
            ServeCommand.self, SchemaCommand.self, ServedDocumentCommand.self,
        ]
    }
}
