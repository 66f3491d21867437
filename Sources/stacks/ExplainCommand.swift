import ArgumentParser
import DynamicButtons
import StackDocument

/// `stacks explain`: for every button stack in a document, which arrangements fit at the width
/// it gets, and which button fails each of the others by how much.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the arrangement each button stack of a document picks.",
        discussion: """
            Lays the document out, then for every buttons node checks the four arrangements \
            (row-beside, row-above, column-beside, column-above) at the width the node got: \
            whether each fits and, if not, which button fails by how much, e.g. \
            "'Add to Favourites' needs 200.5 pt, has 200 pt" (each button against its own \
            share of a row, the leftover pixels being the last button's; both lengths exact). \
            The arrow marks the one measuring picks (the most compact that fits).
            """)

    @OptionGroup var options: LayoutOptions

    func run() throws {
        let layout = try LoadedLayout(options)
        let tree = layout.tree
        var sections: [String] = []
        for index in tree.indices {
            guard let buttons = tree.containerLayout(at: index) as? ButtonStack, !tree.isHidden(at: index) else { continue }
            // The width the stack was placed at, which chose its arrangement; its frame, rounded
            // to device pixels, can be a pixel wider or narrower and give other shares.
            let placed = layout.result.details(of: index, for: ButtonStack.self)
            let width = placed?.size.width ?? layout.result.frames[index].width
            let explanation = buttons.explain(width: width, environment: layout.result.environment, measurer: layout.measurer)
            sections.append("buttons \(tree.name(at: index)) " + explanation.description)
        }
        guard !sections.isEmpty else {
            throw CommandFailure(status: .invalidDocument, message: "error: \(layout.input.displayName): the document has no buttons node to explain")
        }
        print(sections.joined(separator: "\n\n"))
    }
}
