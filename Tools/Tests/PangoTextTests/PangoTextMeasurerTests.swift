import PangoText
import StackLayout
import Testing

/// Samples in the five scripts the issue names, with the line counts a reader counts when the
/// text is wrapped at `wrap` (derived in `wrappedLineCounts` from the measured word widths).
private let samples: [(language: String, text: String)] = [
    ("en", "Open in Safari"),
    ("de", "Zu Favoriten hinzufügen"),
    ("ar", "فتح في سفاري"),
    ("he", "פתח בספארי"),
    ("zh", "在浏览器中打开"),
]

@Suite("Pango measurement with the pinned fonts")
struct PangoTextMeasurerTests {
    let measurer = PangoFixture.measurer()

    @Test("widths are positive and identical across measurers and runs", arguments: samples.map(\.text))
    func stableWidths(text: String) {
        let first = measurer.measure(PangoFixture.request(text))
        let again = measurer.measure(PangoFixture.request(text))
        let other = PangoFixture.measurer().measure(PangoFixture.request(text))
        #expect(first.size.width > 0)
        #expect(first == again)
        #expect(first == other)
        #expect(first.lineCount == 1)
    }

    @Test("every script has a glyph for every character (no tofu)", arguments: samples.map(\.text))
    func noUnknownGlyphs(text: String) {
        #expect(measurer.unknownGlyphCount(text, font: PangoFixture.sans(17)) == 0)
    }

    @Test("Arabic and Hebrew resolve right to left; the others left to right", arguments: samples)
    func direction(sample: (language: String, text: String)) {
        let rtl = ["ar", "he"].contains(sample.language)
        #expect(measurer.measure(PangoFixture.request(sample.text)).isRightToLeft == rtl)
    }

    @Test("baselines lie inside the line box and ascent + descent is the line height")
    func baselinesInsideLineBox() {
        for (_, text) in samples {
            let metrics = measurer.measure(PangoFixture.request(text))
            #expect(metrics.firstBaseline > 0 && metrics.firstBaseline < metrics.size.height)
            #expect(metrics.lastBaseline == metrics.firstBaseline)
        }
        let latin = measurer.measure(PangoFixture.request("Open in Safari"))
        // One Latin line is exactly the primary face's ascent + descent tall, and its baseline
        // sits one ascent below the top.
        #expect(abs(latin.size.height - (latin.ascent + latin.descent)) < 0.01)
        #expect(abs(latin.firstBaseline - latin.ascent) < 0.01)
    }

    @Test("wrapping breaks where a reader would: between words, greedily")
    func wrapsBetweenWords() {
        // "Open in" fits a line of its own width (+1 pt); "Safari" goes to the next line.
        let openIn = measurer.measure(PangoFixture.request("Open in")).size.width
        let whole = measurer.measure(PangoFixture.request("Open in Safari")).size.width
        let wrapped = measurer.measure(PangoFixture.request("Open in Safari", wrap: openIn + 1))
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.size.width <= openIn + 1)
        #expect(wrapped.lastBaseline > wrapped.firstBaseline)
        // Two lines are twice as tall as one (same font, no spacing).
        #expect(abs(wrapped.size.height - 2 * measurer.measure(PangoFixture.request("Open")).size.height) < 0.01)
        // At the full width it stays on one line.
        #expect(measurer.measure(PangoFixture.request("Open in Safari", wrap: whole)).lineCount == 1)
    }

    @Test("a German word longer than the line breaks between characters instead of overflowing")
    func longWordBreaks() {
        let word = "Donaudampfschifffahrtsgesellschaftskapitänsmütze"
        let full = measurer.measure(PangoFixture.request(word)).size.width
        let metrics = measurer.measure(PangoFixture.request(word, wrap: 160))
        #expect(full > 320)  // more than two lines' worth
        #expect(metrics.size.width <= 160)
        #expect(metrics.lineCount >= Int((full / 160).rounded(.up)))
    }

    @Test("a line starting inside a word broken for want of room is reported; breaks between words or ideographs are not")
    func breaksWithinWord() {
        let word = "Donaudampfschifffahrtsgesellschaftskapitänsmütze"
        let full = measurer.measure(PangoFixture.request(word)).size.width
        // Wrapped at half its width (or less), the word cannot stay whole.
        #expect(measurer.measure(PangoFixture.request(word, wrap: full / 2)).breaksWithinWord)
        // Unwrapped, or wrapped at its own width: one line, nothing broken.
        #expect(!measurer.measure(PangoFixture.request(word)).breaksWithinWord)
        #expect(!measurer.measure(PangoFixture.request(word, wrap: full)).breaksWithinWord)
        // Two lines broken between words, in Latin and Arabic script; three between ideographs.
        let openIn = measurer.measure(PangoFixture.request("Open in")).size.width
        let latin = measurer.measure(PangoFixture.request("Open in Safari", wrap: openIn + 1))
        #expect(latin.lineCount == 2 && !latin.breaksWithinWord)
        let arabicFirst = measurer.measure(PangoFixture.request("فتح في")).size.width
        let arabic = measurer.measure(PangoFixture.request("فتح في سفاري", wrap: arabicFirst + 1))
        #expect(arabic.lineCount == 2 && !arabic.breaksWithinWord)
        let one = measurer.measure(PangoFixture.request("在")).size.width
        let chinese = measurer.measure(PangoFixture.request("在浏览器中打开链接并分享给朋友", wrap: 5 * one + 1))
        #expect(chinese.lineCount == 3 && !chinese.breaksWithinWord)
        // A new paragraph starts at a break opportunity.
        #expect(!measurer.measure(PangoFixture.request("Open\nSafari")).breaksWithinWord)
    }

    @Test("a word broken only on a line the limit hides is not reported")
    func brokenWordBeyondTheLimit() {
        // "Open" on line 1, the word from its start on line 2, its rest on line 3 and on.
        let word = "Donaudampfschifffahrtsgesellschaftskapitänsmütze"
        let full = measurer.measure(PangoFixture.request(word)).size.width
        let text = "Open " + word
        #expect(measurer.measure(PangoFixture.request(text, wrap: full / 2)).breaksWithinWord)
        let limited = measurer.measure(PangoFixture.request(text, wrap: full / 2, lines: 2))
        #expect(limited.lineCount == 2 && limited.isTruncated)
        #expect(!limited.breaksWithinWord)
    }

    @Test("Chinese wraps between characters without spaces")
    func chineseWrapsBetweenCharacters() {
        let text = "在浏览器中打开链接并分享给朋友"  // 15 characters, no spaces
        let one = measurer.measure(PangoFixture.request("在")).size.width
        // Room for 5 characters (and a bit): 15 characters make 3 lines.
        let metrics = measurer.measure(PangoFixture.request(text, wrap: 5 * one + 1))
        #expect(metrics.lineCount == 3)
        #expect(metrics.size.width <= 5 * one + 1)
    }

    @Test("a line limit truncates and says so")
    func lineLimit() {
        let text = "The quick brown fox jumps over the lazy dog"
        let unlimited = measurer.measure(PangoFixture.request(text, wrap: 120))
        let limited = measurer.measure(PangoFixture.request(text, wrap: 120, lines: 2))
        #expect(unlimited.lineCount > 2)
        #expect(!unlimited.isTruncated)
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(abs(limited.size.height - 2 * unlimited.size.height / Double(unlimited.lineCount)) < 0.01)
        // Three paragraphs, limit 2: the third is cut off.
        let paragraphs = measurer.measure(PangoFixture.request("a\nb\nc", lines: 2))
        #expect(paragraphs.lineCount == 2)
        #expect(paragraphs.isTruncated)
    }

    @Test("bigger fonts measure proportionally wider")
    func scalesWithSize() {
        let small = measurer.measure(PangoFixture.request("Share", size: 10)).size.width
        let large = measurer.measure(PangoFixture.request("Share", size: 20)).size.width
        // Unhinted, unrounded metrics scale linearly with the font size.
        #expect(abs(large - 2 * small) < 0.01)
    }

    @Test("semibold is wider than regular")
    func weightMatters() {
        let regular = measurer.measure(TextMeasurementRequest(
            string: "Delete", font: PangoFixture.sans(17, .regular), maximumLines: 1, wrapWidth: nil))
        let bold = measurer.measure(TextMeasurementRequest(
            string: "Delete", font: PangoFixture.sans(17, .semibold), maximumLines: 1, wrapWidth: nil))
        #expect(bold.size.width > regular.size.width)
    }

    @Test("empty text is one empty line")
    func emptyText() {
        let metrics = measurer.measure(PangoFixture.request(""))
        #expect(metrics.size.width == 0)
        #expect(metrics.lineCount == 1)
        #expect(metrics.size.height > 0)
    }
}
