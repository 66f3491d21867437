import ArgumentParser
import StackDocument

/// `stacks frames`: lays a document out and prints every node's frame as JSON.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frame of every node of a document as JSON.",
        discussion: """
            Output: {"size": {"width", "height"}, "nodes": [{"id", "kind", "frame": {"x", "y", \
            "width", "height"}}, …]}. Frames are in root coordinates, in points; nodes come in \
            document order (pre-order). A node without an id is named by its path (root/2/0: \
            the root's third child's first child). Hidden nodes (and nodes inside hidden stacks) \
            are listed with "hidden": true and a zero-size frame.

            Options override the document's `environment:` settings; the width must come from one \
            of them.

            Text is measured with fixed metrics for now (every character 0.5 em wide, every line \
            1 em tall, where em is the font size), so frames are exact and reproducible but not \
            those of a real font; measurement with Pango will replace it.

            Exit codes: 0 success; 1 the document cannot be read or is invalid, or the layout \
            failed (the message names the place in the document); 2 bad command-line usage \
            (including no width from either the options or the document).
            """)

    @Argument(help: "The document (YAML or JSON); '-' reads standard input.")
    var document: String

    @Option(help: "The width to lay the root out in, in points (overrides environment.width).")
    var width: Double?

    @Option(
        help: """
            The height to place the root in, in points (overrides environment.height). \
            Without it the root gets the height it needs at the width.
            """)
    var height: Double?

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            """
            The Dynamic Type text size that text styles resolve against (overrides \
            environment.contentSize; default large).
            """,
            valueName: "category"))
    var contentSize: ContentSizeArgument?

    @Option(
        help: """
            The reading direction (overrides environment.direction; default ltr). rtl mirrors every frame within the \
            root, flipping leading/trailing margins, alignment and horizontal order.
            """)
    var direction: DirectionArgument?

    @Option(
        help: """
            Device pixels per point (overrides environment.scale; default 3): frame edges are rounded to multiples of \
            1/scale. 0 turns rounding off and prints exact frames.
            """)
    var scale: Double?

    @Option(
        help: """
            The locale of the text (e.g. ar, de_DE). Accepted for the contract's sake; it has \
            no effect until text is measured with real fonts.
            """)
    var locale: String?

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height), ("--scale", scale)] {
            guard let value else { continue }
            guard value.isFinite, value >= 0 else {
                throw ValidationError("\(name) must be a finite number, 0 or more; got \(value)")
            }
        }
    }

    func run() throws {
        let input = DocumentInput(argument: document)
        let stackDocument: StackDocument
        let tree: LayoutTree
        do {
            stackDocument = try input.read()
            tree = try stackDocument.layoutTree()
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(input.displayName): \(error)")
        }
        let settings = try FramesSettings(options: self, document: stackDocument.environment)
        let engine = StackLayoutEngine(environment: settings.environment)
        let result: LayoutResult
        do {
            result = try engine.layout(
                tree, width: settings.width, height: settings.height, measurer: FixedMetricsTextMeasurer())
        } catch {
            throw CommandFailure(
                status: .invalidDocument,
                message: "error: \(input.displayName): \(stackDocument.documentError(for: error))")
        }
        print(FramesJSON(result: result).text)
    }
}
