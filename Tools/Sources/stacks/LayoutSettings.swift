import ArgumentParser
import StackDocument
import StackLayout

/// What the options every layout command shares say, as a plain value: the document, the
/// `--strings` files, the bounds and environment, and how text is measured. ``LayoutOptions``
/// produces one and ``LoadedLayout`` reads and lays the document out from it.
struct LayoutSettings: Equatable, Sendable {
    /// The document's path, or `-` for standard input.
    var document: String
    /// `--strings` files, in the order given.
    var stringFiles = StringFileList(files: [])
    var width: Double?
    var height: Double?
    var contentSize: TextSizeCategory?
    var direction: ReadingDirection?
    var scale: Double?
    var locale: String?
    /// `--fonts`: a fontconfig file.
    var fonts: String?
    var textMetrics = TextMetricsArgument.pango

    /// The combination these settings describe; ``StackDocument/setup(for:)`` fills what they
    /// leave out from the document.
    var combination: DocumentCombination {
        DocumentCombination(
            width: width, height: height, contentSize: contentSize, direction: direction,
            scale: scale, locale: locale.map(DocumentLocale.init))
    }

    /// The checks ArgumentParser runs after reading the options (``LayoutOptions/validate()``):
    /// numbers in range, and one locale rather than `all`.
    func validate() throws(ValidationError) {
        for (name, value) in [("--width", width), ("--height", height), ("--scale", scale)] {
            try NumberOptionRange.check(value, named: name)
        }
        if locale == "all" {
            throw ValidationError("--locale all lays a document out in many locales; frames and explain show one (render and audit take all)")
        }
        if let locale, let problem = DocumentLocale.problem(with: locale) { throw ValidationError(problem) }
    }
}
