@testable import CoreTextMeasurement
import Testing

@Suite("The direction the first paragraph resolves to (UAX #9, P2 and P3)")
struct ParagraphDirectionTests {
    func rightToLeft(_ string: String) -> Bool { ParagraphDirection.firstParagraphIsRightToLeft(string) }

    @Test("the first strong letter decides")
    func firstStrongLetter() {
        #expect(rightToLeft("שלום"))
        #expect(rightToLeft("مرحبا"))
        #expect(!rightToLeft("Hello שלום"))
        #expect(rightToLeft("שלום Hello"))
        #expect(!rightToLeft("日本語 שלום"))
    }

    @Test("digits, punctuation and combining marks are not strong")
    func weakCharacters() {
        #expect(rightToLeft("123 שלום"))
        #expect(rightToLeft("!? מה"))
        #expect(!rightToLeft("١٢٣ abc"))  // Arabic-Indic digits, then a Latin letter
        #expect(!rightToLeft("\u{05B0}abc"))  // a Hebrew point is a mark
    }

    @Test("directional marks are strong")
    func marks() {
        #expect(rightToLeft("\u{200F}abc"))
        #expect(rightToLeft("\u{061C}123"))
        #expect(!rightToLeft("\u{200E}שלום"))
    }

    @Test("isolated text is skipped")
    func isolates() {
        #expect(rightToLeft("\u{2067}abc\u{2069} שלום"))
        #expect(!rightToLeft("\u{2068}שלום\u{2069} abc"))
    }

    @Test("only the first paragraph counts; no strong character is left to right")
    func firstParagraphOnly() {
        #expect(!rightToLeft("abc\nשלום"))
        #expect(!rightToLeft("\nשלום"))
        #expect(!rightToLeft("123\u{2029}שלום"))
        #expect(!rightToLeft(""))
        #expect(!rightToLeft("123"))
    }
}
