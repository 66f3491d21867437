import ReferenceLayout
import StackLayout
import Testing

/// The reference engine against "Across the axis", "Baselines through nesting", "Hidden nodes",
/// "Margins", "Lists" and "Right to left" in docs/layout-semantics.md, worked by hand. Text is
/// fixed metrics: at 10 pt a character is 5 wide, a line 10 tall, the first baseline 8 down; at
/// 20 pt 10, 20 and 16.
@Suite("Reference engine: across the axis, baselines and nesting")
struct ReferenceAcrossAndNestingTests {
    @Test("a vertical stack's children get their width from the alignment")
    func columnAlignment() throws {
        // "Hi" is 10 wide in a 50 pt column: fill 50; leading at 0; center at 20; trailing at 40.
        for (alignment, x, width) in [(StackAlignment.fill, 0.0, 50.0), (.leading, 0, 10), (.center, 20, 10), (.trailing, 40, 10)] {
            let result = try referenceLayout(vstack(alignment: alignment, [text(nil, "Hi")]), width: 50)
            expectFrames(result.frames, [rect(0, 0, 50, 10), rect(x, 0, width, 10)])
        }
        // A flexible child under leading alignment is 0 wide.
        expectFrames(try referenceLayout(vstack(alignment: .leading, [box(nil, nil, 10)]), width: 50).frames, [
            rect(0, 0, 50, 10), rect(0, 0, 0, 10),
        ])
    }

    @Test("first and last baselines line up a row's children, the block at the top")
    func baselineAlignment() throws {
        // First baselines 8, 16 and 5 (a box's bottom): above 16, below max(2, 4, 0) = 4.
        let first = try referenceLayout(
            hstack(alignment: .firstBaseline, [text(nil, "Hi"), text(nil, "Hi", font: font20), box(nil, 5, 5)]), width: 35)
        expectFrames(first.frames, [
            rect(0, 0, 35, 20), rect(0, 8, 10, 10), rect(10, 0, 20, 20), rect(30, 11, 5, 5),
        ])
        // Last baselines: "A\nB" at 10 pt is 20 tall with its last baseline at 18; "C" at 20 pt
        // at 16: above 18, below max(2, 4) = 4.
        let last = try referenceLayout(
            hstack(alignment: .lastBaseline, [text(nil, "A\nB", lines: 0), text(nil, "C", font: font20)]), width: 15)
        expectFrames(last.frames, [rect(0, 0, 15, 22), rect(0, 0, 5, 20), rect(5, 2, 10, 20)])
    }

    @Test("baseline-relative arrangement measures the spacing from last baseline to first baseline")
    func baselineRelative() throws {
        // Gap 20 − (10 − 8) − 16 = 2 between a 10 pt and a 20 pt line.
        let column = vstack(alignment: .leading, spacing: 20, baselineRelative: true, [text(nil, "Hi"), text(nil, "Hi", font: font20)])
        expectFrames(try referenceLayout(column, width: 50).frames, [
            rect(0, 0, 50, 32), rect(0, 0, 10, 10), rect(0, 12, 20, 20),
        ])
    }

    @Test("a vertical stack's baselines are its first and last child's; a stretched box's baseline moves with it")
    func baselinesThroughNesting() throws {
        // The column is fillEqually: the 10 pt box is stretched to 30, so its first baseline is
        // 30 and its last (the second box's bottom) 60. With "Hi" at 20 pt (last baseline 16)
        // on the last baseline: above 60, below max(0, 4) = 4.
        let row = hstack(alignment: .lastBaseline, [
            vstack(distribution: .fillEqually, [box(nil, 10, 10), box(nil, 10, 30)]), text(nil, "Hi", font: font20),
        ])
        expectFrames(try referenceLayout(row, width: 30).frames, [
            rect(0, 0, 30, 64), rect(0, 0, 10, 60), rect(0, 0, 10, 30), rect(0, 30, 10, 30), rect(10, 44, 20, 20),
        ])
        // On the first baseline the column's is its first child's, 30: above 30, below
        // max(60 − 30, 20 − 16) = 30.
        let firstRow = hstack(alignment: .firstBaseline, [
            vstack(distribution: .fillEqually, [box(nil, 10, 10), box(nil, 10, 30)]), text(nil, "Hi", font: font20),
        ])
        expectFrames(try referenceLayout(firstRow, width: 30).frames, [
            rect(0, 0, 30, 60), rect(0, 0, 10, 60), rect(0, 0, 10, 30), rect(0, 30, 10, 30), rect(10, 14, 20, 20),
        ])
    }

    @Test("a horizontal stack's baselines are its tallest child's, where the alignment put it")
    func rowBaselines() throws {
        // The inner row is centred: its tallest child ("Hi" at 20 pt) sets its baselines, 16
        // from its top. The outer row aligns that with "Hi" at 10 pt (8): above 16, below 4.
        let row = hstack(alignment: .firstBaseline, [
            hstack(alignment: .center, [box(nil, 5, 5), text(nil, "Hi", font: font20)]), text(nil, "Hi"),
        ])
        expectFrames(try referenceLayout(row, width: 35).frames, [
            rect(0, 0, 35, 20), rect(0, 0, 25, 20), rect(0, 7.5, 5, 5), rect(5, 0, 20, 20), rect(25, 8, 10, 10),
        ])
    }

    @Test("hidden nodes take no space and collapse at their parent's leading top corner, mirrored in RTL")
    func hiddenNodes() throws {
        // Leading margin 10, spacing 5, the hidden box (and its spacing) gone: 10 + 20 + 5 + 20.
        let row = hstack(spacing: 5, margins: DirectionalInsets(leading: 10), [
            box(nil, 20, 10), box(nil, 30, 10, hidden: true), box(nil, 20, 10),
        ])
        #expect(try referenceSize(row).width == 55)
        expectFrames(try referenceLayout(row, width: 55).frames, [
            rect(0, 0, 55, 10), rect(10, 0, 20, 10), rect(0, 0, 0, 0), rect(35, 0, 20, 10),
        ])
        // Right to left: every frame mirrored within 55; the hidden one at the top-right corner.
        expectFrames(try referenceLayout(row, width: 55, direction: .rightToLeft).frames, [
            rect(0, 0, 55, 10), rect(25, 0, 20, 10), rect(55, 0, 0, 0), rect(0, 0, 20, 10),
        ])
    }

    @Test("margins-relative arrangement places children inside the margins; otherwise margins are ignored")
    func margins() throws {
        let insets = DirectionalInsets(top: 4, leading: 8, bottom: 2, trailing: 16)
        let inside = vstack(margins: insets, [box(nil, 10, 10)])
        #expect(try referenceSize(inside) == Size(width: 34, height: 16))
        expectFrames(try referenceLayout(inside, width: 34).frames, [rect(0, 0, 34, 16), rect(8, 4, 10, 10)])
        let ignored = vstack(margins: insets, marginsRelative: false, [box(nil, 10, 10)])
        #expect(try referenceSize(ignored) == Size(width: 10, height: 10))
        expectFrames(try referenceLayout(ignored, width: 10).frames, [rect(0, 0, 10, 10), rect(0, 0, 10, 10)])
    }

    @Test("a list's children keep their natural heights; the anchor places the block")
    func lists() throws {
        // Three 20 pt boxes with 4 pt spacing: a 68 pt block in a 50 pt list (the only child of
        // a 50 pt column, compressed from 68). Bottom: the last child's bottom on the list's,
        // so the block starts at 50 − 68 = −18. Top: it starts at 0 and runs past.
        for (anchor, top) in [(StackAnchor.bottom, -18.0), (.top, 0)] {
            let list = LayoutNode(.list(AnchoredList(spacing: 4, anchor: anchor, children: [box(nil, 10, 20), box(nil, nil, 20), box(nil, 30, 20)])))
            let result = try referenceLayout(vstack([list]), width: 100, height: 50)
            expectFrames(result.frames, [
                rect(0, 0, 100, 50), rect(0, 0, 100, 50),
                rect(0, top, 100, 20), rect(0, top + 24, 100, 20), rect(0, top + 48, 100, 20),
            ])
        }
    }
}
