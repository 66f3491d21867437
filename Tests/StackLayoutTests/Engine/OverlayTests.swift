import Testing

@testable import StackLayout

/// An overlay (``Overlay``) puts its children on top of each other, as large as the largest,
/// each by its own alignment or the overlay's (docs/layout-semantics.md, "Overlays"). Expected
/// frames are worked out by hand from those rules and the fixed metrics (a 10 pt narrow
/// character is 5 pt wide, a line 10 pt tall, the first baseline 8 pt down).
struct OverlayTests {
    /// `node` with its own overlay alignment.
    static func aligned(_ alignment: OverlayAlignment, _ node: LayoutNode) -> LayoutNode {
        var node = node
        node.overlayAlignment = alignment
        return node
    }

    /// A 100 × 60 base and a 20 × 10 child `s` over it.
    static func baseAndSmall(_ alignment: OverlayAlignment, id: String = "o") -> LayoutNode {
        .overlay(id: id, alignment: alignment, [box("base", 100, 60), box("s", 20, 10)])
    }

    @Test("each of the nine alignments puts a smaller child in its own place", arguments: [
        // Room left over: 100 − 20 = 80 across, 60 − 10 = 50 down; leading/top take none of
        // it, centre half, trailing/bottom all.
        (OverlayAlignment.topLeading, 0.0, 0.0), (.top, 40, 0), (.topTrailing, 80, 0),
        (.leading, 0, 25), (.center, 40, 25), (.trailing, 80, 25),
        (.bottomLeading, 0, 50), (.bottom, 40, 50), (.bottomTrailing, 80, 50),
    ])
    func nineAlignments(alignment: OverlayAlignment, x: Double, y: Double) throws {
        let result = try layout(Self.baseAndSmall(alignment), width: 100)
        expectFrames(result, ["o": rect(0, 0, 100, 60), "base": rect(0, 0, 100, 60), "s": rect(x, y, 20, 10)])
    }

    @Test("the default alignment is center")
    func defaultIsCenter() throws {
        let result = try layout(.container(id: "o", Overlay(), children: [box("base", 100, 60), box("s", 20, 10)]), width: 100)
        expectFrame(result, "s", rect(40, 25, 20, 10))
    }

    @Test("an overlay is as large as its largest child, in each dimension separately")
    func naturalSize() throws {
        // Widest: the 100 box (the text "Hello world" is 55); tallest: the 70 box.
        let overlay = LayoutNode.overlay([box(nil, 100, 30), box(nil, 40, 70), text(nil, "Hello world")])
        expectSize(try fittingSize(overlay), 100, 70)
        // Empty, or with only hidden children: nothing.
        expectSize(try fittingSize(.overlay([])), 0, 0)
        expectSize(try fittingSize(.overlay([box(nil, 100, 30, hidden: true)])), 0, 0)
    }

    @Test("a child's own alignment wins over the overlay's")
    func perChildAlignment() throws {
        // A 60 × 60 icon with a 12 × 12 badge at its top trailing corner and a 20 × 8 label at
        // its bottom leading one; the overlay centres whatever says nothing (the 30 × 30 dot).
        let overlay = LayoutNode.overlay(id: "icon", alignment: .center, [
            box("image", 60, 60), Self.aligned(.topTrailing, box("badge", 12, 12)),
            Self.aligned(.bottomLeading, box("label", 20, 8)), box("dot", 30, 30),
        ])
        let result = try layout(overlay, width: 60)
        expectFrames(result, [
            "image": rect(0, 0, 60, 60), "badge": rect(48, 0, 12, 12), "label": rect(0, 52, 20, 8),
            "dot": rect(15, 15, 30, 30),
        ])
    }

    @Test("a child's overlay alignment means nothing outside an overlay")
    func alignmentIgnoredElsewhere() throws {
        let plain = vstack(alignment: .leading, [box("a", 20, 10), box("b", 30, 10)])
        let marked = vstack(alignment: .leading, [Self.aligned(.bottomTrailing, box("a", 20, 10)), box("b", 30, 10)])
        let expected = try layout(plain, width: 100)
        let result = try layout(marked, width: 100)
        for id in ["a", "b"] { #expect(result.frame(of: id) == expected.frame(of: id)) }
        expectFrame(result, "a", rect(0, 0, 20, 10))
    }

    @Test("a flexible child fills the overlay; a fixed one keeps its size")
    func flexibleChildFills() throws {
        // A background (no size) behind "Hello world" (55 × 10): the overlay is the text's size,
        // centred in a 100 pt column at (100 − 55) / 2 = 22.5, and the background fills it.
        let root = vstack(alignment: .center, [.overlay(id: "o", [box("bg", nil, nil), text("t", "Hello world")])])
        let result = try layout(root, width: 100)
        expectFrames(result, ["o": rect(22.5, 0, 55, 10), "bg": rect(22.5, 0, 55, 10), "t": rect(22.5, 0, 55, 10)])
        // A box with a height but no width is as wide as the overlay, and keeps its height.
        let bar = try layout(.overlay(id: "o", alignment: .bottom, [box("base", 40, 30), box("bar", nil, 4)]), width: 40)
        expectFrame(bar, "bar", rect(0, 26, 40, 4))
    }

    @Test("an overlay whose children are all flexible is flexible itself")
    func allFlexible() throws {
        // In a row, a flexible child takes the spare room before any other: 100 − 30 = 70.
        // Without a height of its own it takes the row's (fill alignment): 20.
        let row = hstack([box("a", 30, 20), .overlay(id: "o", [box("bg", nil, nil)])])
        let result = try layout(row, width: 100)
        expectFrames(result, ["a": rect(0, 0, 30, 20), "o": rect(30, 0, 70, 20), "bg": rect(30, 0, 70, 20)])
        // In a column of 100, likewise for the height: 100 − 20 = 80.
        let column = vstack([box("a", nil, 20), .overlay(id: "o", [box("bg", nil, nil)])])
        let tall = try layout(column, width: 50, height: 100)
        expectFrames(tall, ["o": rect(0, 20, 50, 80), "bg": rect(0, 20, 50, 80)])
    }

    @Test("children are capped at the overlay's frame")
    func childrenCapped() throws {
        // The 100 × 60 base in a 50 × 40 overlay is 50 × 40; the 20 × 10 child is centred in
        // it: (50 − 20) / 2 = 15, (40 − 10) / 2 = 15.
        let result = try layout(Self.baseAndSmall(.center), width: 50, height: 40)
        expectFrames(result, ["o": rect(0, 0, 50, 40), "base": rect(0, 0, 50, 40), "s": rect(15, 15, 20, 10)])
    }

    @Test("text wider than a narrow overlay wraps at the overlay's width and makes it taller")
    func textWraps() throws {
        // The overlay wants 55 (the text unwrapped), the leading column caps it at 40. The text
        // is then 40 wide: "Hello" / "world", 2 lines, 20 tall; the box 30 × 15. The overlay is
        // 20 tall, and the box goes bottom trailing: (40 − 30, 20 − 15) = (10, 5).
        let root = vstack(alignment: .leading, [
            .overlay(id: "o", alignment: .bottomTrailing, [box("b", 30, 15), text("t", "Hello world", lines: 0)]),
        ])
        expectSize(try fittingSize(root, width: 40), 40, 20)
        let result = try layout(root, width: 40)
        expectFrames(result, ["o": rect(0, 0, 40, 20), "b": rect(10, 5, 30, 15), "t": rect(0, 0, 40, 20)])
        let textNode = try #require(result.tree.indices.first { result.tree.id(at: $0) == "t" })
        #expect(result.textMetrics[textNode]?.lineCount == 2)
    }

    @Test("hidden children take no space and sit at the overlay's origin with no size")
    func hiddenChildren() throws {
        // Without the hidden 100 × 60 box the overlay is 10 tall; in a 50 pt column below a
        // 5 pt header it is (0, 5, 50, 10), the 20 × 10 box centred at x 15.
        let root = vstack([box("header", nil, 5), .overlay(id: "o", [box("h", 100, 60, hidden: true), box("s", 20, 10)])])
        let result = try layout(root, width: 50)
        expectFrames(result, ["o": rect(0, 5, 50, 10), "s": rect(15, 5, 20, 10), "h": rect(0, 5, 0, 0)])
        // Right to left, the origin is the overlay's top right corner.
        let mirrored = try layout(root, width: 50, direction: .rightToLeft)
        expectFrames(mirrored, ["h": rect(50, 5, 0, 0), "s": rect(15, 5, 20, 10)])
    }

    @Test("the overlay's baselines are its first child's, where it is placed")
    func baselines() throws {
        // The overlay: "Hi" (10 × 10, baseline 8) over a 50 × 40 box, bottom aligned: the text
        // at ((50 − 10) / 2, 40 − 10) = (20, 30), so the overlay's baseline is 30 + 8 = 38.
        // Beside a 20 pt "Hi" (20 × 20, baseline 16), first baselines aligned: 38 above the
        // line (the overlay), max(20 − 16, 40 − 38) = 4 below; "Hi" starts 38 − 16 = 22 down.
        let row = hstack(alignment: .firstBaseline, [
            text("a", "Hi", font: font20),
            .overlay(id: "o", alignment: .bottom, [text("t", "Hi"), box("bg", 50, 40)]),
        ])
        expectSize(try fittingSize(row), 70, 42)
        let result = try layout(row, width: 70)
        expectFrames(result, [
            "a": rect(0, 22, 20, 20), "o": rect(20, 0, 50, 40), "t": rect(40, 30, 10, 10), "bg": rect(20, 0, 50, 40),
        ])
        // A box first: its bottom edge, where it is placed. The 20 × 10 box centred in 40 ends
        // at 25, so the row aligns that with the text's baseline 16: the text starts 25 − 16 = 9
        // down.
        let boxFirst = hstack(alignment: .firstBaseline, [
            text("a", "Hi", font: font20), .overlay(id: "o", [box("s", 20, 10), box("bg", 50, 40)]),
        ])
        expectFrame(try layout(boxFirst, width: 70), "a", rect(0, 9, 20, 20))
    }

    @Test("right to left, leading and trailing swap: a top leading child ends at the top right")
    func rightToLeft() throws {
        // Left to right in a 100 pt row: the 40 box, then the 60 × 60 overlay at x 40 with its
        // 20 × 10 child at its top left (40, 0). Right to left, the row is mirrored: the
        // overlay at 0, and its child at its top right, 60 − 20 = 40.
        let row = hstack([box("a", 40, 60), .overlay(id: "o", alignment: .topLeading, [box("base", 60, 60), box("s", 20, 10)])])
        let ltr = try layout(row, width: 100)
        expectFrames(ltr, ["o": rect(40, 0, 60, 60), "s": rect(40, 0, 20, 10)])
        let rtl = try layout(row, width: 100, direction: .rightToLeft)
        expectFrames(rtl, ["a": rect(60, 0, 40, 60), "o": rect(0, 0, 60, 60), "s": rect(40, 0, 20, 10)])
        // A bottom trailing child of a 100 pt overlay: at the bottom right left to right, the
        // bottom left right to left.
        let corner = try layout(Self.baseAndSmall(.bottomTrailing), width: 100, direction: .rightToLeft)
        expectFrame(corner, "s", rect(0, 50, 20, 10))
    }

    @Test("a stack in an overlay: a caption over an image")
    func stackInOverlay() throws {
        // The caption: "Hi there" (40) and "Ok" (10) in a column with 4 pt margins: 48 × 28.
        // Over a 200 × 100 image, bottom leading: at (0, 100 − 28) = (0, 72); its texts at
        // (4, 76) and (4, 86), as wide as the column's content (40).
        let overlay = LayoutNode.overlay(id: "o", alignment: .bottomLeading, [
            box("image", 200, 100),
            vstack(id: "caption", margins: DirectionalInsets(top: 4, leading: 4, bottom: 4, trailing: 4),
                   [text("title", "Hi there"), text("sub", "Ok")]),
        ])
        expectSize(try fittingSize(overlay), 200, 100)
        let result = try layout(overlay, width: 200)
        expectFrames(result, [
            "image": rect(0, 0, 200, 100), "caption": rect(0, 72, 48, 28), "title": rect(4, 76, 40, 10),
            "sub": rect(4, 86, 40, 10),
        ])
    }

    @Test("an overlay in a stack takes part with its natural size")
    func overlayInStack() throws {
        // A centred column 200 wide: the overlay wants 60 (the box; "Hello world" is 55), so it
        // sits at (200 − 60) / 2 = 70; the text, 55 wide, is centred in it at 70 + 2.5, and
        // (60 − 10) / 2 = 25 down. Below it, a 10 pt box.
        let root = vstack(alignment: .center, [
            .overlay(id: "o", [box("b", 60, 60), text("t", "Hello world")]), box("below", 200, 10),
        ])
        let result = try layout(root, width: 200)
        expectFrames(result, [
            "o": rect(70, 0, 60, 60), "b": rect(70, 0, 60, 60), "t": rect(72.5, 25, 55, 10), "below": rect(0, 60, 200, 10),
        ])
    }

    @Test("overlays nest: the inner one is placed like any child")
    func overlayInOverlay() throws {
        // The inner overlay (30 × 30 with a 10 × 10 dot at its bottom trailing corner) at the
        // top trailing corner of a 100 × 50 box: (70, 0); the dot at (70 + 20, 20).
        let inner = Self.aligned(.topTrailing, .overlay(id: "inner", alignment: .bottomTrailing, [box("i", 30, 30), box("dot", 10, 10)]))
        let result = try layout(.overlay(id: "outer", [box("base", 100, 50), inner]), width: 100)
        expectFrames(result, ["inner": rect(70, 0, 30, 30), "dot": rect(90, 20, 10, 10)])
    }

    @Test("a child sized as a fraction of the overlay is a cycle: the overlay's size comes from its children")
    func containerFractionIsACycle() throws {
        let overlay = LayoutNode.overlay([box(nil, 100, 50), .box(id: "half", width: .container(0.5), height: .points(10))])
        #expect(throws: LayoutError(.cycle(property: .width, length: .container(0.5)),
                                    node: NodeReference(index: 2, childPositions: [1], id: "half"))) {
            try layout(overlay, width: 100)
        }
    }

    @Test("frames are rounded to device pixels like every other frame")
    func pixelRounding() throws {
        // A 50 × 10 child centred in a 101 × 30.5 overlay (a flexible-width base 30.5 tall):
        // x = (101 − 50) / 2 = 25.5, y = (30.5 − 10) / 2 = 10.25, exact at scale 0.
        let overlay = LayoutNode.overlay(id: "o", [box("base", nil, 30.5), box("s", 50, 10)])
        expectFrame(try layout(overlay, width: 101), "s", rect(25.5, 10.25, 50, 10))
        // Scale 2: x 51 px exactly; y 20.5 px rounds (halves up) to 21 and the bottom 40.5 to
        // 41: 10.5, still 10 tall.
        expectFrame(try layout(overlay, width: 101, scale: 2), "s", rect(25.5, 10.5, 50, 10))
        // Scale 3: x 76.5 px → 77, right edge 226.5 → 227 (150 px wide); y 30.75 → 31, bottom
        // 60.75 → 61 (30 px tall).
        expectFrame(try layout(overlay, width: 101, scale: 3), "s", rect(77.0 / 3, 31.0 / 3, 50, 10))
        // Right to left the rounded frame is mirrored: 101 − (77 + 150) / 3.
        expectFrame(try layout(overlay, width: 101, direction: .rightToLeft, scale: 3), "s",
                     rect(101 - 227.0 / 3, 31.0 / 3, 50, 10))
    }
}
