import StackDocument

/// A document read, turned into a tree and laid out as the shared options say: the common
/// first half of every layout command, with errors already in the command's terms.
struct LoadedLayout {
    var input: DocumentInput
    var document: StackDocument
    var tree: LayoutTree
    var settings: FramesSettings
    var result: LayoutResult

    init(_ options: LayoutOptions) throws(CommandFailure) {
        input = DocumentInput(argument: options.document)
        let name = input.displayName
        do {
            document = try input.read()
            tree = try document.layoutTree()
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(name): \(error)")
        }
        settings = try FramesSettings(options: options, document: document.environment)
        let measurer = try CommandMeasurer.make(options.textMetrics, fonts: options.fonts, for: document, named: name)
        do {
            result = try StackLayoutEngine(environment: settings.environment)
                .layout(tree, width: settings.width, height: settings.height, measurer: measurer)
        } catch {
            let document = document
            throw CommandFailure(status: .invalidDocument, message: "error: \(name): \(document.documentError(for: error))")
        }
        self.measurer = measurer
    }

    /// The measurer the layout used (reused by commands that measure again).
    let measurer: any TextMeasuring
}
