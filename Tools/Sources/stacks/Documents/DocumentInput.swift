import FileAccess
import Foundation
import StackDocument

/// Where a command reads its document from: a file path, or `-` for standard input.
struct DocumentInput {
    var argument: String
    /// How messages name the document, when not as the argument (a path relative to the
    /// working folder, say).
    var name: String?

    /// How messages name the document.
    var displayName: String { name ?? (argument == "-" ? "<stdin>" : argument) }

    /// Reads and parses the document.
    func read() throws(DocumentError) -> StackDocument {
        if argument == "-" {
            guard let data = InputFile.readStandardInput(limit: InputFile.documentLimit) else {
                throw DocumentError(
                    place: DocumentPlace(path: .document),
                    problem: "standard input holds more than \(InputFile.documentLimit) bytes (256 MiB), the most a document may have")
            }
            return try StackDocument(data: data)
        }
        return try StackDocument(contentsOf: argument)
    }
}
