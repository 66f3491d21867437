import Foundation

#if canImport(_FoundationICU)
    import _FoundationICU
#endif

/// The words of a text as Unicode word segmentation (UAX #29, with ICU's dictionaries for
/// Chinese, Japanese and Thai) finds them, not as spaces separate them: "カートに追加" is
/// "カート", "に", "追加"; "添加到购物车" is "添加", "到", "购物", "车"; "Don't Save" is "Don't",
/// "Save"; "S'inscrire" is one word. Punctuation and spaces are no words; numbers are.
///
/// On Linux it asks the ICU that swift-corelibs-foundation ships (`_FoundationICU`), whose
/// `enumerateSubstrings(options: .byWords)` is unavailable there; on Apple platforms Foundation's
/// own word enumeration, which is the same ICU.
public enum UnicodeWords {
    /// The words of `text`, in order, segmented by the rules of `language` (a BCP 47 language
    /// subtag, `ja`; segmentation differs little between languages).
    public static func of(_ text: String, language: String = "en") -> [String] {
        guard !text.isEmpty else { return [] }
        #if canImport(_FoundationICU)
            return icuWords(text, language: language)
        #else
            var words: [String] = []
            text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .byWords) { word, _, _, _ in
                if let word { words.append(word) }
            }
            return words
        #endif
    }

    #if canImport(_FoundationICU)
        /// ICU's word break iterator over `text`; a segment counts as a word when its rule status
        /// says it holds a number, letters, kana or ideographs (`UBRK_WORD_NONE_LIMIT` and over).
        private static func icuWords(_ text: String, language: String) -> [String] {
            let units = Array(text.utf16)
            var status = U_ZERO_ERROR
            guard let iterator = swift_ubrk_open(UBRK_WORD, language, units, Int32(units.count), &status),
                status.rawValue <= U_ZERO_ERROR.rawValue
            else {
                // ICU without its break rules cannot happen with the toolchain's data; fall
                // back to white space rather than fail a rule.
                return text.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map(String.init)
            }
            defer { swift_ubrk_close(iterator) }
            var words: [String] = []
            var start = swift_ubrk_first(iterator)
            var end = swift_ubrk_next(iterator)
            while end != UBRK_DONE {
                if swift_ubrk_getRuleStatus(iterator) >= Int32(UBRK_WORD_NONE_LIMIT.rawValue) {
                    words.append(String(decoding: units[Int(start)..<Int(end)], as: UTF16.self))
                }
                start = end
                end = swift_ubrk_next(iterator)
            }
            return words
        }
    #endif
}
