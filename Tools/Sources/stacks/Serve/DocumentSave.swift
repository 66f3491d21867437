import StackRender

/// Saves the editor pane's text over the document all at once (`AtomicFile`): the document
/// keeps its permissions, the bytes reach the disk before the rename, and a reader (the watch,
/// an editor, `stacks frames`) sees the old document or the new one, never half of one. A
/// symbolic link is followed, so the file it points to is replaced and the link stays.
enum DocumentSave {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ bytes: [UInt8], to document: String) throws(Failure) {
        do {
            try AtomicFile.write(bytes, to: document, durably: true)
        } catch {
            throw Failure(description: "error: \(error)")
        }
    }
}
