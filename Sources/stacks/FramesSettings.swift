import StackDocument

/// The bounds and environment of one `stacks frames` run: each command-line option when given,
/// else the document's `environment:` value, else the engine's default.
struct FramesSettings {
    var width: Double
    var height: Double?
    var environment: LayoutEnvironment

    /// - Throws: ``CommandFailure`` with the usage status when neither gives a width.
    init(options: LayoutOptions, document: DocumentEnvironment) throws(CommandFailure) {
        guard let width = options.width ?? document.width else {
            throw CommandFailure(
                status: .usage,
                message: "error: no width to lay out in: pass --width W or set environment.width in the document")
        }
        self.width = width
        height = options.height ?? document.height
        var merged = document
        merged.contentSize = options.contentSize?.category ?? document.contentSize
        merged.direction = options.direction?.direction ?? document.direction
        merged.scale = options.scale ?? document.scale
        environment = merged.layoutEnvironment
    }
}
