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

    /// Whether the argument is a path at which nothing exists (a dangling symbolic link
    /// included, a loop of links not: that is there, and cannot be read); standard input
    /// always exists.
    var namesNothing: Bool {
        guard argument != "-" else { return false }
        var status = stat()
        return stat(argument, &status) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

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
