@testable import CoreTextMeasurement
import Testing

@Suite("Where a wrapped line may start without breaking a word")
struct LineBreakOpportunityTests {
    func allows(_ string: String, _ offset: Int) -> Bool {
        LineBreakOpportunity.allowsLineStart(in: string, atUTF16Offset: offset)
    }

    @Test("after a space, not between letters; the ends of the text always")
    func spaces() {
        #expect(allows("Hello world", 6))
        #expect(!allows("Hello world", 3))
        #expect(allows("Hello world", 0))
        #expect(allows("Hello world", 11))
        #expect(allows("Hello  world", 6))  // at the second of two spaces
    }

    @Test("after a hard line break, a hyphen, a dash or a slash")
    func breakAfterCharacters() {
        #expect(allows("a\nb", 2))
        #expect(allows("well-known", 5))
        #expect(allows("A–Z", 2))
        #expect(allows("path/to", 5))
        #expect(!allows("1,000", 2))
    }

    @Test("around ideographs and emoji, and in scripts broken by dictionary")
    func breakAnywhereScripts() {
        #expect(allows("日本語", 1))
        #expect(allows("ab日本", 2))
        #expect(allows("😀😀", 2))
        #expect(allows("ภาษาไทย", 3))
    }

    @Test("never inside a character: a surrogate pair, a letter and its accent")
    func insideCharacters() {
        // "😀" is two UTF-16 code units; U+0301 combines with the "e" before it.
        #expect(!allows("😀 ab", 1))
        #expect(allows("😀 ab", 3))
        #expect(!allows("e\u{301}x", 1))
        #expect(!allows("e\u{301}x", 2))
    }

    @Test("only lines after the first count")
    func firstLineIgnored() {
        func line(_ range: Range<Int>) -> TypesetLine {
            TypesetLine(range: range, width: 0, trailingWhitespaceWidth: 0, ascent: 0, descent: 0, leading: 0, baseline: 0)
        }
        #expect(!LineBreakOpportunity.anyLineStartsInsideWord("Straße", lines: [line(0..<6)]))
        #expect(LineBreakOpportunity.anyLineStartsInsideWord("Straße", lines: [line(0..<3), line(3..<6)]))
        // After the emoji and its space (UTF-16 offset 3): a word start.
        #expect(!LineBreakOpportunity.anyLineStartsInsideWord("😀 ab cd", lines: [line(0..<3), line(3..<6), line(6..<8)]))
        #expect(LineBreakOpportunity.anyLineStartsInsideWord("😀 ab cd", lines: [line(0..<4), line(4..<8)]))
    }
}
