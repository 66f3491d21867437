import StackDocument

/// A document read and laid out in the one combination the shared options describe: the common
/// first half of `frames` and `explain`, with errors already in the command's terms. The
/// combination is resolved by ``StackDocument/layout(_:measurer:)``, as every command does.
struct LoadedLayout {
    var input: DocumentInput
    /// The document laid out (translated for `--locale`).
    var layout: DocumentLayout
    /// The measurer the layout used (reused by commands that measure again).
    let measurer: any TextMeasuring

    init(_ options: LayoutOptions) throws(CommandFailure) {
        input = DocumentInput(argument: options.document)
        let name = input.displayName
        let source = try options.stringFiles.read(input)
        let combination = options.combination
        let measurer = try CommandMeasurer.make(
            options.textMetrics, fonts: options.fonts, language: combination.language, for: source, named: name)
        self.measurer = measurer
        layout = try CommandFailure.attempt(name) { () throws(DocumentLayoutError) in
            try source.layout(combination, measurer: measurer)
        }
    }

    var result: LayoutResult { layout.result }
    var tree: LayoutTree { layout.tree }
}
