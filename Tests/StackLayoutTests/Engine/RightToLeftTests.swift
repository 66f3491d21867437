import Testing

@testable import StackLayout

/// Right to left: the left-to-right layout with every frame mirrored within the root's bounds
/// (x' = minX + maxX − x − width).
struct RightToLeftTests {
    @Test("a horizontal stack's children run right to left")
    func orderFlips() throws {
        // LTR: spare 200 − 100 − 10 = 90 → a = 130; a (0, 130), b (140, 60)
        let root = hstack(spacing: 10, [box("a", 40, 20), box("b", 60, 20)])
        let result = try layout(root, width: 200, direction: .rightToLeft)
        expectFrame(result, "a", rect(70, 0, 130, 20))  // 200 − 130
        expectFrame(result, "b", rect(0, 0, 60, 20))  // 200 − 200
    }

    @Test("leading alignment in a vertical stack is the right edge")
    func leadingIsRight() throws {
        let root = vstack(alignment: .leading, [box("a", 40, 10), box("b", 70, 10)])
        let result = try layout(root, width: 100, direction: .rightToLeft)
        expectFrame(result, "a", rect(60, 0, 40, 10))
        expectFrame(result, "b", rect(30, 10, 70, 10))
    }

    @Test("nested stacks and a leading margin mirror within the root")
    func nested() throws {
        // row: margins leading 10, content 10 … 100 (90): spare 90 − 50 = 40 → a = 60
        // LTR a (10, 60), b (70, 30); RTL a at 100 − 70 = 30, b at 100 − 100 = 0
        let root = vstack(spacing: 5, [
            hstack(id: "row", margins: DirectionalInsets(leading: 10), [box("a", 20, 10), box("b", 30, 10)]),
            box("c", 10, 10),
        ])
        let result = try layout(root, width: 100, direction: .rightToLeft)
        expectFrame(result, "row", rect(0, 0, 100, 10))
        expectFrame(result, "a", rect(30, 0, 60, 10))
        expectFrame(result, "b", rect(0, 0, 30, 10))
        expectFrame(result, "c", rect(0, 15, 100, 10))  // fill alignment: full width either way
    }

    @Test("place(in:) mirrors within bounds that do not start at zero", arguments: ReadingDirection.allCases)
    func placeInOffsetBounds(direction: ReadingDirection) throws {
        let tree = try LayoutTree(hstack(id: "root", spacing: 10, [box("a", 40, 20), box("b", 60, 20)]))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: 0))
        let bounds = rect(50, 20, 200, 30)
        let result = try engine.place(tree, in: bounds, measurer: FixedMetricsTextMeasurer())
        // the root gets exactly the bounds
        expectFrame(result, "root", bounds)
        // LTR: a (50, 130 wide), b (50 + 130 + 10 = 190, 60 wide), 30 tall (fill alignment)
        // RTL: x' = 50 + 250 − x − w: a 300 − 180 = 120, b 300 − 250 = 50
        if direction == .leftToRight {
            expectFrame(result, "a", rect(50, 20, 130, 30))
            expectFrame(result, "b", rect(190, 20, 60, 30))
        } else {
            expectFrame(result, "a", rect(120, 20, 130, 30))
            expectFrame(result, "b", rect(50, 20, 60, 30))
        }
    }

    @Test("right-to-left changes no size, only x")
    func sizesUnchanged() throws {
        let root = vstack(alignment: .center, spacing: 3, [
            text("t", "Hello world", lines: 0), hstack(distribution: .equalCentering, [box(nil, 5, 5), box(nil, 9, 9)]),
        ])
        let ltr = try layout(root, width: 40)
        let rtl = try layout(root, width: 40, direction: .rightToLeft)
        #expect(ltr.bounds == rtl.bounds)
        for i in ltr.frames.indices {
            #expect(close(rtl.frames[i], mirrored(ltr.frames[i], within: 40)), "node \(i)")
        }
    }
}
