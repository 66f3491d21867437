@testable import CoreTextMeasurement
import StackLayout
import Testing

/// Typeset lines → metrics, with lines written out by hand as Core Text would report them. The
/// font has ascent 14, descent 4 and leading 2, so uniform lines are 20 pt apart and a line's
/// bottom is its baseline + 6.
@Suite("Typeset lines become text metrics")
struct TypesetTextMetricsTests {
    static let font = FontLineMetrics(ascent: 14, descent: 4, leading: 2)

    static func line(_ range: Range<Int>, width: Double, trailing: Double = 0, baseline: Double) -> TypesetLine {
        TypesetLine(
            range: range, width: width, trailingWhitespaceWidth: trailing,
            ascent: 14, descent: 4, leading: 2, baseline: baseline)
    }

    static func request(_ string: String, lines: Int = 0, wrap: Double? = 45) -> TextMeasurementRequest {
        TextMeasurementRequest(
            string: string, font: FontDescriptor(family: TextFont.systemFamily, size: 17),
            maximumLines: lines, wrapWidth: wrap)
    }

    /// "one two three" wrapped into "one ", "two ", "three"; the spaces at the wraps are 5 wide.
    static let threeLines = TypesetText(
        string: "one two three",
        lines: [
            line(0..<4, width: 34, trailing: 5, baseline: 14),
            line(4..<8, width: 36, trailing: 5, baseline: 34),
            line(8..<13, width: 40, baseline: 54),
        ],
        font: font)

    static let exact = PixelGrid(scale: 0)

    @Test("three lines: widest line without its trailing space, bottom of the last line, both baselines")
    func threeLines() {
        let metrics = Self.threeLines.metrics(for: Self.request("one two three"), truncatedLastLineWidth: nil, grid: Self.exact)
        // Widths 34 − 5 = 29, 36 − 5 = 31 and 40; height 54 + 4 + 2.
        #expect(metrics == TextMetrics(
            size: Size(width: 40, height: 60), lineCount: 3, firstBaseline: 14, lastBaseline: 54,
            ascent: 14, descent: 4, isTruncated: false, isRightToLeft: false, breaksWithinWord: false))
    }

    @Test("a line limit keeps the first lines, and the ellipsized last line's width replaces its own")
    func lineLimit() {
        let request = Self.request("one two three", lines: 2)
        let text = Self.threeLines
        #expect(text.shownLineCount(maximumLines: 2) == 2)
        // The second line, "two ", is cut inside its paragraph: "two three" gets the ellipsis.
        #expect(text.ellipsisRange(for: request) == 4..<13)
        let plain = text.metrics(for: request, truncatedLastLineWidth: nil, grid: Self.exact)
        #expect(plain.size == Size(width: 31, height: 40))
        #expect(plain.lineCount == 2 && plain.isTruncated && plain.lastBaseline == 34)
        let ellipsized = text.metrics(for: request, truncatedLastLineWidth: 44, grid: Self.exact)
        #expect(ellipsized.size == Size(width: 44, height: 40))
    }

    @Test("no ellipsis without a wrap width, without a limit, or when nothing is cut")
    func noEllipsis() {
        let text = Self.threeLines
        #expect(text.ellipsisRange(for: Self.request("one two three", lines: 2, wrap: nil)) == nil)
        #expect(text.ellipsisRange(for: Self.request("one two three", lines: 0)) == nil)
        #expect(text.ellipsisRange(for: Self.request("one two three", lines: 3)) == nil)
        #expect(text.ellipsisRange(for: Self.request("one two three", lines: 5)) == nil)
        #expect(!text.metrics(for: Self.request("one two three", lines: 3), truncatedLastLineWidth: nil, grid: Self.exact).isTruncated)
    }

    @Test("a limit that ends at a paragraph's end truncates without an ellipsis")
    func limitAtParagraphEnd() {
        // "ab\ncd": two paragraphs, one line each.
        let text = TypesetText(
            string: "ab\ncd",
            lines: [Self.line(0..<3, width: 20, baseline: 14), Self.line(3..<5, width: 22, baseline: 34)],
            font: Self.font)
        let request = Self.request("ab\ncd", lines: 1)
        #expect(text.ellipsisRange(for: request) == nil)
        let metrics = text.metrics(for: request, truncatedLastLineWidth: nil, grid: Self.exact)
        #expect(metrics.isTruncated && metrics.lineCount == 1 && metrics.size == Size(width: 20, height: 20))
    }

    @Test("the ellipsis range stops at the paragraph's end")
    func ellipsisStopsAtParagraphEnd() {
        // "aa bb cc\ndd": "aa ", "bb ", "cc\n", "dd"; two lines shown.
        let text = TypesetText(
            string: "aa bb cc\ndd",
            lines: [
                Self.line(0..<3, width: 25, trailing: 5, baseline: 14),
                Self.line(3..<6, width: 25, trailing: 5, baseline: 34),
                Self.line(6..<9, width: 20, baseline: 54),
                Self.line(9..<11, width: 20, baseline: 74),
            ],
            font: Self.font)
        #expect(text.ellipsisRange(for: Self.request("aa bb cc\ndd", lines: 2)) == 3..<8)
    }

    @Test("empty text is one empty line of the font's height")
    func emptyText() {
        let text = TypesetText(string: "", lines: [], font: Self.font)
        let metrics = text.metrics(for: Self.request(""), truncatedLastLineWidth: nil, grid: Self.exact)
        #expect(metrics == TextMetrics(
            size: Size(width: 0, height: 20), lineCount: 1, firstBaseline: 14, lastBaseline: 14,
            ascent: 14, descent: 4, isTruncated: false))
    }

    @Test("a final paragraph separator starts an empty last line")
    func finalNewline() {
        let text = TypesetText(string: "Hi\n", lines: [Self.line(0..<3, width: 20, baseline: 14)], font: Self.font)
        let metrics = text.metrics(for: Self.request("Hi\n"), truncatedLastLineWidth: nil, grid: Self.exact)
        // The empty line's baseline: 14 + 4 + 2 + 14 = 34; its bottom 34 + 6 = 40.
        #expect(metrics.lineCount == 2 && metrics.lastBaseline == 34 && metrics.size == Size(width: 20, height: 40))
        let limited = text.metrics(for: Self.request("Hi\n", lines: 1), truncatedLastLineWidth: nil, grid: Self.exact)
        #expect(limited.lineCount == 1 && limited.isTruncated && limited.size.height == 20)
        #expect(text.ellipsisRange(for: Self.request("Hi\n", lines: 1)) == nil)
    }

    @Test("no empty line is added when the text ends without a separator or the frame did not reach the end")
    func noExtraLine() {
        let two = TypesetText(
            string: "Hi\nyou",
            lines: [Self.line(0..<3, width: 20, baseline: 14), Self.line(3..<6, width: 30, baseline: 34)],
            font: Self.font)
        #expect(two.laidOutLines.count == 2)
        // Core Text stopped after "a b " (the frame was full): the final "\n" was never reached.
        let cut = TypesetText(string: "a b c\n", lines: [Self.line(0..<4, width: 20, baseline: 14)], font: Self.font)
        #expect(cut.laidOutLines.count == 1)
    }

    @Test("a wrapped line that starts inside a word is reported only while it is shown")
    func brokenWord() {
        // "Donaudampfschiff" broken after its tenth letter.
        let text = TypesetText(
            string: "Donaudampfschiff",
            lines: [Self.line(0..<10, width: 90, baseline: 14), Self.line(10..<16, width: 50, baseline: 34)],
            font: Self.font)
        #expect(text.metrics(for: Self.request("Donaudampfschiff"), truncatedLastLineWidth: nil, grid: Self.exact).breaksWithinWord)
        #expect(!text.metrics(for: Self.request("Donaudampfschiff", lines: 1), truncatedLastLineWidth: nil, grid: Self.exact).breaksWithinWord)
    }

    @Test("right-to-left text says so")
    func rightToLeft() {
        let text = TypesetText(string: "שלום", lines: [Self.line(0..<4, width: 30, baseline: 14)], font: Self.font)
        #expect(text.metrics(for: Self.request("שלום"), truncatedLastLineWidth: nil, grid: Self.exact).isRightToLeft)
    }

    @Test("the size is rounded up to the pixel grid; baselines stay exact")
    func pixelRounding() {
        let text = TypesetText(string: "x", lines: [Self.line(0..<1, width: 40.05, baseline: 14.2)], font: Self.font)
        let metrics = text.metrics(for: Self.request("x"), truncatedLastLineWidth: nil, grid: PixelGrid(scale: 3))
        // 40.05 pt = 120.15 px → 121 px; 14.2 + 6 = 20.2 pt = 60.6 px → 61 px.
        #expect(metrics.size == Size(width: 121.0 / 3, height: 61.0 / 3))
        #expect(metrics.firstBaseline == 14.2)
    }
}
