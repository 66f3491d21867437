import StackDocument

/// The message reading `text` fails with, or `nil` when it reads.
func readingError(_ text: String) -> String? {
    do {
        _ = try StackDocument(yaml: text)
        return nil
    } catch {
        return error.description
    }
}

/// A document with `root` as its root node, for tests about one node.
func document(root lines: String) -> String {
    "root:\n" + lines
}
