import StackLayout

/// Where a line may start without breaking a word: the question behind
/// `TextMetrics/breaksWithinWord`. Core Text's default line breaking
/// (`kCTLineBreakByWordWrapping`) wraps at word boundaries "unless the word itself doesn't fit on
/// a single line", and then breaks the word between two characters; this finds such lines.
///
/// The rules are those of Unicode line breaking (UAX #14) that decide ordinary text, simplified:
/// a line may start
/// - at the start of the text or after a hard line break;
/// - after whitespace, or at whitespace;
/// - after a hyphen or dash (`-`, soft hyphen, ‐, ‒, –, —, ‧) or a slash;
/// - before or after an ideograph, kana, Hangul syllable or full-width form (text that breaks
///   between characters, `FixedMetricsTextMeasurer/isWide(_:)`) or an emoji;
/// - before or after a character of Thai, Lao, Khmer or Myanmar, scripts written without spaces
///   that Core Text breaks at the word boundaries its dictionaries find (which this cannot tell
///   from a break inside a word, so it gives them the benefit of the doubt).
///
/// Anywhere else (between two letters, two digits, a letter and a comma, …), and inside a
/// character (between the halves of a surrogate pair, a letter and its combining accent), a line
/// start breaks a word.
enum LineBreakOpportunity {
    /// Whether a line shown after the first starts inside a word.
    static func anyLineStartsInsideWord(_ string: String, lines: [TypesetLine]) -> Bool {
        lines.dropFirst().contains { !allowsLineStart(in: string, atUTF16Offset: $0.range.lowerBound) }
    }

    /// Whether a line may start at `offset` (in UTF-16 code units) of `string` without breaking
    /// a word.
    static func allowsLineStart(in string: String, atUTF16Offset offset: Int) -> Bool {
        let utf16 = string.utf16
        guard offset > 0, offset < utf16.count else { return true }
        let unitIndex = utf16.index(utf16.startIndex, offsetBy: offset)
        guard let index = unitIndex.samePosition(in: string) else { return false }
        let before = string[string.index(before: index)]
        let after = string[index]
        if before.isWhitespace || after.isWhitespace { return true }
        if breakAfter.contains(before) { return true }
        return breaksAround(before) || breaksAround(after)
    }

    /// Hyphens, dashes and the slash: a line may break after them (UAX #14 classes BA, B2, HY, SY).
    private static let breakAfter: Set<Character> = [
        "-", "\u{00AD}", "\u{2010}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2027}", "/",
    ]

    /// Whether lines may break before and after `character` (ideographic and emoji text; the
    /// scripts Core Text breaks with dictionaries).
    private static func breaksAround(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if FixedMetricsTextMeasurer.isWide(scalar) || scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return true  // Thai, Lao; Myanmar; Khmer
        default: return false
        }
    }
}
