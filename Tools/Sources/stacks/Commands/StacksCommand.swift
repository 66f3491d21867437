import ArgumentParser

/// `stacks`: the command-line tool of DynamicStacks.
struct StacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stacks",
        abstract: "Lay out DynamicStacks documents (YAML or JSON) and export the results.",
        discussion: """
            Exit codes: 0 success; 1 the document cannot be read or is invalid, or the layout \
            failed (the message names the place in the document), or the audit found an error; \
            2 bad command-line usage.
            """,
        version: "0.3.0",
        subcommands: subcommands)

    private static var subcommands: [any ParsableCommand.Type] {
        [
            DemoCommand.self, FramesCommand.self, RenderCommand.self, ExplainCommand.self, AuditCommand.self, RulesCommand.self,
            ServeCommand.self, SchemaCommand.self,
        ]
    }
}
