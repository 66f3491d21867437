/// The direction a paragraph resolves to when nothing sets it, as Core Text's natural writing
/// direction resolves it (`kCTWritingDirectionNatural`: rules P2 and P3 of the Unicode
/// Bidirectional Algorithm, UAX #9), and as Pango does for `TextMetrics/isRightToLeft`.
///
/// P2 finds the paragraph's first strong character, skipping the text between an isolate
/// initiator (U+2066…U+2068) and its matching pop (U+2069); P3 makes the paragraph right-to-left
/// when that character is of class R or AL, and left-to-right otherwise (also when there is
/// none). Strong characters are recognised by their general category and block rather than by
/// the full bidirectional class table, which the standard library does not carry: a letter (or
/// spacing mark) is R/AL in the blocks of the right-to-left scripts (Hebrew, Arabic, Syriac,
/// Thaana, N'Ko, Samaritan, Mandaic, their presentation forms, and the right-to-left
/// supplementary blocks U+10800…U+10FFF and U+1E800…U+1EFFF) and L elsewhere; the marks U+200F
/// RIGHT-TO-LEFT MARK and U+061C ARABIC LETTER MARK are R/AL, U+200E LEFT-TO-RIGHT MARK is L.
/// Digits, punctuation, symbols and combining marks are not strong and are skipped.
enum ParagraphDirection {
    /// Whether the first paragraph of `string` resolves right-to-left.
    static func firstParagraphIsRightToLeft(_ string: String) -> Bool {
        var isolateDepth = 0
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029:
                return false  // The first paragraph ended without a strong character.
            case 0x2066...0x2068:
                isolateDepth += 1
                continue
            case 0x2069:
                isolateDepth = max(0, isolateDepth - 1)
                continue
            default:
                break
            }
            if isolateDepth == 0, let rightToLeft = isStrongRightToLeft(scalar) { return rightToLeft }
        }
        return false
    }

    /// `true` for a strong right-to-left character, `false` for a strong left-to-right one, `nil`
    /// for a character that is not strong.
    static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool? {
        switch scalar.value {
        case 0x200F, 0x061C: return true
        case 0x200E: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark:
            return isInRightToLeftBlock(scalar.value)
        default:
            return nil
        }
    }

    private static func isInRightToLeftBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
