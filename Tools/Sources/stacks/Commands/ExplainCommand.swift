import FileAccess
import ArgumentParser
import DynamicButtons
import StackDocument

/// `stacks explain`: for every button stack in a document, which arrangements fit at the width
/// it gets, and which button fails each of the others by how much; for every adaptive stack,
/// which variant it took and why.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the arrangement each button stack and the variant each adaptive stack of a document picks.",
        discussion: """
            Lays the document out, then for every buttons node checks the four arrangements \
            (row-beside, row-above, column-beside, column-above) at the width the node got: \
            whether each fits and, if not, which button fails by how much, e.g. \
            "'Add to Favourites' needs 200.5 pt, has 200 pt" (each button against the smallest \
            share of a row, so that a row that fits keeps fitting as the width grows; both \
            lengths exact). → marks the one measuring picks (the least tall that fits); when the \
            node's bounds are taller than that, ⇒ marks the expanded arrangement placed in them, \
            with a line saying why. A last line \
            gives the icon sizes used: a button without an image size has a 24 pt icon that \
            scales with its title's text style. For every stack with variants (an adaptive \
            stack): each variant's condition, whether it held and why, and the one chosen.

            --locale shows the text translated through the document's string tables and any \
            --strings files (String Catalogs, .xcstrings; .strings files, their locale from their \
            xx.lproj folder or given as de=FILE).
            """)

    @OptionGroup var options: LayoutOptions

    func run() throws {
        let layout = try LoadedLayout(options)
        let tree = layout.tree
        var sections: [String] = []
        for placed in layout.result.placements(of: ButtonStack.self) {
            let (index, buttons) = (placed.node, placed.layout)
            // The width the stack was placed at, which chose its arrangement; its frame, rounded
            // to device pixels, can be a pixel wider or narrower and give other shares.
            // Its bounds' height too: with room to spare, the arrangement placed is an expanded one.
            let (width, height) = (placed.details.size.width, placed.details.size.height)
            let explanation = buttons.explain(
                width: width, height: height, environment: layout.result.environment, measurer: layout.measurer)
            // The icon sizes every need above was worked out with: a standard or scaled icon
            // grows with the text size, and can cost a row as a longer title does.
            let icons = ButtonStackIcons(buttons, category: layout.result.environment.contentSizeCategory)
            sections.append("buttons \(tree.name(at: index)) " + explanation.description + "\n  " + icons.description)
        }
        for index in tree.indices where !tree.isHidden(at: index) {
            guard let choice = layout.result.variantChoices[index] else { continue }
            sections.append(AdaptiveStackExplanation(
                name: tree.name(at: index), conditions: tree.variantConditions(at: index), choice: choice).description)
        }
        guard !sections.isEmpty else {
            throw CommandFailure(
                status: .invalidDocument,
                message: "error: \(layout.input.displayName): the document has no buttons node or adaptive stack to explain")
        }
        // Titles come from documents: nothing in them may reach a terminal raw.
        print(VisibleText.escaped(sections.joined(separator: "\n\n")))
    }
}
