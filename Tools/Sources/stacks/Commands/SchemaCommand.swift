import ArgumentParser
import StackDocument
import StackJSON

/// `stacks schema`: prints the JSON Schema of documents (``DocumentSchema``), the one the
/// repository keeps in docs/stacks-document.schema.json, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of documents, for editors.",
        discussion: """
            The schema is generated from the reader's own tables of keys, choices and ranges. \
            Save it and put `# yaml-language-server: $schema=PATH` as the first line of a \
            document: VS Code's YAML extension then completes keys and values and marks \
            mistakes as you type.
            """)

    func run() {
        print(DocumentSchema.json, terminator: "")
    }
}
