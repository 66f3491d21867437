import Testing

@testable import StackLayout

/// Text inside stacks: intrinsic width unwrapped, height wrapped at the width it gets, at most
/// `lines` lines. "Hello world" at 10 pt: 55 × 10 unwrapped; at 40 wide "Hello" / "world", 25 × 20.
struct TextLayoutTests {
    @Test("horizontal row: compressed text wraps and the row grows taller")
    func compressedTextWraps() throws {
        // box 100 × 5 then text (no line limit); W = 140: deficit 155 − 140 = 15; tie at 750 → the last
        // child (the text) shrinks to 40 → two lines, 20 tall; the row is 20 tall
        let root = hstack(alignment: .leading, [box("b", 100, 5), text("t", "Hello world", lines: 0)])
        let result = try layout(root, width: 140)
        #expect(result.bounds.size == Size(width: 140, height: 20))
        expectFrame(result, "b", rect(0, 0, 100, 5))
        expectFrame(result, "t", rect(100, 0, 40, 20))
        let metrics = try #require(result.textMetrics[2])  // nodes: 0 root, 1 box, 2 text
        #expect(metrics.lineCount == 2)
        #expect(metrics.size == Size(width: 25, height: 20))
        #expect(!metrics.isTruncated)
    }

    @Test("horizontal row: a one-line label is truncated, not wrapped")
    func lineLimitOne() throws {
        let root = hstack(alignment: .leading, [box("b", 100, 5), text("t", "Hello world")])
        let result = try layout(root, width: 140)
        // the text is still 40 wide but one line: 10 tall
        expectFrame(result, "t", rect(100, 0, 40, 10))
        #expect(result.bounds.height == 10)
        #expect(result.textMetrics[2]?.isTruncated == true)
    }

    @Test("horizontal row: a two-line limit on a word broken between characters")
    func lineLimitTwo() throws {
        // W = 120: the text gets 20 → 4 characters a line: "Hell", "o", "worl", "d" → cut to 2 lines,
        // 20 tall, truncated
        let root = hstack(alignment: .leading, [box("b", 100, 5), text("t", "Hello world", lines: 2)])
        let result = try layout(root, width: 120)
        expectFrame(result, "t", rect(100, 0, 20, 20))
        let metrics = try #require(result.textMetrics[2])
        #expect(metrics.lineCount == 2)
        #expect(metrics.isTruncated)
    }

    @Test("vertical leading stack: long text is capped at the width and wraps; short text keeps its width")
    func verticalLeadingCaps() throws {
        let root = vstack(alignment: .leading, [
            text("long", "Hello world", lines: 0), text("short", "Hi"), box("b", 30, 10),
        ])
        let result = try layout(root, width: 40)
        expectFrame(result, "long", rect(0, 0, 40, 20))  // min(55, 40) = 40 → 2 lines
        expectFrame(result, "short", rect(0, 20, 10, 10))  // "Hi" 10 wide
        expectFrame(result, "b", rect(0, 30, 30, 10))
        #expect(result.bounds.height == 40)
        // with a one-line limit the long text stays one line tall
        let limited = try layout(
            vstack(alignment: .leading, [text("long", "Hello world"), box("b", 30, 10)]), width: 40)
        expectFrame(limited, "long", rect(0, 0, 40, 10))
        expectFrame(limited, "b", rect(0, 10, 30, 10))
    }

    @Test("intrinsic width is the widest paragraph on one line")
    func paragraphs() throws {
        // "abc" 15, "abcdef" 30 → 30 wide, 2 lines, 20 tall
        expectSize(try fittingSize(hstack([text(nil, "abc\nabcdef", lines: 0)])), 30, 20)
    }

    @Test("text styles follow the content size category", arguments: [
        (TextSizeCategory.large, 17.0),  // body at the default size: 17 pt
        (.extraSmall, 14),
        (.accessibilityExtraExtraExtraLarge, 53),
    ])
    func dynamicType(category: TextSizeCategory, size: Double) throws {
        // "ab" in body: 2 · size/2 = size wide, one line = size tall
        let root = hstack([text(nil, "ab", font: .style(.body))])
        expectSize(try fittingSize(root, category: category), size, size)
    }
}
