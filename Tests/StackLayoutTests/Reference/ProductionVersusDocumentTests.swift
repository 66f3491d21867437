import ReferenceLayout
import StackLayout
import Testing

/// Cases where the production engine once departed from the documents: each worked by hand from
/// the documents, and both engines held to it (a layout, or the refusal the documents describe).
@Suite("Production and reference engines against the documents, case by case")
struct ProductionVersusDocumentTests {
    /// docs/layout-semantics.md, "Baselines through nesting" with "Along the axis": a vertical
    /// stack whose natural length is negative is 0 tall, and at that height `fill` gives its
    /// flexible child the room; that child's bottom is the stack's first baseline.
    @Test("a vertical stack 0 tall because of negative spacing has its baselines where its children are")
    func clampedStackBaselines() throws {
        // The column: a flexible box and "Hi" (10 tall), spacing −30: natural length
        // 0 + 10 − 30 = −20, so it is 0 tall. At 0, fill has 0 − 10 + 30 = 20 pt of spare room,
        // which the flexible box takes: it is 20 tall, its bottom (the column's first baseline)
        // 20 down, and "Hi" starts at 20 − 30 = −10.
        // The row aligns first baselines: the column's 20 and the other "Hi"'s 8. Above the
        // baseline 20, below it max(0 − 20, 10 − 8) = 2: the row is 22 tall, the column at 0,
        // the text at 20 − 8 = 12.
        let row = hstack(alignment: .firstBaseline, [vstack(spacing: -30, [box(nil, nil, nil), text(nil, "Hi")]), text(nil, "Hi")])
        let expected = [rect(0, 0, 20, 22), rect(0, 0, 10, 0), rect(0, 0, 10, 20), rect(0, -10, 10, 10), rect(10, 12, 10, 10)]
        expectFrames(try referenceLayout(row, width: 20).frames, expected)
        expectFrames(try layout(row, width: 20).frames, expected)
    }

    /// docs/engine.md: a box with an aspect ratio takes its natural width from its height, before
    /// any container's height is known, so a height that is a fraction of its container is a
    /// cycle, refused naming the box and the property — even in a column of given height.
    @Test("a box with an aspect ratio and a height that is a fraction of its container is a cycle")
    func aspectWidthFromAContainerFraction() throws {
        var box = LayoutNode.box(height: .container(0.5))
        box.aspectRatio = AspectRatio(2)
        let column = vstack(alignment: .leading, [box, self.box(nil, nil, nil)])
        for engine in ["production", "reference"] {
            let error = #expect(throws: LayoutError.self, "\(engine)") {
                if engine == "production" {
                    _ = try layout(column, width: 200, height: 100)
                } else {
                    _ = try referenceLayout(column, width: 200, height: 100)
                }
            }
            #expect(error?.description.contains("height is 50.0 % of the container, but that container's size depends on this node (a cycle)") == true,
                    "\(engine): \(error.map { "\($0)" } ?? "no error")")
        }
    }

    /// docs/engine.md: a container fraction may name only the axis its property lies along
    /// (`.container(0.5, .vertical)` for a height); the other is refused when the tree is built,
    /// naming the node and the property, since a container's length across is not known while
    /// it is measured along its axis.
    @Test("a container fraction naming the other axis is refused")
    func namedAxis() throws {
        let width = hstack(alignment: .leading, [.box(width: .container(0.5, .vertical), height: 10), box(nil, nil, nil)])
        let spacing = LayoutNode(.stack(Stack(
            axis: .horizontal, alignment: .leading, spacing: .container(0.1, .vertical),
            children: [box(nil, 10, 10), box(nil, 10, 10)])))
        for (tree, expected) in [
            (width, "root/0: width is 0.5; it must be a fraction of the container's width"),
            (spacing, "root: spacing is 0.1; it must be a fraction of the container's width"),
        ] {
            let production = #expect(throws: LayoutError.self) { _ = try layout(tree, width: 200, height: 100) }
            let reference = #expect(throws: LayoutError.self) { _ = try referenceLayout(tree, width: 200, height: 100) }
            #expect(production?.description.hasPrefix(expected) == true, "\(production.map { "\($0)" } ?? "")")
            #expect(reference?.description == production?.description)
        }
        // The axis it lies along is accepted: a height half of the 100 pt column's… along a row,
        // a width half of the 200 pt row's: 100, the flexible box the other 100.
        let named = hstack(alignment: .leading, [.box(width: .container(0.5, .horizontal), height: 10), box(nil, nil, nil)])
        let expected = [rect(0, 0, 200, 100), rect(0, 0, 100, 10), rect(100, 0, 100, 0)]
        expectFrames(try referenceLayout(named, width: 200, height: 100).frames, expected)
        expectFrames(try layout(named, width: 200, height: 100).frames, expected)
    }

    /// docs/document-format.md: `spacingAfter` replaces the stack's spacing for one gap and is,
    /// like it, a fraction of the stack's own length along its axis (margins included).
    @Test("a spacingAfter fraction is of the stack's own length, as its spacing is")
    func spacingAfterOfTheStack() throws {
        // A 200 pt row with a 50 pt leading margin: 10 % is 20; the content (150) holds
        // 10 + 20 + 10, and the first box takes the other 110 (first by index on equal hugging).
        let row = LayoutNode(.stack(Stack(
            axis: .horizontal, alignment: .leading, margins: LengthInsets(leading: 50),
            children: [LayoutNode(.box(Box(width: 10, height: 10)), spacingAfter: .container(0.1)), box(nil, 10, 10)])))
        let expected = [rect(0, 0, 200, 100), rect(50, 0, 120, 10), rect(190, 0, 10, 10)]
        expectFrames(try referenceLayout(row, width: 200, height: 100).frames, expected)
        expectFrames(try layout(row, width: 200, height: 100).frames, expected)
    }

    private func box(_ id: String?, _ width: Double?, _ height: Double?) -> LayoutNode {
        StackLayoutTests.box(id, width, height)
    }
}
