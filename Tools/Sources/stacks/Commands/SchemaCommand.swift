import ArgumentParser
import StackAudit
import StackDocument
import StackJSON

/// `stacks schema`: prints the JSON Schema of documents (``DocumentSchema``), the one the
/// repository keeps in docs/stacks-document.schema.json, for editors; with `--configuration`,
/// that of `.stacks-audit.yaml` (``AuditConfigurationSchema``, docs/stacks-audit.schema.json).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of documents (or of .stacks-audit.yaml), for editors.",
        discussion: """
            The schema is generated from the reader's own tables of keys, choices and ranges. \
            Save it and put `# yaml-language-server: $schema=PATH` as the first line of a \
            document: VS Code's YAML extension then completes keys and values and marks \
            mistakes as you type. --configuration prints the schema of the audit's \
            configuration file, .stacks-audit.yaml, made from the configuration reader's lists.
            """)

    @Flag(name: .customLong("configuration"), help: "Print the schema of .stacks-audit.yaml instead of that of documents.")
    var auditConfiguration = false

    func run() {
        print(auditConfiguration ? AuditConfigurationSchema.json : DocumentSchema.json, terminator: "")
    }
}
