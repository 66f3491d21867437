/// Pseudo-localisation: strings that look translated and run about 40 % longer, so truncation,
/// clipping and hard-coded widths show up before real translations exist.
///
/// `Open in Safari` (14 characters) becomes `[Öþéñ îñ Šåƒåŕî····]` (20 = ⌈1.4 × 14⌉): letters
/// get accents (still readable), brackets mark both ends (a missing bracket means the string
/// was cut), and filler brings the length to ⌈1.4 × n⌉ characters. `pseudo-rtl` also wraps the string in right-to-left override marks.
public enum PseudoLocalization {
    private static let accented: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ",
        "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The pseudo-localised form of `string`.
    public static func transform(_ string: String, rightToLeft: Bool = false) -> String {
        guard !string.isEmpty else { return string }
        let letters = String(string.map { accented[$0] ?? $0 })
        let target = Int((Double(string.count) * 1.4).rounded(.up))
        let filler = String(repeating: "·", count: max(0, target - string.count - 2))
        let lengthened = "[" + letters + filler + "]"
        // U+202E RIGHT-TO-LEFT OVERRIDE … U+202C POP DIRECTIONAL FORMATTING.
        return rightToLeft ? "\u{202E}" + lengthened + "\u{202C}" : lengthened
    }
}
