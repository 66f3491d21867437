import Testing

@testable import StackLayout

/// A list (``AnchoredList``) keeps every child at its natural height whatever its own height,
/// and puts the children at its top or bottom by its anchor (docs/layout-semantics.md, "Lists").
/// Expected frames are worked out by hand from those rules.
struct AnchoredListTests {
    /// Boxes 20, 30 and 10 tall with 5 pt spacing: content 20 + 5 + 30 + 5 + 10 = 70 tall.
    static func list(_ anchor: StackAnchor, id: String = "list", _ children: [LayoutNode]? = nil) -> LayoutNode {
        .list(id: id, AnchoredList(spacing: .points(5), anchor: anchor, children: children ?? [
            box("a", 40, 20), box("b", 70, 30), box("c", nil, 10),
        ]))
    }

    @Test("measured, a list is as wide as its widest child and as tall as its content")
    func naturalSize() throws {
        // Widest natural width 70 (c has none); height 20 + 5 + 30 + 5 + 10 = 70.
        expectSize(try fittingSize(Self.list(.bottom)), 70, 70)
        // At 100 pt wide every child is 100 wide, stacked from the top at natural size.
        let result = try layout(Self.list(.bottom), width: 100)
        expectFrames(result, ["a": rect(0, 0, 100, 20), "b": rect(0, 25, 100, 30), "c": rect(0, 60, 100, 10)])
    }

    @Test("anchored to the bottom, content taller than the list ends at its bottom and starts above its top")
    func bottomAnchorTallContent() throws {
        // In 40 pt: c's bottom on the list's bottom, 40 − 10 = 30; b ends 5 above, at 25, so
        // starts at 25 − 30 = −5; a ends at −10 and starts at −30. Nobody is compressed.
        let result = try layout(Self.list(.bottom), width: 100, height: 40)
        expectFrames(result, [
            "list": rect(0, 0, 100, 40), "a": rect(0, -30, 100, 20), "b": rect(0, -5, 100, 30), "c": rect(0, 30, 100, 10),
        ])
    }

    @Test("anchored to the top, content taller than the list starts at its top and ends below its bottom")
    func topAnchorTallContent() throws {
        // In 40 pt: a at 0, b at 20 + 5 = 25, c at 25 + 30 + 5 = 60 (below the list's 40).
        let result = try layout(Self.list(.top), width: 100, height: 40)
        expectFrames(result, ["a": rect(0, 0, 100, 20), "b": rect(0, 25, 100, 30), "c": rect(0, 60, 100, 10)])
    }

    @Test("content shorter than the list sits at the anchor's edge")
    func shortContent() throws {
        // In 100 pt, bottom: c at 100 − 10 = 90, b at 90 − 5 − 30 = 55, a at 55 − 5 − 20 = 30.
        let bottom = try layout(Self.list(.bottom), width: 100, height: 100)
        expectFrames(bottom, ["a": rect(0, 30, 100, 20), "b": rect(0, 55, 100, 30), "c": rect(0, 90, 100, 10)])
        // Top: the natural positions 0, 25, 60; the 30 pt below c stay empty.
        let top = try layout(Self.list(.top), width: 100, height: 100)
        expectFrames(top, ["a": rect(0, 0, 100, 20), "b": rect(0, 25, 100, 30), "c": rect(0, 60, 100, 10)])
    }

    @Test("inside a stack that compresses the list, the list's children still keep their heights")
    func compressedByItsStack() throws {
        // A 12 pt header above the list in 52 pt: the stack's content is 12 + 70 = 82, 30 too
        // many; the list (the last child, same resistance) gives them up and is 40 tall at
        // y 12. Its children then sit as in a 40 pt list, moved down by 12: a at −30 + 12 = −18,
        // b at −5 + 12 = 7, c at 30 + 12 = 42.
        let root = vstack([box("header", nil, 12), Self.list(.bottom)])
        let result = try layout(root, width: 100, height: 52)
        expectFrames(result, [
            "header": rect(0, 0, 100, 12), "list": rect(0, 12, 100, 40),
            "a": rect(0, -18, 100, 20), "b": rect(0, 7, 100, 30), "c": rect(0, 42, 100, 10),
        ])
    }

    @Test("children are measured at the list's width: text wraps and the row grows")
    func textWrapsAtTheListWidth() throws {
        // "aa bb" in the 10 pt font is 5 × 5 = 25 wide; at 20 it wraps to "aa" / "bb", 2 lines
        // of 10 = 20 tall. With the 10 pt box below and no spacing: 30 of content in a 25 pt
        // list anchored to the bottom: the box at 25 − 10 = 15, the text at 15 − 20 = −5.
        let list = LayoutNode.list(AnchoredList(anchor: .bottom, children: [text("t", "aa bb", lines: 0), box("b", nil, 10)]))
        let result = try layout(list, width: 20, height: 25)
        expectFrames(result, ["t": rect(0, -5, 20, 20), "b": rect(0, 15, 20, 10)])
    }

    @Test("a hidden child takes no space and no spacing")
    func hiddenChild() throws {
        // b hidden: a (20), 5, c (10) = 35 of content; bottom-anchored in 50: c at 40, a at 15.
        let root = Self.list(.bottom, [box("a", 40, 20), box("b", 70, 30, hidden: true), box("c", nil, 10)])
        let result = try layout(root, width: 100, height: 50)
        expectFrames(result, ["a": rect(0, 15, 100, 20), "c": rect(0, 40, 100, 10), "b": rect(0, 0, 0, 0)])
    }

    @Test("frames round to device pixels like any other, and keep the children's heights")
    func pixelRounding() throws {
        // Boxes 10.2 and 10.2 tall, no spacing, bottom-anchored in 15 pt at scale 2: edges
        // (before rounding) 15 − 20.4 = −5.4, 15 − 10.2 = 4.8, 15; rounded to half points
        // −5.5, 5, 15: heights 10.5 and 10 (the rounding of edges, as for any frame).
        let root = LayoutNode.list(id: "list", AnchoredList(anchor: .bottom, children: [box("a", nil, 10.2), box("b", nil, 10.2)]))
        let result = try layout(root, width: 10, height: 15, scale: 2)
        expectFrames(result, ["a": rect(0, -5.5, 10, 10.5), "b": rect(0, 5, 10, 10)])
    }

    @Test("a list reports kind list")
    func kind() throws {
        let tree = try LayoutTree(Self.list(.top))
        #expect(tree.kind(at: 0) == .list)
        #expect(tree.kindName(at: 0) == "list")
        #expect(Self.list(.top).kindName == "list")
        #expect(tree.children(of: 0) == [1, 2, 3])
    }

    @Test("a list's spacing may not be negative: its children never overlap, as a ModelStack's cells")
    func negativeSpacing() {
        let list = LayoutNode.list(AnchoredList(spacing: .points(-1), children: [box(nil, 1, 1)]))
        #expect(throws: LayoutError(
            .invalidValue(InvalidValue(property: .spacing, value: -1, requirement: .nonNegativePoints)),
            node: NodeReference(index: 0, childPositions: []))) {
            _ = try LayoutTree(list)
        }
    }

    @Test("a session re-laid out at other heights gives the frames of fresh layouts")
    func session() throws {
        let tree = try LayoutTree(vstack([box("header", nil, 12), Self.list(.bottom)]))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 2))
        let session = LayoutSession(tree: tree, environment: engine.environment, measurer: FixedMetricsTextMeasurer())
        for (width, height) in [(100.0, 52.0), (100, 300), (80, 52), (100, 52)] {
            let fresh = try engine.layout(tree, width: width, height: height, measurer: FixedMetricsTextMeasurer())
            #expect(try session.layout(width: width, height: height).frames == fresh.frames, "\(width) × \(height)")
        }
    }

    @Test("what lies inside a list is clipped to the list's frame, and to every list around it")
    func clipRects() throws {
        // A 10 pt header, then the outer list (top-anchored) in the remaining 40 pt, at
        // y 10 … 50. It holds a 30 pt box (y 10 … 40) and an inner list of two 20 pt boxes, 40
        // tall at its natural height, so at y 40 … 80, past the outer list's bottom; its boxes
        // at 40 and 60.
        let inner = LayoutNode.list(id: "inner", AnchoredList(children: [box("x", nil, 20), box("y", nil, 20)]))
        let outer = LayoutNode.list(id: "outer", AnchoredList(children: [box("top", nil, 30), inner]))
        let result = try layout(vstack([box("header", nil, 10), outer]), width: 50, height: 50)
        expectFrames(result, [
            "outer": rect(0, 10, 50, 40), "top": rect(0, 10, 50, 30), "inner": rect(0, 40, 50, 40),
            "x": rect(0, 40, 50, 20), "y": rect(0, 60, 50, 20),
        ])
        let clips = result.clipRects()
        let index = { (id: String) in result.tree.indices.first { result.tree.id(at: $0) == id }! }
        // Outside every list: nothing clips.
        #expect(clips[0] == nil && clips[index("header")] == nil && clips[index("outer")] == nil)
        // Inside the outer list: its frame.
        #expect(clips[index("top")] == rect(0, 10, 50, 40) && clips[index("inner")] == rect(0, 10, 50, 40))
        // Inside both: (0, 10, 50, 40) ∩ (0, 40, 50, 40) = (0, 40, 50, 10). y (60 … 80) lies
        // wholly outside it: not visible at all.
        #expect(clips[index("x")] == rect(0, 40, 50, 10) && clips[index("y")] == rect(0, 40, 50, 10))
        #expect(!result.frames[index("y")].intersects(rect(0, 40, 50, 10)))
    }
}
