import PangoText
import StackLayout
import Testing

/// Texts past Pango's 32-bit units (1/1024 pt: ±2,097,151.999 pt), which used to trap in the
/// measurer's own sums or come back wrapped around to a small height.
@Suite("Pango measurement of texts larger than Pango's 32-bit units")
struct PangoLargeTextTests {
    let measurer = PangoFixture.measurer()
    /// 95 words: 380 letters and 94 spaces.
    static let words = Array(repeating: "word", count: 95).joined(separator: " ")
    /// The most Pango's 32-bit units hold, in points.
    static let pangoLimit = Double(Int32.max) / 1024

    @Test("a wrapped text taller than Pango's units is as tall as its lines, each as tall as one line alone")
    func tallText() {
        // At 4000 pt no letter fits 375 pt, so every line holds one character: the text is
        // hundreds of lines of 4656 pt, past 2,097,152 pt, while its widest glyph fits Pango.
        let oneLine = measurer.measure(PangoFixture.request("w", size: 4000))
        let text = measurer.measure(PangoFixture.request(Self.words, size: 4000, wrap: 375))
        #expect(oneLine.lineCount == 1)
        #expect(text.lineCount > Int((Self.pangoLimit / oneLine.size.height).rounded(.up)))
        #expect(text.size.height == Double(text.lineCount) * oneLine.size.height)
        #expect(text.size.height > Self.pangoLimit)
        #expect(text.firstBaseline == oneLine.firstBaseline)
        #expect(text.lastBaseline == Double(text.lineCount - 1) * oneLine.size.height + oneLine.firstBaseline)
        #expect(!text.isTruncated)
    }

    @Test("a paragraph wider than Pango's units is reported at least that long both ways", arguments: [nil, 375.0])
    func overflowingParagraph(wrap: Double?) {
        // 95 × "word" plus 94 spaces at 10,000 pt is some 2.6 million points of glyphs: Pango's
        // own sums wrap around (its line breaking puts it all on one line of width 0).
        let letter = measurer.measure(PangoFixture.request("word ", size: 10_000)).size.width
        let text = measurer.measure(PangoFixture.request(Self.words, size: 10_000, wrap: wrap))
        let expected = 95 * letter - measurer.measure(PangoFixture.request(" ", size: 10_000)).size.width
        #expect(text.size.width > Self.pangoLimit)
        #expect(abs(text.size.width - expected) < 1)
        #expect(text.size.height == text.size.width)
    }

    @Test("a long paragraph that Pango's units still hold is measured by Pango as before")
    func longParagraphWithinUnits() {
        // 95 × "word " at 4000 pt: about 1.05 million points, under the limit although the
        // 8-em-a-byte bound sends it through the 64-bit check first.
        let letter = measurer.measure(PangoFixture.request("word ", size: 4000)).size.width
        let text = measurer.measure(PangoFixture.request(Self.words + " ", size: 4000))
        #expect(text.lineCount == 1)
        #expect(abs(text.size.width - 95 * letter) < 0.01)
        #expect(text.size.height == measurer.measure(PangoFixture.request("w", size: 4000)).size.height)
    }
}
