/// A deterministic text measurer with fixed, documented metrics, for tests and for laying out
/// without fonts. Every number it returns can be worked out by hand:
///
/// - a character advances 0.5 em, or 1 em for an East Asian wide character (CJK ideographs,
///   kana, Hangul, full-width forms); a space advances 0.5 em;
/// - the ascent is 0.8 em and the descent 0.2 em, so a line is 1 em tall, the first baseline
///   is 0.8 em from the top and the last baseline is `(lines − 1) em + 0.8 em`;
/// - `\n` starts a new paragraph;
/// - with a wrap width, lines break greedily at spaces, between wide characters and after a
///   hyphen between two letters ("Wi-Fi" may end a line at "Wi-", as Pango's Unicode line
///   breaking allows; a hyphen before a digit or at a word's edge is no break); a word wider
///   than the wrap width is broken between characters (as many per line as fit, at least one),
///   which the metrics report (`breaksWithinWord`) when a line shown starts inside it; a line
///   that starts after a hyphen does not start inside a word;
///   spaces where a line breaks (and at the start and end of a paragraph) take no width;
/// - with a line limit, lines past the limit are dropped and the metrics say so
///   (`isTruncated`); the width is the widest line shown;
/// - empty text is one empty line: 0 wide, 1 em tall.
///
/// For example, "Hello world" in a 10 pt font is 11 × 5 = 55 pt wide and 10 pt tall; wrapped at
/// 40 pt it is two lines ("Hello", "world"), 25 × 20 pt.
public final class FixedMetricsTextMeasurer: TextMeasuring, Sendable {
    /// Creates a measurer.
    public init() {}

    /// Whether `scalar` advances a full em.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        let em = request.font.size
        let wrap = request.wrapWidth ?? .infinity
        var lines: [Line] = []
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: Self.wrap(paragraph, em: em, width: wrap))
        }
        let limit = request.maximumLines
        let truncated = limit > 0 && lines.count > limit
        if truncated { lines.removeLast(lines.count - limit) }
        let count = lines.count
        return TextMetrics(
            size: Size(width: lines.lazy.map(\.width).max() ?? 0, height: Double(count) * em),
            lineCount: count,
            firstBaseline: 0.8 * em,
            lastBaseline: Double(count - 1) * em + 0.8 * em,
            ascent: 0.8 * em,
            descent: 0.2 * em,
            isTruncated: truncated,
            breaksWithinWord: lines.contains(where: \.startsInsideWord))
    }

    /// One wrapped line: its width, and whether it continues a word broken at its start.
    private struct Line {
        var width: Double
        var startsInsideWord = false
    }

    /// Hyphens that allow a line break after them: HYPHEN-MINUS and HYPHEN (U+2010); a
    /// NON-BREAKING HYPHEN (U+2011) never does.
    private static let breakingHyphens: Set<Character> = ["-", "\u{2010}"]

    /// Whether the character at `position` is a hyphen with a letter on either side, after
    /// which Unicode line breaking (UAX #14) allows a break.
    static func isBreakingHyphen(at position: Int, in characters: [Character]) -> Bool {
        guard breakingHyphens.contains(characters[position]), position > 0, position + 1 < characters.count else {
            return false
        }
        return characters[position - 1].isLetter && characters[position + 1].isLetter
    }

    private static func wrap(_ paragraph: Substring, em: Double, width: Double) -> [Line] {
        let half = em / 2
        var lines: [Line] = []
        var current = 0.0
        var lineHasContent = false
        var pendingSpace = 0.0
        var word = 0  // characters in the narrow word being collected
        var startsInsideWord = false  // the line being filled continues a broken word

        func breakLine() {
            lines.append(Line(width: current, startsInsideWord: startsInsideWord))
            current = 0
            lineHasContent = false
            pendingSpace = 0
            startsInsideWord = false
        }
        // Places an unbreakable piece (a narrow run that fits, or one wide character).
        func place(_ pieceWidth: Double) {
            if lineHasContent && current + pendingSpace + pieceWidth > width + 1e-9 { breakLine() }
            current += (lineHasContent ? pendingSpace : 0) + pieceWidth
            lineHasContent = true
            pendingSpace = 0
        }
        func flushWord() {
            guard word > 0 else { return }
            let wordWidth = Double(word) * half
            if wordWidth <= width + 1e-9 {
                place(wordWidth)
            } else {
                // Too wide for any line: break between characters, at least one per line.
                if lineHasContent { breakLine() }
                let perLine = max(1, Int(((width + 1e-9) / half).rounded(.down)))
                var remaining = word
                while remaining > perLine {
                    current = Double(perLine) * half
                    lineHasContent = true
                    breakLine()
                    startsInsideWord = true
                    remaining -= perLine
                }
                current = Double(remaining) * half
                lineHasContent = true
            }
            word = 0
        }

        let characters = Array(paragraph)
        for (position, character) in characters.enumerated() {
            if character == " " {
                flushWord()
                if lineHasContent { pendingSpace += half }
            } else if let scalar = character.unicodeScalars.first, isWide(scalar) {
                flushWord()
                place(em)
            } else {
                word += 1
                // The hyphen stays at the end of its line's part; the part after it follows
                // with no space, or starts the next line.
                if isBreakingHyphen(at: position, in: characters) { flushWord() }
            }
        }
        flushWord()
        lines.append(Line(width: current, startsInsideWord: startsInsideWord))
        return lines
    }
}
