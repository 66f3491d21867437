import Testing

@testable import StackLayout

/// The flow's rules (docs/layout-semantics.md, "Flow") with text, nesting, hidden and flexible
/// children, right to left and pixel rounding; fixed-size boxes against a browser are in
/// ``FlowBrowserReferenceTests``.
///
/// Metrics (fixed measurer, 10 pt): a narrow character is 5 pt, a line 10 pt, the first
/// baseline 8 pt; at 20 pt, 10, 20 and 16.
struct FlowLayoutTests {
    static func flow(
        id: String = "f", spacing: Double = 0, lineSpacing: Double = 0, alignment: FlowAlignment = .leading,
        lineAlignment: FlowLineAlignment = .top, resistance: Double = 750, _ children: [LayoutNode]
    ) -> LayoutNode {
        var node = LayoutNode.container(
            id: id, FlowLayout(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, lineAlignment: lineAlignment),
            children: children)
        node.compressionResistance = AxisPriorities(LayoutPriority(resistance))
        return node
    }

    /// Tags of 10, 20, 30 and 10 pt ("ab", "abcd", "abcdef", "ab"), 5 pt apart, lines 2 pt apart.
    static let tags = flow(spacing: 5, lineSpacing: 2, [
        text("a", "ab"), text("b", "abcd"), text("c", "abcdef"), text("d", "ab"),
    ])

    static func arrangement(_ result: LayoutResult, _ id: String = "f") -> FlowArrangement? {
        guard let index = result.tree.indices.first(where: { result.tree.id(at: $0) == id }) else { return nil }
        return result.details(of: index, for: FlowLayout.self)
    }

    // MARK: Lines and sizes

    @Test("text items fill a line while they fit; natural width is everything on one line")
    func textTags() throws {
        // 10, +5+20 = 35, +5+30 = 70 > 50: "abcdef" starts line 2 at y 10 + 2; 30 +5+10 = 45 fits.
        let result = try layout(Self.tags, width: 50)
        #expect(result.size == Size(width: 50, height: 22))
        expectFrames(result, [
            "a": rect(0, 0, 10, 10), "b": rect(15, 0, 20, 10), "c": rect(0, 12, 30, 10), "d": rect(35, 12, 10, 10),
        ])
        #expect(Self.arrangement(result)?.lines.map(\.items) == [0..<2, 2..<4])
        // Natural: 10 + 5 + 20 + 5 + 30 + 5 + 10 = 85, one line 10 high.
        expectSize(try fittingSize(Self.tags), 85, 10)
        expectSize(try fittingSize(Self.tags, width: 50), 50, 22)
        // At exactly 85 everything stays on one line; a point less and "ab" wraps.
        #expect(try layout(Self.tags, width: 85).size.height == 10)
        #expect(try layout(Self.tags, width: 84).size.height == 22)
    }

    @Test("right to left mirrors the lines: they fill from the right")
    func rightToLeft() throws {
        let result = try layout(Self.tags, width: 50, direction: .rightToLeft)
        expectFrames(result, [
            "a": rect(40, 0, 10, 10), "b": rect(15, 0, 20, 10), "c": rect(20, 12, 30, 10), "d": rect(5, 12, 10, 10),
        ])
        let trailing = try layout(
            Self.flow(spacing: 5, alignment: .trailing, [text("a", "ab"), text("b", "abcd")]), width: 50,
            direction: .rightToLeft)
        // Left to right the items end at the right edge (x 15 and 30); mirrored, they start at the left.
        expectFrames(trailing, ["a": rect(25, 0, 10, 10), "b": rect(0, 0, 20, 10)])
    }

    @Test("a text wider than the line gets a line of its own, as wide as the line, and wraps at it")
    func wideTextWraps() throws {
        // "Hello world" is 55 pt; in 40 pt it is "Hello" / "world", 20 pt high, and it is proposed
        // (so given) the line's 40 pt. The box after it starts a third line.
        let root = Self.flow(spacing: 4, lineSpacing: 1, [
            box("k", 20, 5), text("t", "Hello world", lines: 0), box("m", 10, 10),
        ])
        let result = try layout(root, width: 40)
        expectFrames(result, ["k": rect(0, 0, 20, 5), "t": rect(0, 6, 40, 20), "m": rect(0, 27, 10, 10)])
        #expect(result.size.height == 37)
        // With the default one line the text is cut to one line, 10 pt high.
        let oneLine = try layout(Self.flow(spacing: 4, lineSpacing: 1, [box("k", 20, 5), text("t", "Hello world")]), width: 40)
        expectFrame(oneLine, "t", rect(0, 6, 40, 10))
    }

    @Test("a fixed box wider than the line is narrowed to the line, alone on it, whatever the alignment")
    func wideBoxIsNarrowed() throws {
        for alignment in FlowAlignment.allCases {
            let root = Self.flow(spacing: 10, alignment: alignment, [box("w", 130, 10), box("s", 0, 4)])
            let result = try layout(root, width: 100)
            // The zero-width box would fit after a 100 pt item with no spacing; after 130 it cannot.
            expectFrame(result, "w", rect(0, 0, 100, 10), "\(alignment)")
            #expect(Self.arrangement(result)?.lines.count == 2, "\(alignment)")
        }
    }

    @Test("a flexible item is a line of its own as wide as the line; a flow of flexible items is flexible")
    func flexibleItems() throws {
        let root = Self.flow(spacing: 10, [box("a", 30, 10), box("x", nil, 4), box("b", 20, 10), box("c", 15, 10)])
        let result = try layout(root, width: 100)
        expectFrames(result, [
            "a": rect(0, 0, 30, 10), "x": rect(0, 10, 100, 4), "b": rect(0, 14, 20, 10), "c": rect(30, 14, 15, 10),
        ])
        // Natural width: the widest run between flexible items, max(30, 20 + 10 + 15) = 45.
        expectSize(try fittingSize(root), 45, 24)
        // A box flexible in both directions is a line of its own 0 high.
        expectFrame(try layout(Self.flow([box("y", nil, nil)]), width: 80), "y", rect(0, 0, 80, 0))
        // Only flexible items: the flow has no natural width and, in a filling row, takes the room.
        let row = hstack([Self.flow([box("z", nil, 6)]), box("k", 50, 10)])
        let placed = try layout(row, width: 200)
        expectFrames(placed, ["f": rect(0, 0, 150, 10), "z": rect(0, 0, 150, 6), "k": rect(150, 0, 50, 10)])
    }

    @Test("no visible children: 0 wide and 0 high")
    func empty() throws {
        expectSize(try fittingSize(Self.flow([])), 0, 0)
        expectSize(try fittingSize(Self.flow([box("h", 40, 40, hidden: true)])), 0, 0)
    }

    // MARK: Alignment

    @Test("justified lines share the room between their gaps; a lone item stays at the leading edge")
    func justified() throws {
        let root = Self.flow(spacing: 4, alignment: .justified, [
            text("a", "ab"), text("b", "abcd"), text("c", "ab"), text("d", "abcdefghijkl"),
        ])
        // Line 1: 10 + 4 + 20 + 4 + 10 = 48 in 60: 12 left, 6 more per gap → x 0, 20, 50.
        // Line 2: "abcdefghijkl" (60) alone at 0.
        let result = try layout(root, width: 60)
        expectFrames(result, [
            "a": rect(0, 0, 10, 10), "b": rect(20, 0, 20, 10), "c": rect(50, 0, 10, 10), "d": rect(0, 10, 60, 10),
        ])
        let rtl = try layout(root, width: 60, direction: .rightToLeft)
        expectFrames(rtl, ["a": rect(50, 0, 10, 10), "b": rect(20, 0, 20, 10), "c": rect(0, 0, 10, 10)])
    }

    @Test("text of two sizes and a box on a shared first baseline; the flow's baselines are its first and last lines'")
    func baselines() throws {
        let children = [text("s", "ab"), text("l", "ab", font: font20), box("k", 10, 12)]
        // One line at 40: baselines 8, 16, 12 → 16; below 2, 4, 0 → 4; height 20; tops 8, 0, 4.
        let wide = try layout(Self.flow(lineAlignment: .firstBaseline, children), width: 40)
        expectFrames(wide, ["s": rect(0, 8, 10, 10), "l": rect(10, 0, 20, 20), "k": rect(30, 4, 10, 12)])
        #expect(wide.size.height == 20)
        // At 35 the box starts line 2, 3 pt below: top 23, height 12.
        let narrow = try layout(Self.flow(lineSpacing: 3, lineAlignment: .firstBaseline, children), width: 35)
        expectFrames(narrow, ["s": rect(0, 8, 10, 10), "l": rect(10, 0, 20, 20), "k": rect(0, 23, 10, 12)])
        let arrangement = try #require(Self.arrangement(narrow))
        // First line's tallest (the 20 pt text): baseline 16; last line's (the box): its bottom, 35.
        #expect(arrangement.firstBaseline == 16 && arrangement.lastBaseline == 35 && arrangement.height == 35)
    }

    @Test("a flow in a row aligned by last baseline: its last line's baseline meets the text's")
    func baselineInRow() throws {
        // The flow (natural 40, resistance 250) gives 5 pt of the 45: at 35 it has two lines, 35
        // high, last baseline 35. "ab" has last baseline 8, 2 below: shared baseline 35, height 37.
        let flow = Self.flow(lineSpacing: 3, lineAlignment: .firstBaseline, resistance: 250, [
            text("s", "ab"), text("l", "ab", font: font20), box("k", 10, 12),
        ])
        let row = hstack(alignment: .lastBaseline, [flow, text("t", "ab", resistance: 1000)])
        let result = try layout(row, width: 45)
        expectFrames(result, ["f": rect(0, 0, 35, 35), "t": rect(35, 27, 10, 10), "k": rect(0, 23, 10, 12)])
        #expect(result.size.height == 37)
        // First baselines: the flow's is 16 (its first line's), the text's 8: the text sits at 8.
        let first = try layout(hstack(alignment: .firstBaseline, [flow, text("t", "ab", resistance: 1000)]), width: 45)
        expectFrames(first, ["f": rect(0, 0, 35, 35), "t": rect(35, 8, 10, 10)])
    }

    @Test("without text the flow's baseline is its tallest first-line item's bottom")
    func boxBaselines() throws {
        let root = Self.flow(lineSpacing: 2, lineAlignment: .center, [box("a", 10, 30), box("b", 10, 10), box("c", 30, 6)])
        let arrangement = try #require(Self.arrangement(try layout(root, width: 25)))
        // Line 1: a (30 high) and b centred at y 10; line 2 at 32: c, bottom 38.
        #expect(arrangement.firstBaseline == 30 && arrangement.lastBaseline == 38)
        #expect(arrangement.frames == [rect(0, 0, 10, 30), rect(10, 10, 10, 10), rect(0, 32, 25, 6)])
    }

    // MARK: Hidden children, nesting, frames of another height

    @Test("hidden children take no place and no spacing; they sit at the flow's leading top corner")
    func hidden() throws {
        let inner = Self.flow(spacing: 5, [box("a", 10, 10), box("h", 30, 30, hidden: true), box("b", 10, 10)])
        let root = vstack(margins: DirectionalInsets(top: 4, leading: 8, bottom: 0, trailing: 2), [inner])
        let result = try layout(root, width: 100)
        expectFrames(result, [
            "f": rect(8, 4, 90, 10), "a": rect(8, 4, 10, 10), "b": rect(23, 4, 10, 10), "h": rect(8, 4, 0, 0),
        ])
        let rtl = try layout(root, width: 100, direction: .rightToLeft)
        expectFrames(rtl, ["a": rect(82, 4, 10, 10), "b": rect(67, 4, 10, 10), "h": rect(92, 4, 0, 0)])
    }

    @Test("a flow of chips (stacks) inside a column with margins")
    func nesting() throws {
        // Each chip: a 12 × 12 box and "abcd" (20 × 10, centred: y + 1), 4 apart: 36 × 12.
        func chip(_ id: String) -> LayoutNode {
            hstack(id: id, alignment: .center, spacing: 4, [box("\(id).icon", 12, 12), text("\(id).title", "abcd")])
        }
        let root = vstack(spacing: 6, margins: DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8), [
            text("title", "Tags"),
            Self.flow(spacing: 4, lineSpacing: 4, [chip("c1"), chip("c2"), chip("c3")]),
            box("footer", nil, 10),
        ])
        // Content 84 wide: 36 + 4 + 36 = 76 fits, + 4 + 36 = 116 does not: two lines, 28 high.
        let result = try layout(root, width: 100)
        #expect(result.size.height == 8 + 10 + 6 + 28 + 6 + 10 + 8)
        expectFrames(result, [
            "title": rect(8, 8, 84, 10), "f": rect(8, 24, 84, 28),
            "c1": rect(8, 24, 36, 12), "c1.icon": rect(8, 24, 12, 12), "c1.title": rect(24, 25, 20, 10),
            "c2": rect(48, 24, 36, 12), "c2.title": rect(64, 25, 20, 10),
            "c3": rect(8, 40, 36, 12), "c3.icon": rect(8, 40, 12, 12),
            "footer": rect(8, 58, 84, 10),
        ])
    }

    @Test("given its natural width, a flow keeps one line even with sizes that do not add up exactly")
    func naturalWidthKeepsOneLine() throws {
        // 33.3 + 1/3 + 10.1 + 1/3 + 0.7 is not exact in binary; the flow is placed at the very sum.
        let root = vstack(alignment: .leading, [
            Self.flow(spacing: 1.0 / 3, [box("a", 33.3, 5), box("b", 10.1, 7), box("c", 0.7, 3)]),
        ])
        let result = try layout(root, width: 200)
        #expect(Self.arrangement(result)?.lines.count == 1)
        #expect(result.size.height == 7)
    }

    @Test("a taller frame keeps the lines at the top; a shorter one lets them run past the bottom")
    func otherHeights() throws {
        let tall = try layout(Self.tags, width: 50, height: 100)
        expectFrames(tall, ["f": rect(0, 0, 50, 100), "c": rect(0, 12, 30, 10), "d": rect(35, 12, 10, 10)])
        let short = try layout(Self.tags, width: 50, height: 15)
        expectFrames(short, ["f": rect(0, 0, 50, 15), "c": rect(0, 12, 30, 10), "d": rect(35, 12, 10, 10)])
    }

    @Test("a child sized as a fraction of its container has nothing to resolve against in a flow: a cycle")
    func containerFractionIsACycle() {
        let root = Self.flow([LayoutNode.box(id: "half", width: .container(0.5), height: .points(10))])
        do {
            _ = try layout(root, width: 100)
            Issue.record("expected a cycle")
        } catch {
            guard let error = error as? LayoutError, case .cycle(let property, _) = error.reason else {
                Issue.record("expected a cycle, got \(error)")
                return
            }
            #expect(error.node?.description == "root/0 (id \"half\")" && property == .width)
        }
    }

    // MARK: Pixel rounding

    @Test("frames are rounded to device pixels like every frame, before mirroring")
    func pixelRounding() throws {
        // Two 6.25 pt boxes 1 apart, centred in 20: x 3.25…9.5 and 10.5…16.75.
        let root = Self.flow(spacing: 1, alignment: .center, [box("a", 6.25, 10), box("b", 6.25, 10)])
        // Scale 2: edges 6.5 → 7, 19, 21, 33.5 → 34 half-pixels (halves up).
        let two = try layout(root, width: 20, scale: 2)
        expectFrames(two, ["a": rect(3.5, 0, 6, 10), "b": rect(10.5, 0, 6.5, 10)])
        let mirrored = try layout(root, width: 20, direction: .rightToLeft, scale: 2)
        expectFrames(mirrored, ["a": rect(10.5, 0, 6, 10), "b": rect(3, 0, 6.5, 10)])
        // Scale 3: edges 9.75 → 10, 28.5 → 29, 31.5 → 32, 50.25 → 50 thirds.
        let three = try layout(root, width: 20, scale: 3)
        expectFrames(three, ["a": rect(10.0 / 3, 0, 19.0 / 3, 10), "b": rect(32.0 / 3, 0, 18.0 / 3, 10)])
    }

    // MARK: Line breaking alone

    @Test("line breaking: greedy, flexible and over-wide items alone, a billionth of a point of tolerance")
    func lineBreaking() {
        #expect(FlowLineBreaking.lines(naturalWidths: [], width: 100, spacing: 5) == [])
        #expect(FlowLineBreaking.lines(naturalWidths: [40, 55, 0, 100], width: 100, spacing: 5) == [0..<2, 2..<3, 3..<4])
        #expect(FlowLineBreaking.lines(naturalWidths: [nil, 10, 10, nil], width: 100, spacing: 0) == [0..<1, 1..<3, 3..<4])
        #expect(FlowLineBreaking.lines(naturalWidths: [10, 150, 0], width: 100, spacing: 0) == [0..<1, 1..<2, 2..<3])
        // 0.1 + 0.2 is 0.30000000000000004 in binary: within the tolerance of 0.3, not of 0.29.
        #expect(FlowLineBreaking.lines(naturalWidths: [0.1, 0.2], width: 0.3, spacing: 0) == [0..<2])
        #expect(FlowLineBreaking.lines(naturalWidths: [0.1, 0.2], width: 0.29, spacing: 0) == [0..<1, 1..<2])
        #expect(FlowLineBreaking.naturalWidth(naturalWidths: [], spacing: 5) == 0)
        #expect(FlowLineBreaking.naturalWidth(naturalWidths: [nil, nil], spacing: 5) == nil)
        #expect(FlowLineBreaking.naturalWidth(naturalWidths: [10, nil, 30, 5], spacing: 2) == 37)
        #expect(FlowLineBreaking.naturalWidth(naturalWidths: [50, nil, 30, 5], spacing: 2) == 50)
    }

    // MARK: Numbers

    @Test("a negative, NaN or absurd spacing is an error naming the node and the property")
    func invalidNumbers() {
        func message(_ flow: FlowLayout) -> String? {
            do {
                _ = try LayoutTree(LayoutNode.container(id: "tags", flow, children: [box(nil, 10, 10)]))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(FlowLayout(spacing: -1))
            == "root (id \"tags\"): spacing is -1; it must be a number of points, 0 or more")
        #expect(message(FlowLayout(lineSpacing: .nan))
            == "root (id \"tags\"): lineSpacing is NaN; it must be a number of points, 0 or more")
        #expect(message(FlowLayout(lineSpacing: 2e6))
            == "root (id \"tags\"): lineSpacing is 2000000; it must be a number of points from 0 to 1000000")
        #expect(message(FlowLayout(spacing: 0, lineSpacing: 0)) == nil)
    }
}
