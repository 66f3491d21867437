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
            return try StackDocument(data: FileHandle.standardInput.readDataToEndOfFile())
        }
        return try StackDocument(contentsOf: argument)
    }
}
