import Testing

@testable import StackLayout

/// Hidden children take neither space nor spacing and get a zero-size frame at their parent's
/// origin; `spacingAfter` replaces the stack's spacing after a child.
struct HiddenAndSpacingTests {
    /// A 100 × 7 box above a row, so the row's origin is (0, 7), not the root's.
    static func underBar(_ row: LayoutNode) -> LayoutNode {
        vstack(alignment: .leading, [box("bar", 100, 7), row])
    }

    @Test("a hidden child takes no space and no spacing; its frame is zero-size at its parent's origin")
    func hiddenChild() throws {
        let root = Self.underBar(
            hstack(id: "row", spacing: 10, [box("a", 40, 20), box("b", 60, 20, hidden: true), box("c", 80, 20)]))
        // row natural 40 + 10 + 80 = 130; root width max(100, 130) = 130, height 7 + 20 = 27
        expectSize(try fittingSize(root), 130, 27)
        let result = try layout(root, width: 130)
        expectFrame(result, "row", rect(0, 7, 130, 20))
        expectFrame(result, "a", rect(0, 7, 40, 20))
        expectFrame(result, "c", rect(50, 7, 80, 20))
        expectFrame(result, "b", rect(0, 7, 0, 0))
    }

    @Test("everything below a hidden stack is zero-size at the same origin")
    func hiddenSubtree() throws {
        let root = Self.underBar(
            hstack(id: "row", spacing: 10, [
                box("a", 40, 20),
                hstack(id: "hs", hidden: true, [box("d", 10, 10), text("e", "hello")]),
                box("c", 80, 20),
            ]))
        let result = try layout(root, width: 130)
        for id in ["hs", "d", "e"] { expectFrame(result, id, rect(0, 7, 0, 0)) }
        expectFrame(result, "c", rect(50, 7, 80, 20))
    }

    struct SpacingCase: Sendable, CustomTestStringConvertible {
        var note: String
        var children: [LayoutNode]
        var natural: Double
        /// Expected x of each visible child id.
        var x: [(String, Double)]
        var testDescription: String { note }
    }

    static let spacingCases: [SpacingCase] = [
        // a→b 30 (custom), b→c 10: x 0, 70, 140; natural 40 + 30 + 60 + 10 + 80 = 220
        SpacingCase(
            note: "custom spacing after a",
            children: [box("a", 40, 20, spacingAfter: 30), box("b", 60, 20), box("c", 80, 20)],
            natural: 220, x: [("a", 0), ("b", 70), ("c", 140)]),
        // b hidden: the gap after a is still a's 30 (b's own 5 is gone with it); c at 70; natural 150
        SpacingCase(
            note: "custom spacing after a child followed by a hidden one",
            children: [
                box("a", 40, 20, spacingAfter: 30), box("b", 60, 20, hidden: true, spacingAfter: 5), box("c", 80, 20),
            ],
            natural: 150, x: [("a", 0), ("c", 70)]),
        // last child hidden: no gap after b, even with a's custom 30: natural 40 + 30 + 60 = 130
        SpacingCase(
            note: "hidden last child leaves no trailing gap",
            children: [box("a", 40, 20, spacingAfter: 30), box("b", 60, 20), box("c", 80, 20, hidden: true)],
            natural: 130, x: [("a", 0), ("b", 70)]),
        // first child hidden with a custom 50 after it: ignored; b at 0, c at 70; natural 150
        SpacingCase(
            note: "hidden first child's custom spacing is ignored",
            children: [box("a", 40, 20, hidden: true, spacingAfter: 50), box("b", 60, 20), box("c", 80, 20)],
            natural: 150, x: [("b", 0), ("c", 70)]),
        // custom 0 after a: b touches a; natural 40 + 0 + 60 + 10 + 80 = 190
        SpacingCase(
            note: "custom spacing of zero",
            children: [box("a", 40, 20, spacingAfter: 0), box("b", 60, 20), box("c", 80, 20)],
            natural: 190, x: [("a", 0), ("b", 40), ("c", 110)]),
    ]

    @Test("spacing and hidden children at the natural width", arguments: spacingCases)
    func spacing(_ c: SpacingCase) throws {
        let root = hstack(spacing: 10, c.children)
        expectSize(try fittingSize(root), c.natural, 20)
        let result = try layout(root, width: c.natural)
        let widths = ["a": 40.0, "b": 60, "c": 80]
        for (id, x) in c.x { expectFrame(result, id, rect(x, 0, widths[id]!, 20)) }
    }

    @Test("hidden children do not count in fillEqually or equalSpacing")
    func hiddenInEqualDistributions() throws {
        let children = [box("a", 40, 20), box("b", 60, 20, hidden: true), box("c", 80, 20)]
        // fillEqually, W = 210: (210 − 10)/2 = 100 each; c at 110
        let equally = try layout(hstack(distribution: .fillEqually, spacing: 10, children), width: 210)
        expectFrame(equally, "a", rect(0, 0, 100, 20))
        expectFrame(equally, "c", rect(110, 0, 100, 20))
        // equalSpacing, W = 200: one gap of 200 − 120 = 80; c at 120
        let spaced = try layout(hstack(distribution: .equalSpacing, spacing: 10, children), width: 200)
        expectFrame(spaced, "a", rect(0, 0, 40, 20))
        expectFrame(spaced, "c", rect(120, 0, 80, 20))
    }

    @Test("a stack whose children are all hidden fits in its margins alone")
    func allHidden() throws {
        let root = hstack(spacing: 10, margins: DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4), [
            box("a", 40, 20, hidden: true), box("b", 60, 20, hidden: true),
        ])
        // width 2 + 4 = 6, height 1 + 3 = 4
        expectSize(try fittingSize(root), 6, 4)
    }
    @Test("right to left: a hidden child's zero-size frame is mirrored like every other frame")
    func hiddenRightToLeft() throws {
        // layout-semantics.md mirrors every finished frame: the LTR frame (0, 7, 0, 0) becomes
        // x' = 0 + 130 − 0 − 0 = 130, i.e. the row's top-right corner. (LayoutResult's doc comment
        // says "at their parent's origin", which in RTL would be (0, 7): see the report.)
        let root = Self.underBar(
            hstack(id: "row", spacing: 10, [box("a", 40, 20), box("b", 60, 20, hidden: true), box("c", 80, 20)]))
        let result = try layout(root, width: 130, direction: .rightToLeft)
        expectFrame(result, "b", rect(130, 7, 0, 0))
        expectFrame(result, "a", rect(90, 7, 40, 20))  // 130 − 40
        expectFrame(result, "c", rect(0, 7, 80, 20))  // 130 − 130
    }
}
