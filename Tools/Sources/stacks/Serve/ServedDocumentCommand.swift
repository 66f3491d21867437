import ArgumentParser
import Foundation
import FileAccess
import StackDocument

/// `stacks served-document DOC`: what the playground server needs to know of its document,
/// found by reading the document in a child process of the server, as every command it answers
/// with is: a document that takes long to read (deep aliases, a huge file) is stopped at the
/// server's time limit instead of holding it. Not for users (not listed in `stacks --help`).
///
/// Prints one line of JSON, `{"environment": {"width": 320, "contentSize": "large",
/// "direction": "rtl"}, "locales": ["de"], "files": ["photo.png"]}`: the document's
/// environment, its string tables' locales, and the files it names (images and button icons,
/// as written). A document that cannot be read or laid out exits 1 with the reader's message,
/// as `stacks frames` would print it.
struct ServedDocumentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "served-document",
        abstract: "What stacks serve needs to know of its document (used by stacks serve itself).",
        shouldDisplay: false)

    @Argument(help: "The document; '-' reads a text to check from standard input.")
    var document: String

    @Option(help: "How messages name the document (default: as given).")
    var name: String?

    @Option(help: "The folder a text from standard input includes its string tables from.")
    var folder: String?

    func run() throws {
        let name = self.name ?? document
        let loaded: StackDocument
        do {
            if document == "-" {
                guard let data = InputFile.readStandardInput(limit: InputFile.documentLimit) else {
                    throw CommandFailure(status: .invalidDocument, message: "error: \(name): the text is larger than a document may be")
                }
                loaded = try StackDocument(data: data, folder: folder)
            } else {
                loaded = try StackDocument(contentsOf: document)
            }
            _ = try loaded.layoutTree()
        } catch let error as DocumentError {
            throw CommandFailure(invalidDocument: error, name: name)
        }
        var environment: [String: Any] = [:]
        if let width = loaded.environment.width { environment["width"] = width }
        if let contentSize = loaded.environment.contentSize { environment["contentSize"] = contentSize.rawValue }
        if let direction = loaded.environment.direction { environment["direction"] = direction == .rightToLeft ? "rtl" : "ltr" }
        let files = Set(loaded.styles.values.compactMap(\.image) + loaded.iconFiles.values.map(\.path)).sorted()
        let facts: [String: Any] = ["environment": environment, "locales": loaded.strings.locales, "files": files]
        let data = try JSONSerialization.data(withJSONObject: facts, options: [.sortedKeys, .withoutEscapingSlashes])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
