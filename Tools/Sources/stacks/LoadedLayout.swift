import StackDocument

/// A document read and laid out in the one combination the shared options describe: the common
/// first half of `frames` and `explain`, with errors already in the command's terms. The
/// combination is resolved by ``StackDocument/layout(_:measurer:)``, as every command does.
struct LoadedLayout {
    var input: DocumentInput
    /// The document as read (before translation).
    var source: StackDocument
    /// The document laid out (translated for `--locale`).
    var layout: DocumentLayout
    /// The measurer the layout used (reused by commands that measure again).
    let measurer: any TextMeasuring

    init(_ options: LayoutOptions) throws(CommandFailure) {
        try self.init(options.settings)
    }

    init(_ settings: LayoutSettings) throws(CommandFailure) {
        input = DocumentInput(argument: settings.document)
        let name = input.displayName
        let tables = try settings.stringFiles.tables()
        let source: StackDocument
        do {
            source = settings.stringFiles.apply(tables, to: try input.read())
        } catch {
            throw CommandFailure(invalidDocument: error, name: name)
        }
        let combination = settings.combination
        let measurer = try CommandMeasurer.make(
            settings.textMetrics, fonts: settings.fonts, language: combination.language, for: source, named: name)
        self.source = source
        self.measurer = measurer
        layout = try CommandFailure.attempt(name) { () throws(DocumentLayoutError) in
            try source.layout(combination, measurer: measurer)
        }
    }

    var result: LayoutResult { layout.result }
    var tree: LayoutTree { layout.tree }
}
