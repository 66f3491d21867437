import StackDocument

extension CommandFailure {
    /// The document `name` cannot be read or laid out: exit status 1, and one line per error,
    /// each `error: NAME: PLACE: PROBLEM` (so that every line stands alone for an editor or
    /// `grep`), then `error: NAME: and N more errors …` when the reader listed only some.
    init(invalidDocument error: DocumentError, name: String) {
        var lines = error.errors.map { "error: \(name): \($0)" }
        if let summary = error.unlistedSummary { lines.append("error: \(name): \(summary)") }
        self.init(status: .invalidDocument, message: lines.joined(separator: "\n"))
    }
}
