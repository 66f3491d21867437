/// What libyaml cannot read, given to it as private-use characters and taken back from the
/// composed scalars: UTF-16 surrogate pairs written as two `\u` escapes (`"\ud83d\ude00"`,
/// JSON's way to write a character above U+FFFF, which libyaml refuses) and the character
/// U+0000 (which libyaml refuses raw, without a place, and reads escaped, though C text ends
/// there: Pango would draw `"a\u0000b"` as `a`).
///
/// Each stand-in keeps the document's lines and columns, so libyaml's marks and errors are the
/// document's own: `\uD83D` is given as `\uE83D` (one digit changed; U+D800–U+DFFF become the
/// private-use U+E800–U+EFFF), a U+0000 byte as U+E000 (one character for one). After
/// composing, a scalar holding a shifted high and low half holds their character; a half alone
/// (in a double-quoted scalar, where `\u` is an escape) is an error at its escape; a `\uE83D`
/// left as text (in plain, single-quoted or block scalars, where a backslash is just a
/// character) is written back as `\uD83D`; and U+0000 or its stand-in in any scalar is an error
/// at that value.
///
/// The stand-ins are used only when the text holds none of them itself (no byte 0xEE, which
/// starts every character from U+E000 to U+EFFF, and no `\uE` escape); otherwise libyaml reads
/// the text as it is and reports what it refuses.
struct YAMLStandIns {
    /// U+0000 as libyaml is given it.
    static let nulStandIn: Unicode.Scalar = "\u{E000}"

    /// The text libyaml reads.
    let prepared: [UInt8]
    /// Where the document's U+0000 bytes are.
    let rawNULs: [Int]
    /// The `\u` escapes of a surrogate half that were shifted, at their backslash, and whether
    /// each is half of a pair written side by side.
    let shiftedEscapes: [(offset: Int, isPaired: Bool)]

    /// `nil` when `bytes` has nothing libyaml needs a stand-in for, or holds the stand-ins itself.
    init?(_ bytes: [UInt8]) {
        guard !bytes.contains(0xEE), !Self.containsEscapeOfE(bytes) else { return nil }
        var prepared: [UInt8] = []
        prepared.reserveCapacity(bytes.count)
        var rawNULs: [Int] = []
        var escapes: [(offset: Int, value: UInt32)] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 {
                rawNULs.append(index)
                prepared += Array(String(Character(Self.nulStandIn)).utf8)
                index += 1
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
                // An escaped backslash: what follows it is not an escape.
                prepared += [byte, byte]
                index += 2
            } else if byte == UInt8(ascii: "\\"), let value = Self.surrogateEscape(in: bytes, at: index) {
                escapes.append((index, value))
                // The first hex digit, D or d, becomes E or e.
                prepared += [byte, UInt8(ascii: "u"), bytes[index + 2] + 1] + bytes[(index + 3)..<(index + 6)]
                index += 6
            } else {
                prepared.append(byte)
                index += 1
            }
        }
        guard !rawNULs.isEmpty || !escapes.isEmpty else { return nil }
        self.prepared = prepared
        self.rawNULs = rawNULs
        shiftedEscapes = escapes.enumerated().map { position, escape in
            let next = position + 1 < escapes.count ? escapes[position + 1] : nil
            let previous = position > 0 ? escapes[position - 1] : nil
            let pairedForward = escape.value < 0xDC00 && next.map { $0.offset == escape.offset + 6 && $0.value >= 0xDC00 } == true
            let pairedBackward = escape.value >= 0xDC00 && previous.map { $0.offset == escape.offset - 6 && $0.value < 0xDC00 } == true
            return (escape.offset, pairedForward || pairedBackward)
        }
    }

    /// The value of the `\uXXXX` escape at `index` when it is a surrogate half (U+D800–U+DFFF).
    private static func surrogateEscape(in bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 5 < bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "d") || bytes[index + 2] == UInt8(ascii: "D"),
            let value = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
            (0xD800...0xDFFF).contains(value)
        else { return nil }
        return value
    }

    /// Whether `bytes` holds `\uE` or `\ue`, which a shifted escape could not be told from.
    private static func containsEscapeOfE(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                bytes[index + 2] == UInt8(ascii: "e") || bytes[index + 2] == UInt8(ascii: "E")
            {
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: After composing

    /// What a scalar holds that a document may not.
    enum Problem: Error {
        case nul
        /// A surrogate half without its other half, in a double-quoted scalar.
        case loneSurrogate
    }

    /// `text` (a composed scalar) with the stand-ins taken back, or what it holds that a
    /// document may not.
    func restore(_ text: String) -> Result<String, Problem> {
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0, Self.nulStandIn.value:
                return .failure(.nul)
            case 0xE800...0xEBFF:
                guard let low = scalars.first, (0xEC00...0xEFFF).contains(low.value) else { return .failure(.loneSurrogate) }
                scalars.removeFirst()
                output.append(Unicode.Scalar(0x10000 + ((scalar.value - 0xE800) << 10) + (low.value - 0xEC00))!)
            case 0xEC00...0xEFFF:
                return .failure(.loneSurrogate)
            case 0x5C where scalars.count >= 5 && scalars.first == "u" && Self.isShiftedDigit(scalars.dropFirst().first):
                // An escape's text kept as written (a backslash that is not an escape).
                output.append(scalar)
                output.append(scalars.removeFirst())
                let digit = scalars.removeFirst()
                output.append(digit == "e" ? "d" : "D")
            default:
                output.append(scalar)
            }
        }
        return .success(String(output))
    }

    private static func isShiftedDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar == "e" || scalar == "E" }
}
