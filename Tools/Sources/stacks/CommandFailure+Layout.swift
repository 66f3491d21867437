import StackDocument

extension CommandFailure {
    /// A failure to lay `name` out, in the command's terms: no width is a usage error (exit 2),
    /// anything else an invalid document (exit 1) with its place.
    init(_ error: DocumentLayoutError, name: String) {
        switch error {
        case .missingWidth:
            self.init(
                status: .usage,
                message: "error: no width to lay out in: pass --width W or set environment.width in the document")
        case .document(let error):
            self.init(invalidDocument: error, name: name)
        }
    }

    /// `body`'s value, or its layout error as a command failure for the document `name`.
    static func attempt<Value>(_ name: String, _ body: () throws(DocumentLayoutError) -> Value) throws(CommandFailure) -> Value {
        do {
            return try body()
        } catch {
            throw CommandFailure(error, name: name)
        }
    }
}
