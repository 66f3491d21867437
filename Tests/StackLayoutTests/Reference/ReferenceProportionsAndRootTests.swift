import ReferenceLayout
import StackLayout
import Testing

/// The reference engine against docs/engine.md's proportional layout, "Fitting text", "Pixel
/// rounding" and "The root" in docs/layout-semantics.md, and custom leaves, worked by hand.
@Suite("Reference engine: proportions, fitting text, rounding and the root")
struct ReferenceProportionsAndRootTests {
    @Test("container, root, scaled and per-width lengths")
    func lengths() throws {
        // 25 % of a 200 pt row's content is 50; the flexible box takes the other 150 (0 tall:
        // leading alignment, no intrinsic height).
        let row = hstack(alignment: .leading, [LayoutNode.box(width: .container(0.25), height: 10), box(nil, nil, nil)])
        expectFrames(try referenceLayout(row, width: 200).frames, [rect(0, 0, 200, 10), rect(0, 0, 50, 10), rect(50, 0, 150, 0)])
        // A tenth of the root width, at 300 pt.
        expectFrames(try referenceLayout(vstack(alignment: .leading, [.box(width: .root(0.1, of: .horizontal), height: 10)]), width: 300).frames, [
            rect(0, 0, 300, 10), rect(0, 0, 30, 10),
        ])
        // 10 pt scaled with body at xxxLarge: 10 × 23 / 17 (the HIG's body sizes).
        let scaled = try referenceLayout(
            vstack(alignment: .leading, [.box(width: .scaled(10, relativeTo: .body), height: 10)]), width: 100, category: .extraExtraExtraLarge)
        expectFrames(scaled.frames, [rect(0, 0, 100, 10), rect(0, 0, 230.0 / 17, 10)])
        // 12 below 600 pt of root width, 20 from 600 pt.
        let byWidth = vstack(alignment: .leading, [.box(width: .byWidth(.compactRegular(compact: 12, regular: 20)), height: 10)])
        #expect(try referenceLayout(byWidth, width: 599).frames[1].width == 12)
        #expect(try referenceLayout(byWidth, width: 600).frames[1].width == 20)
    }

    @Test("a fraction of a container whose size depends on the node is a cycle; a root height not given is an error")
    func lengthErrors() throws {
        // The row hugs its children (leading alignment in its column asks its natural width).
        let hugging = vstack(alignment: .leading, [hstack([.box(width: .container(0.5), height: 10)])])
        // Nodes: 0 the column, 1 the row, 2 the box.
        #expect(throws: LayoutError(.cycle(property: .width, length: .container(0.5)), node: NodeReference(index: 2, childPositions: [0, 0]))) {
            try referenceLayout(hugging, width: 200)
        }
        let tall = vstack([.box(width: 10, height: .root(0.5, of: .vertical)), box(nil, nil, nil)])
        #expect(throws: LayoutError(.unknownRootSize(property: .height, dimension: .vertical), node: NodeReference(index: 1, childPositions: [0]))) {
            try referenceLayout(tall, width: 200)
        }
        // Given the root height, it resolves: half of 300 (the flexible box takes the rest).
        expectFrames(try referenceLayout(tall, width: 200, height: 300).frames, [
            rect(0, 0, 200, 300), rect(0, 0, 200, 150), rect(0, 150, 200, 150),
        ])
    }

    @Test("aspect ratios decide the height from the width and shape the frame; offsets move it by container fractions")
    func aspectAndOffset() throws {
        // Measured at 120 wide, ratio 2 is 60 tall.
        var wide = LayoutNode.box()
        wide.aspectRatio = AspectRatio(2)
        expectFrames(try referenceLayout(vstack([wide]), width: 120).frames, [rect(0, 0, 120, 60), rect(0, 0, 120, 60)])
        // Given 200 × 100 by a column of fixed height: a square fits 100 × 100, centred; filling,
        // 200 × 200, centred; an offset of 10 % of the container's width moves it 20 right.
        for (mode, expected) in [(AspectRatio.Mode.fit, rect(50, 0, 100, 100)), (.fill, rect(0, -50, 200, 200))] {
            var square = LayoutNode.box()
            square.aspectRatio = AspectRatio(1, mode: mode)
            expectFrames(try referenceLayout(vstack([square]), width: 200, height: 100).frames, [rect(0, 0, 200, 100), expected])
            square.offset = CenterOffset(x: 0.1)
            expectFrames(try referenceLayout(vstack([square]), width: 200, height: 100).frames, [
                rect(0, 0, 200, 100), rect(expected.minX + 20, expected.minY, expected.width, expected.height),
            ])
        }
    }

    @Test("fitting text is measured at its largest size and fits the width it gets")
    func fittingText() throws {
        // docs/layout-semantics.md: "Welcome home" with max 100 in a 200 pt stack aligned leading
        // is 200 wide (12 characters at 100 pt would be 600) and fits at 33 pt (6 em = 198 pt;
        // 34 pt would be 204), one line 33 tall.
        let welcome = LayoutNode(.text(TextBlock("Welcome home", font: .style(.largeTitle), fit: TextFit(minimumSize: 10, maximumSize: 100, check: .width))))
        let result = try referenceLayout(vstack(alignment: .leading, [welcome]), width: 200, scale: 1)
        expectFrames(result.frames, [rect(0, 0, 200, 33), rect(0, 0, 200, 33)])
        // Its natural width is the text at 100 pt: 600.
        #expect(try referenceSize(welcome).width == 600)
    }

    @Test("frame edges round to device pixels, halves up, and touching frames still touch")
    func pixelRounding() throws {
        // The README's icon: (375 − 60) / 2 = 157.5 → 472.5 px → 473 px at scale 3.
        let icon = try referenceLayout(vstack(alignment: .center, [box(nil, 60, 60)]), width: 375, scale: 3)
        expectFrames(icon.frames, [rect(0, 0, 375, 60), rect(473.0 / 3, 0, 60, 60)])
        // Thirds of 100 at scale 1: edges 0, 33.3 → 33, 66.7 → 67, 100: widths 33, 34, 33.
        let thirds = try referenceLayout(hstack(distribution: .fillEqually, [box(nil, 1, 10), box(nil, 1, 10), box(nil, 1, 10)]), width: 100, scale: 1)
        expectFrames(thirds.frames, [rect(0, 0, 100, 10), rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)])
        // Right to left: the rounded frames mirrored.
        let mirrored = try referenceLayout(
            hstack(distribution: .fillEqually, [box(nil, 1, 10), box(nil, 1, 10), box(nil, 1, 10)]), width: 100, direction: .rightToLeft, scale: 1)
        expectFrames(mirrored.frames, [rect(0, 0, 100, 10), rect(67, 0, 33, 10), rect(33, 0, 34, 10), rect(0, 0, 33, 10)])
    }

    @Test("the root gets the width given and the height it needs, or the height given")
    func root() throws {
        let column = vstack(spacing: 4, [text(nil, "Hi"), box(nil, 30, 20)])
        // Natural: widest child 30; height 10 + 4 + 20.
        #expect(try referenceSize(column) == Size(width: 30, height: 34))
        expectFrames(try referenceLayout(column, width: 50).frames, [rect(0, 0, 50, 34), rect(0, 0, 50, 10), rect(0, 14, 50, 20)])
        // Given 40 tall, the 6 pt of room go to the box (hugging 250 < the text's 251).
        expectFrames(try referenceLayout(column, width: 50, height: 40).frames, [rect(0, 0, 50, 40), rect(0, 0, 50, 10), rect(0, 14, 50, 26)])
    }

    @Test("containers take part with their own natural width and measurement")
    func customLeaf() throws {
        // 40 wide by nature, 800 / width tall: at 40 pt it is 20 tall; the flexible box takes
        // the other 60 of the row.
        let row = hstack(alignment: .leading, [LayoutNode(.container(AreaLeaf(), children: [])), box(nil, nil, 5)])
        expectFrames(try referenceLayout(row, width: 100).frames, [rect(0, 0, 100, 20), rect(0, 0, 40, 20), rect(40, 0, 60, 5)])
    }
}

/// A container without children of constant area: 40 wide by nature, `800 / width` tall, its
/// baselines at its bottom.
private struct AreaLeaf: ContainerLayout {
    var kindName: String { "area" }

    func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerSize {
        let width = proposal.finiteWidth ?? 40
        return ContainerSize(width: 40, height: 800 / max(1, width))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerPlacement<Void> {
        ContainerPlacement()
    }
}
