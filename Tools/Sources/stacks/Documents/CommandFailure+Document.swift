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

    /// The document `name` cannot be read or laid out: exit status 1, and one line per error,
    /// each in a compiler's form, `NAME:LINE:COLUMN: error: PATH: PROBLEM`
    /// (``DocumentPlace/message(_:in:_:)``: every line stands alone for an editor or `grep`),
    /// then `error: NAME: and N more errors …` when the reader listed only some.
    init(invalidDocument error: DocumentError, name: String) {
        var lines = error.errors.map { $0.place.message("error", in: name, $0.problem) }
        if let summary = error.unlistedSummary { lines.append("error: \(name): \(summary)") }
        self.init(status: .invalidDocument, message: lines.joined(separator: "\n"))
    }
}
