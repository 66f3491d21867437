import Yams

/// The tag Yams' default resolver (YAML 1.1's rules: bool, int, float, merge, null,
/// timestamp, value, else str) gives a plain scalar written without a tag, decided by looking at
/// the characters where they settle it.
///
/// Yams resolves every such scalar by trying seven regular expressions in turn, which was 29 %
/// of reading a YAML document. The rules' patterns only ever match text that starts with one of
/// `-+0123456789.~<=` or is exactly one of the bool and null words, so a scalar starting with
/// anything else (a letter, `#`, any non-ASCII character: nearly every label, colour and kind) is
/// a bool, a null or a string by a word lookup; a plain decimal integer or float is decided by a
/// scan. Everything else (`0x1F`, `1_000`, `1:30`, `.inf`, timestamps, …) returns `nil`, and
/// Yams' own resolver decides. `ImplicitScalarTagTests` checks every decision against Yams'.
enum ImplicitScalarTag {
    /// The tag of the plain scalar whose UTF-8 bytes are `bytes`, or `nil` when only the full
    /// rules can tell.
    static func resolve(_ bytes: UnsafeBufferPointer<UInt8>) -> DocumentTree.Tag? {
        guard let first = bytes.first else { return .null }  // the null rule's empty alternative
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return decimal(bytes)
        case UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "="):
            return nil
        default:
            // The words are 2 to 5 ASCII letters starting with one of these.
            guard bytes.count <= 5, Self.wordStarts.contains(first) else { return .str }
            let word = String(decoding: bytes, as: UTF8.self)
            if boolWords.contains(word) { return .bool }
            if nullWords.contains(word) { return .null }
            return .str
        }
    }

    /// The tag of the plain scalar whose UTF-8 bytes are `bytes` by the full rules (Yams'
    /// resolver where ``resolve(_:)`` cannot tell), and its name when it is no core tag
    /// (`timestamp`, `merge`, `value`). Both YAML composers tag plain scalars through this.
    static func resolveWithName(_ bytes: UnsafeBufferPointer<UInt8>) -> (DocumentTree.Tag, String?) {
        if let tag = resolve(bytes) { return (tag, nil) }
        let name = Resolver.default.resolveTag(of: Node(String(decoding: bytes, as: UTF8.self)))
        let tag = DocumentTree.Tag(name: name)
        return (tag, tag == .other ? name.rawValue : nil)
    }

    /// The bool rule's words (`^(?:yes|Yes|YES|no|No|NO|true|…|off|Off|OFF)$`).
    private static let boolWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
    /// The null rule's words besides `~` and the empty text.
    private static let nullWords: Set<String> = ["null", "Null", "NULL"]
    /// The first bytes of the bool and null words.
    private static let wordStarts: Set<UInt8> = Set((boolWords.union(nullWords)).compactMap(\.utf8.first))

    /// `.int` for `[-+]?(?:0|[1-9][0-9]*)` (the int rule's decimal form); `.float` for
    /// `[-+]?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?` with a point or an exponent (the float
    /// rule's first form, which no int form matches once a `.` or an `e` after plain digits is
    /// there, and which comes before the timestamp rule); `nil` for anything else.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> DocumentTree.Tag? {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { return nil }
        if index == bytes.count {
            // `0`, or no leading zero: the decimal int form. `0123` is the octal form's: Yams decides.
            return integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") ? .int : nil
        }
        var isFloat = false
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            _ = digits()
            isFloat = true
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits() > 0 else { return nil }
            isFloat = true
        }
        return isFloat && index == bytes.count ? .float : nil
    }
}
