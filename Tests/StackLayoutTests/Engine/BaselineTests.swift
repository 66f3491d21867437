import Testing

@testable import StackLayout

/// Baseline alignment and baselines through nesting.
///
/// Metrics used throughout: "ab" at 10 pt is 10 × 10, baselines 8; "ab" at 20 pt is 20 × 20,
/// baselines 16; "ab\ncd" at 10 pt (no line limit) is 10 × 20, first baseline 8, last 18;
/// a box's baselines are its bottom edge.
struct BaselineTests {
    // MARK: Text of different sizes and boxes

    @Test("first baseline: 10 pt text, 20 pt text and a box share one baseline")
    func firstBaselineMixed() throws {
        let root = hstack(alignment: .firstBaseline, [
            text("s", "ab"), text("l", "ab", font: font20), box("k", 10, 12),
        ])
        // baselines 8, 16, 12 → shared at 16; below: 10 − 8 = 2, 20 − 16 = 4, 0 → 4; height 20
        // tops 16 − 8 = 8, 0, 16 − 12 = 4; x 0, 10, 30
        let result = try layout(root, width: 40)
        #expect(result.bounds.size == Size(width: 40, height: 20))
        expectFrame(result, "s", rect(0, 8, 10, 10))
        expectFrame(result, "l", rect(10, 0, 20, 20))
        expectFrame(result, "k", rect(30, 4, 10, 12))
        // in taller bounds the block stays at the top of the content
        let tall = try layout(root, width: 40, height: 50)
        expectFrame(tall, "s", rect(0, 8, 10, 10))
        expectFrame(tall, "l", rect(10, 0, 20, 20))
        expectFrame(tall, "k", rect(30, 4, 10, 12))
    }

    @Test("first vs last baseline with a two-line text")
    func firstVersusLast() throws {
        let children = [text("m", "ab\ncd", lines: 0), text("l", "ab", font: font20), box("k", 10, 12)]
        // first: baselines 8, 16, 12 → 16; below 20 − 8 = 12, 4, 0 → 12; height 28; tops 8, 0, 4
        let first = try layout(hstack(alignment: .firstBaseline, children), width: 40)
        #expect(first.bounds.height == 28)
        expectFrame(first, "m", rect(0, 8, 10, 20))
        expectFrame(first, "l", rect(10, 0, 20, 20))
        expectFrame(first, "k", rect(30, 4, 10, 12))
        // last: baselines 18, 16, 12 → 18; below 2, 4, 0 → 4; height 22; tops 0, 2, 6
        let last = try layout(hstack(alignment: .lastBaseline, children), width: 40)
        #expect(last.bounds.height == 22)
        expectFrame(last, "m", rect(0, 0, 10, 20))
        expectFrame(last, "l", rect(10, 2, 20, 20))
        expectFrame(last, "k", rect(30, 6, 10, 12))
    }

    // MARK: Nested vertical stack

    /// k: box 10 × 30; v: vertical stack, spacing 5, of "ab" 10 pt and "ab" 20 pt.
    /// v is 20 wide and 10 + 5 + 20 = 35 tall; first baseline 8 (its first child's),
    /// last baseline 10 + 5 + 16 = 31 (its last child's).
    static func rowWithVertical(_ alignment: StackAlignment, margins: DirectionalInsets = .zero) -> LayoutNode {
        hstack(alignment: alignment, [
            box("k", 10, 30),
            vstack(id: "v", spacing: 5, margins: margins, [text("t1", "ab"), text("t2", "ab", font: font20)]),
        ])
    }

    @Test("a nested vertical stack reports its first child's first baseline")
    func nestedVerticalFirst() throws {
        // baselines k 30, v 8 → 30; below: 0, 35 − 8 = 27 → height 57; tops k 0, v 22
        let result = try layout(Self.rowWithVertical(.firstBaseline), width: 30)
        #expect(result.bounds.size == Size(width: 30, height: 57))
        expectFrame(result, "k", rect(0, 0, 10, 30))
        expectFrame(result, "v", rect(10, 22, 20, 35))
        expectFrame(result, "t1", rect(10, 22, 20, 10))
        expectFrame(result, "t2", rect(10, 37, 20, 20))  // 22 + 10 + 5
    }

    @Test("a nested vertical stack reports its last child's last baseline")
    func nestedVerticalLast() throws {
        // baselines k 30, v 31 → 31; below: 0, 35 − 31 = 4 → height 35; tops k 1, v 0
        let result = try layout(Self.rowWithVertical(.lastBaseline), width: 30)
        #expect(result.bounds.size == Size(width: 30, height: 35))
        expectFrame(result, "k", rect(0, 1, 10, 30))
        expectFrame(result, "v", rect(10, 0, 20, 35))
        expectFrame(result, "t1", rect(10, 0, 20, 10))
        expectFrame(result, "t2", rect(10, 15, 20, 20))
    }

    @Test("a nested vertical stack's baselines include its top margin")
    func nestedVerticalMargins() throws {
        // margins top 3, bottom 2: v is 40 tall, first baseline 3 + 8 = 11
        // baselines k 30, v 11 → 30; below 0, 40 − 11 = 29 → 59; tops k 0, v 19
        let result = try layout(Self.rowWithVertical(.firstBaseline, margins: DirectionalInsets(top: 3, bottom: 2)), width: 30)
        #expect(result.bounds.height == 59)
        expectFrame(result, "v", rect(10, 19, 20, 40))
        expectFrame(result, "t1", rect(10, 22, 20, 10))
    }

    // MARK: Nested horizontal stack

    @Test("a nested horizontal stack reports its tallest child's baselines")
    func nestedHorizontalTallest() throws {
        // h (top-aligned) holds "ab" 10 pt (baseline 8) and "ab" 20 pt (the tallest, baseline 16):
        // h's baseline is 16, not its first child's 8. h is 30 × 20.
        let root = hstack(alignment: .firstBaseline, [
            box("k", 10, 10),
            hstack(id: "h", alignment: .leading, [text("t1", "ab"), text("t2", "ab", font: font20)]),
        ])
        // baselines k 10, h 16 → 16; below 0, 4 → 20; tops k 6, h 0
        let result = try layout(root, width: 40)
        #expect(result.bounds.height == 20)
        expectFrame(result, "k", rect(0, 6, 10, 10))
        expectFrame(result, "h", rect(10, 0, 30, 20))
        expectFrame(result, "t1", rect(10, 0, 10, 10))
        expectFrame(result, "t2", rect(20, 0, 20, 20))
    }

    @Test("a nested horizontal stack: on a height tie the first child's baselines")
    func nestedHorizontalTie() throws {
        // h holds "ab\ncd" 10 pt (20 tall, baselines 8/18) and "ab" 20 pt (20 tall, 16): tie → first → 8
        let root = hstack(alignment: .firstBaseline, [
            box("k", 10, 10),
            hstack(id: "h", alignment: .leading, [text("t1", "ab\ncd", lines: 0), text("t2", "ab", font: font20)]),
        ])
        // baselines k 10, h 8 → 10; below 0, 20 − 8 = 12 → 22; tops k 0, h 2
        let result = try layout(root, width: 40)
        #expect(result.bounds.height == 22)
        expectFrame(result, "k", rect(0, 0, 10, 10))
        expectFrame(result, "h", rect(10, 2, 30, 20))
    }

    @Test("a nested horizontal stack under baseline alignment: its tallest child where the alignment put it")
    func nestedHorizontalBaselineAligned() throws {
        // h (firstBaseline) holds "ab\ncd\nef" 10 pt (30 tall, first 8, last 28) and "ab" 20 pt (16).
        // Inside h: shared first baseline 16; tops 8 and 0; below max(30 − 8, 4) = 22 → h is 38 tall.
        // The tallest child (30) sits at 8, so h's last baseline is 8 + 28 = 36.
        let root = hstack(alignment: .lastBaseline, [
            box("k", 10, 10),
            hstack(id: "h", alignment: .firstBaseline, [
                text("t1", "ab\ncd\nef", lines: 0), text("t2", "ab", font: font20),
            ]),
        ])
        // outer last baselines: k 10, h 36 → 36; below 0, 38 − 36 = 2 → 38; tops k 26, h 0
        let result = try layout(root, width: 40)
        #expect(result.bounds.height == 38)
        expectFrame(result, "k", rect(0, 26, 10, 10))
        expectFrame(result, "h", rect(10, 0, 30, 38))
        expectFrame(result, "t1", rect(10, 8, 10, 30))
        expectFrame(result, "t2", rect(20, 0, 20, 20))
    }

    @Test("a stack with no visible child has its baselines at its bottom edge")
    func emptyStackBaseline() throws {
        // e: no visible children, margins top 5 bottom 15 → 0 × 20, baseline 20
        let root = hstack(alignment: .firstBaseline, [
            box("k", 10, 10),
            hstack(id: "e", margins: DirectionalInsets(top: 5, bottom: 15), [box("x", 10, 10, hidden: true)]),
        ])
        // baselines k 10, e 20 → 20; below 0 → height 20; tops k 10, e 0
        let result = try layout(root, width: 10)
        #expect(result.bounds.height == 20)
        expectFrame(result, "k", rect(0, 10, 10, 10))
        expectFrame(result, "e", rect(10, 0, 0, 20))
    }

    @Test("a box stretched by a fillEqually vertical stack has its baseline at its frame's bottom")
    func fillEquallyBoxBaselines() throws {
        // v (fillEqually) holds boxes 10 tall and 30 tall: at its natural height 2 · 30 = 60 each child's
        // frame is 30 tall, so a box's baseline (its bottom edge) is at 30 for the first child and at
        // 60 for the last.
        // first baseline: p's frame 0 … 30 → 30. Row: baselines "ab" 20 pt 16, v 30 → shared 30;
        // below 20 − 16 = 4, 60 − 30 = 30 → height 30 + 30 = 60; tops x 14, v 0
        let first = try layout(
            hstack(alignment: .firstBaseline, [
                text("x", "ab", font: font20),
                vstack(id: "v", distribution: .fillEqually, [box("p", 10, 10), box("q", 10, 30)]),
            ]), width: 30)
        #expect(first.bounds.height == 60)
        expectFrame(first, "x", rect(0, 14, 20, 20))
        expectFrame(first, "v", rect(20, 0, 10, 60))
        expectFrame(first, "p", rect(20, 0, 10, 30))
        expectFrame(first, "q", rect(20, 30, 10, 30))
        // last baseline: the last child (a 10-tall box) has the frame 30 … 60 → 60.
        // Row: baselines 16, 60 → 60; below 4, 0 → 64; tops x 44, v 0
        let last = try layout(
            hstack(alignment: .lastBaseline, [
                text("x", "ab", font: font20),
                vstack(id: "v", distribution: .fillEqually, [box("q", 10, 30), box("p", 10, 10)]),
            ]), width: 30)
        #expect(last.bounds.height == 64)
        expectFrame(last, "x", rect(0, 44, 20, 20))
        expectFrame(last, "v", rect(20, 0, 10, 60))
        expectFrame(last, "p", rect(20, 30, 10, 30))
    }

    @Test("a vertical fillEqually stack of text keeps each text's baselines from the top of its frame")
    func fillEquallyTextBaselines() throws {
        // v: "ab" 10 pt and "ab" 20 pt, fillEqually → each frame 20 tall, v 40 tall;
        // first baseline 8; last baseline 20 + 16 = 36.
        // Row lastBaseline with a 10 × 10 box: baselines 10, 36 → 36; below 0, 40 − 36 = 4 → 40; tops 26, 0
        let result = try layout(
            hstack(alignment: .lastBaseline, [
                box("k", 10, 10),
                vstack(id: "v", distribution: .fillEqually, [text("s", "ab"), text("l", "ab", font: font20)]),
            ]), width: 30)
        #expect(result.bounds.height == 40)
        expectFrame(result, "k", rect(0, 26, 10, 10))
        expectFrame(result, "v", rect(10, 0, 20, 40))
    }

    // MARK: Vertical baseline-relative arrangement

    @Test("vertical baseline-relative arrangement measures spacing baseline to baseline")
    func baselineRelative() throws {
        // spacing 20; gap 0 = 20 − (10 − 8) − 16 = 2; gap 1 = 20 − (20 − 16) − 10 = 6
        // y: 0, 10 + 2 = 12, 12 + 20 + 6 = 38; height 48
        let root = vstack(alignment: .leading, spacing: 20, baselineRelative: true, [
            text("t1", "ab"), text("t2", "ab", font: font20), box("b", 10, 10),
        ])
        expectSize(try fittingSize(root), 20, 48)
        let result = try layout(root, width: 20)
        expectFrame(result, "t1", rect(0, 0, 10, 10))
        expectFrame(result, "t2", rect(0, 12, 20, 20))
        expectFrame(result, "b", rect(0, 38, 10, 10))
        // baseline to baseline: t1 at 8, t2 at 12 + 16 = 28, b at 38 + 10 = 48 — 20 apart each
    }

    @Test("baseline-relative arrangement with custom spacing after a child")
    func baselineRelativeCustom() throws {
        // 30 after t1: gap 0 = 30 − 2 − 16 = 12 → t2 at 22; gap 1 = 6 → b at 22 + 20 + 6 = 48; height 58
        let root = vstack(alignment: .leading, spacing: 20, baselineRelative: true, [
            text("t1", "ab", spacingAfter: 30), text("t2", "ab", font: font20), box("b", 10, 10),
        ])
        let result = try layout(root, width: 20)
        #expect(result.bounds.height == 58)
        expectFrame(result, "t2", rect(0, 22, 20, 20))
        expectFrame(result, "b", rect(0, 48, 10, 10))
    }

    @Test("a baseline-relative vertical stack nested in a baseline row")
    func baselineRelativeNested() throws {
        // v (as above) has first baseline 8 and last baseline 48 (its box's bottom), height 48, width 20
        let v = vstack(id: "v", alignment: .leading, spacing: 20, baselineRelative: true, [
            text("t1", "ab"), text("t2", "ab", font: font20), box("b", 10, 10),
        ])
        // last baselines: text "ab" 20 pt → 16, v → 48 → shared 48; below: 4, 0 → 52; tops 32, 0
        let result = try layout(hstack(alignment: .lastBaseline, [text("x", "ab", font: font20), v]), width: 40)
        #expect(result.bounds.height == 52)
        expectFrame(result, "x", rect(0, 32, 20, 20))
        expectFrame(result, "v", rect(20, 0, 20, 48))
    }
}
