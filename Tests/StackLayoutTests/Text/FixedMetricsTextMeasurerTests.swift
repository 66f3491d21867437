import Testing

@testable import StackLayout

/// The documented metrics: narrow characters and spaces 0.5 em, wide (CJK) characters 1 em,
/// lines 1 em, ascent 0.8 em, descent 0.2 em.
struct FixedMetricsTextMeasurerTests {
    let measurer = FixedMetricsTextMeasurer()

    func measure(_ string: String, size: Double = 10, lines: Int = 0, wrap: Double? = nil) -> TextMetrics {
        measurer.measure(
            TextMeasurementRequest(
                string: string, font: FontDescriptor(family: "Fixed", size: size), maximumLines: lines,
                wrapWidth: wrap))
    }

    @Test("\"Hello world\" at 10 pt is 55 × 10")
    func helloWorld() {
        // 10 letters + 1 space = 11 · 5 = 55
        let m = measure("Hello world")
        #expect(m.size == Size(width: 55, height: 10))
        #expect(m.lineCount == 1)
        #expect(m.firstBaseline == 8 && m.lastBaseline == 8)
        #expect(m.ascent == 8 && m.descent == 2)
        #expect(!m.isTruncated)
    }

    @Test("wrapped at 40: two lines, 25 × 20")
    func wrapped() {
        let m = measure("Hello world", wrap: 40)
        #expect(m.size == Size(width: 25, height: 20))
        #expect(m.lineCount == 2)
        #expect(m.firstBaseline == 8)
        #expect(m.lastBaseline == 18)  // (2 − 1) · 10 + 8
    }

    @Test("a wrap width equal to the text's width keeps one line", arguments: [(55.0, 1), (54.5, 2)])
    func wrapBoundary(wrap: Double, lines: Int) {
        #expect(measure("Hello world", wrap: wrap).lineCount == lines)
    }

    @Test("greedy breaking at spaces")
    func greedy() {
        // "aa bb cc": words 10, spaces 5; at 25 "aa bb" (25) fits, "cc" goes on → widths 25, 10
        let m = measure("aa bb cc", wrap: 25)
        #expect(m.lineCount == 2)
        #expect(m.size == Size(width: 25, height: 20))
    }

    @Test("scales with the font size")
    func size20() {
        let m = measure("Hello world", size: 20)
        #expect(m.size == Size(width: 110, height: 20))
        #expect(m.firstBaseline == 16 && m.ascent == 16 && m.descent == 4)
    }

    @Test("East Asian wide characters advance 1 em and break between each other")
    func wide() {
        #expect(measure("日本語").size == Size(width: 30, height: 10))
        #expect(measure("한글").size.width == 20)
        #expect(measure("ｶ").size.width == 5)  // half-width katakana U+FF76 is narrow
        #expect(measure("Ａ").size.width == 10)  // full-width Latin U+FF21 is wide
        // "ab日本": 5 + 5 + 10 + 10
        #expect(measure("ab日本").size.width == 30)
        // wrapped at 20: "日本" / "語"
        let m = measure("日本語", wrap: 20)
        #expect(m.lineCount == 2)
        #expect(m.size == Size(width: 20, height: 20))
        #expect(FixedMetricsTextMeasurer.isWide("日".unicodeScalars.first!))
        #expect(!FixedMetricsTextMeasurer.isWide("a".unicodeScalars.first!))
    }

    @Test("a word wider than the wrap width is broken between characters")
    func longWord() {
        // "abcdefghij" is 50; at 20, four characters a line: "abcd", "efgh", "ij"
        let m = measure("abcdefghij", wrap: 20)
        #expect(m.lineCount == 3)
        #expect(m.size == Size(width: 20, height: 30))
        // after a short word the long one starts a new line: "ab" / "abcd" / "efgh"
        let after = measure("ab abcdefgh", wrap: 20)
        #expect(after.lineCount == 3)
        #expect(after.size.width == 20)
        // narrower than one character: still one character a line
        let narrow = measure("abc", wrap: 3)
        #expect(narrow.lineCount == 3)
        #expect(narrow.size == Size(width: 5, height: 30))
    }

    @Test("a line shown that starts inside a broken word is reported, and only such a line")
    func breaksWithinWord() {
        // "abcd" / "efgh" / "ij": lines 2 and 3 start inside the word.
        #expect(measure("abcdefghij", wrap: 20).breaksWithinWord)
        // "ab" / "abcd" / "efgh": line 2 starts the word, line 3 is inside it.
        #expect(measure("ab abcdefgh", wrap: 20).breaksWithinWord)
        // … and with a limit of 2 lines, line 3 is not shown: nothing broken is shown.
        let limited = measure("ab abcdefgh", lines: 2, wrap: 20)
        #expect(limited.isTruncated && !limited.breaksWithinWord)
        // Breaks at spaces and between wide characters, a word exactly as wide as the line (20),
        // a new paragraph, and no wrap width: nothing broken.
        #expect(!measure("aa bb cc", wrap: 25).breaksWithinWord)
        #expect(!measure("日本語", wrap: 20).breaksWithinWord)
        #expect(!measure("abcd abcd", wrap: 20).breaksWithinWord)
        #expect(!measure("abcdefghij\nab", wrap: 50).breaksWithinWord)
        #expect(!measure("abcdefghij").breaksWithinWord)
        // A broken word's tail shares its line with the next word: "abcdef" / "gh ab".
        let tail = measure("abcdefgh ab", wrap: 30)
        #expect(tail.lineCount == 2 && tail.breaksWithinWord)
    }

    @Test("a hyphen between letters is a break opportunity, as Pango's line breaking has it")
    func hyphenBreaks() {
        // "Wi-Fi-Netzwerk" (14 characters, 70 pt at 10 pt) at 40 pt: "Wi-Fi-" is 6 characters
        // (30 pt), "Netzwerk" 8 (40 pt): two lines, the second starting after a hyphen, so no
        // word is broken; the widest line is 40 pt.
        let compound = measure("Wi-Fi-Netzwerk", wrap: 40)
        #expect(compound.lineCount == 2 && !compound.breaksWithinWord)
        #expect(compound.size == Size(width: 40, height: 20))
        // The parts join their line with no space, and "Netzwerk" has no break inside: at 50 pt
        // the lines are still "Wi-Fi-" (30) and "Netzwerk" (40); at 70 pt the whole word is one line.
        #expect(measure("Wi-Fi-Netzwerk", wrap: 50).size == Size(width: 40, height: 20))
        #expect(measure("Wi-Fi-Netzwerk", wrap: 70).lineCount == 1)
        // Parts fill a line greedily: "ab-cd-ef" at 30 pt is "ab-cd-" (6 characters, 30 pt) and "ef".
        let parts = measure("ab-cd-ef", wrap: 30)
        #expect(parts.lineCount == 2 && parts.size.width == 30 && !parts.breaksWithinWord)
        // No break before a digit ("COVID-19" at 20 pt breaks inside as any word wider than its
        // line: "COVI", "D-19"), nor at a word's edge ("-abc" is one unbreakable run), nor at a
        // non-breaking hyphen (U+2011).
        #expect(measure("COVID-19", wrap: 20).breaksWithinWord)
        #expect(measure("-abcdef", wrap: 20).breaksWithinWord)
        #expect(measure("ab\u{2011}cdef", wrap: 20).breaksWithinWord)
        // U+2010 HYPHEN breaks as "-" does.
        #expect(!measure("abc\u{2010}def", wrap: 20).breaksWithinWord)
    }

    @Test("a line limit drops lines and says so")
    func lineLimit() {
        // "a b c d" at 5: one letter a line, 4 lines
        #expect(measure("a b c d", wrap: 5).lineCount == 4)
        let m = measure("a b c d", lines: 2, wrap: 5)
        #expect(m.lineCount == 2)
        #expect(m.size == Size(width: 5, height: 20))
        #expect(m.lastBaseline == 18)
        #expect(m.isTruncated)
        // a limit that is not reached truncates nothing
        #expect(!measure("a b c d", lines: 4, wrap: 5).isTruncated)
        // the width is the widest line shown: "abc" (15), not "abcdef" (30)
        let shown = measure("abc\nabcdef", lines: 1)
        #expect(shown.size == Size(width: 15, height: 10))
        #expect(shown.isTruncated)
    }

    @Test("empty text is one empty line")
    func empty() {
        let m = measure("")
        #expect(m.size == Size(width: 0, height: 10))
        #expect(m.lineCount == 1)
        #expect(m.firstBaseline == 8 && m.lastBaseline == 8)
        #expect(measure("", wrap: 10).size == Size(width: 0, height: 10))
    }

    @Test("newlines start paragraphs; empty paragraphs are empty lines")
    func paragraphs() {
        let m = measure("a\n\nbc")
        #expect(m.lineCount == 3)
        #expect(m.size == Size(width: 10, height: 30))
        #expect(m.lastBaseline == 28)
    }

    @Test("spaces at the start and end of a paragraph take no width; inner spaces do")
    func spaces() {
        #expect(measure("  ab  ").size.width == 10)
        #expect(measure("a  b").size.width == 20)  // 5 + 2 · 5 + 5
        // the space where a line breaks takes no width: "aa" / "bb", each 10
        #expect(measure("aa bb", wrap: 12).size.width == 10)
    }
}
