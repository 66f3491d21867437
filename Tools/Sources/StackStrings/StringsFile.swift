import Foundation

/// Reads a `.strings` file, the format Apple's localisation used before String Catalogs:
///
/// ```
/// /* The share button. */
/// "Share" = "Teilen";
/// // A line comment.
/// "Say \"Hi\"" = "Sag \"Hallo\"\n\U2192";
/// ```
///
/// Keys and values are quoted strings (or, as property lists allow, bare words of letters,
/// digits and `_$./:-`); a lone `"key";` maps the key to itself. Escapes: `\"`, `\'`, `\\`,
/// `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, octal `\012`, and `\U` with one to four hex digits
/// (a UTF-16 unit; a high surrogate takes the low one that follows, `\UD83D\UDE00`); any other
/// escaped character stands for itself, as Foundation reads it. The text is UTF-8, or UTF-16 or
/// UTF-8 after a byte-order mark. A key given twice takes its last value, as Foundation does.
/// Every problem names its line and column.
package struct StringsFile {
    /// The file as the user named it, for errors.
    let file: String
    private let scalars: [Unicode.Scalar]
    private var offset = 0
    private var line = 1
    private var column = 1

    /// Reads `data`, the contents of `file`.
    ///
    /// U+0000 is refused, raw or escaped, as the document reader refuses it: C text, and so
    /// Pango, ends there, and a translation would be measured and drawn cut short.
    package static func read(_ data: Data, file: String) throws(StringTableError) -> [String: String] {
        let scalars = try decode(data, file: file)
        if let nul = scalars.firstIndex(of: "\u{0}") {
            let lineStart = scalars[..<nul].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            throw StringTableError(
                file: file, line: scalars[..<nul].count(where: { $0 == "\n" }) + 1, column: nul - lineStart + 1,
                problem: nulProblem)
        }
        var reader = StringsFile(file: file, scalars: scalars)
        let entries = try reader.entries()
        if let entry = entries.sorted(by: { $0.key < $1.key }).first(where: { $0.key.contains("\u{0}") || $0.value.contains("\u{0}") }) {
            throw StringTableError(file: file, problem: "the entry \(entry.key.debugDescription) holds an escaped U+0000: " + nulProblem)
        }
        return entries
    }

    private static let nulProblem = "the character U+0000 (NUL), which a string table may not contain"

    private init(file: String, scalars: [Unicode.Scalar]) {
        self.file = file
        self.scalars = scalars
    }

    /// The text's scalars, by its byte-order mark: UTF-16 little or big endian, else UTF-8.
    static func decode(_ data: Data, file: String) throws(StringTableError) -> [Unicode.Scalar] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw StringTableError(file: file, problem: "the UTF-16 text has an odd number of bytes (\(bytes.count)); the last character is cut off")
            }
            let units = stride(from: 2, to: bytes.count, by: 2).map { index in
                littleEndian
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            var scalars: [Unicode.Scalar] = []
            var line = 1
            var column = 1
            var iterator = units.makeIterator()
            var parser = Unicode.UTF16.ForwardParser()
            decoding: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    let scalar = Unicode.UTF16.decode(encoded)
                    scalars.append(scalar)
                    if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
                case .error:
                    throw StringTableError(file: file, line: line, column: column, problem: "the UTF-16 text has an unpaired surrogate")
                case .emptyInput:
                    break decoding
                }
            }
            return scalars
        }
        // A string table starts with an ASCII character (a quote, a comment, a space); UTF-16
        // writes one as that byte beside a zero byte. Read as UTF-8, it would be all NULs.
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0), bytes[0] < 0x80, bytes[1] < 0x80 {
            let order = bytes[0] == 0 ? "big-endian" : "little-endian"
            throw StringTableError(
                file: file, line: 1, column: 1,
                problem: "the file looks like UTF-16 (\(order)) without a byte-order mark; save it as UTF-8, or as UTF-16 with a byte-order mark")
        }
        let utf8 = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(bytes.dropFirst(3)) : data
        if let invalid = InvalidUTF8.firstInvalidByte(in: utf8) {
            let hex = String(invalid.byte, radix: 16, uppercase: true)
            throw StringTableError(
                file: file, line: invalid.line, column: invalid.column,
                problem: "the file is neither UTF-8 nor UTF-16 with a byte-order mark: byte 0x\(hex.count == 1 ? "0" : "")\(hex) does not start or continue a UTF-8 character")
        }
        return Array(String(decoding: utf8, as: UTF8.self).unicodeScalars)
    }

    private var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    private func peek(_ ahead: Int) -> Unicode.Scalar? { offset + ahead < scalars.count ? scalars[offset + ahead] : nil }

    private mutating func advance() {
        if scalars[offset] == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        offset += 1
    }

    private func error(_ problem: String, line: Int? = nil, column: Int? = nil) -> StringTableError {
        StringTableError(file: file, line: line ?? self.line, column: column ?? self.column, problem: problem)
    }

    /// What is at the current place, for messages.
    private var found: String {
        guard let current else { return "the end of the file" }
        return current == "\n" ? "the end of the line" : "\"\(Character(current))\""
    }

    private mutating func entries() throws(StringTableError) -> [String: String] {
        var table: [String: String] = [:]
        while true {
            try skipSpaceAndComments()
            guard current != nil else { return table }
            let key = try string(what: "a key")
            try skipSpaceAndComments()
            if current == ";" {
                advance()
                table[key] = key
                continue
            }
            guard current == "=" else {
                throw error("expected '=' after the key \"\(key)\"; found \(found)")
            }
            advance()
            try skipSpaceAndComments()
            let value = try string(what: "the value of \"\(key)\"")
            // A missing ';' is reported where it belongs, right after the value.
            let (valueEndLine, valueEndColumn) = (line, column)
            try skipSpaceAndComments()
            guard current == ";" else {
                throw error(
                    "expected ';' after the value of \"\(key)\"; found \(found)", line: valueEndLine, column: valueEndColumn)
            }
            advance()
            table[key] = value
        }
    }

    private mutating func skipSpaceAndComments() throws(StringTableError) {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                let (startLine, startColumn) = (line, column)
                advance()
                advance()
                while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                guard current != nil else {
                    throw error("the comment that starts here is not closed with */", line: startLine, column: startColumn)
                }
                advance()
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while current != nil, current != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static func isBareWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$./:-".unicodeScalars.contains(scalar)
    }

    /// A quoted string or a bare word.
    private mutating func string(what: String) throws(StringTableError) -> String {
        guard let first = current else { throw error("expected \(what); found the end of the file") }
        if first != "\"" {
            guard Self.isBareWordScalar(first) else { throw error("expected \(what) in double quotes; found \(found)") }
            var word = String.UnicodeScalarView()
            while let scalar = current, Self.isBareWordScalar(scalar) {
                word.append(scalar)
                advance()
            }
            return String(word)
        }
        let (startLine, startColumn) = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw error("the string that starts here is not closed with \"", line: startLine, column: startColumn)
            }
            if scalar == "\"" {
                advance()
                return String(text)
            }
            if scalar == "\\" {
                text.append(try escape())
            } else {
                text.append(scalar)
                advance()
            }
        }
    }

    /// The character a backslash escape at the current place stands for.
    private mutating func escape() throws(StringTableError) -> Unicode.Scalar {
        let (startLine, startColumn) = (line, column)
        advance()
        guard let scalar = current else {
            throw error("the escape that starts here is cut off by the end of the file", line: startLine, column: startColumn)
        }
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
        ]
        if let replacement = simple[scalar] {
            advance()
            return replacement
        }
        if ("0"..."7").contains(scalar) {
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                value = value * 8 + (digit.value - 48)
                digits += 1
                advance()
            }
            // Three octal digits reach 0o777 = 511, always a scalar.
            return Unicode.Scalar(value)!
        }
        guard scalar == "U" || scalar == "u" else {
            advance()
            return scalar
        }
        let unit = try hexUnit(startLine: startLine, startColumn: startColumn)
        if UTF16.isTrailSurrogate(unit) {
            throw error("\\U\(String(unit, radix: 16, uppercase: true)) is the second half of a surrogate pair without the first", line: startLine, column: startColumn)
        }
        guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit)! }
        guard current == "\\", peek(1) == "U" || peek(1) == "u" else {
            throw error("\\U\(String(unit, radix: 16, uppercase: true)) starts a surrogate pair; expected \\U and its second half (DC00–DFFF) next", line: startLine, column: startColumn)
        }
        let (secondLine, secondColumn) = (line, column)
        advance()
        let trail = try hexUnit(startLine: secondLine, startColumn: secondColumn)
        guard UTF16.isTrailSurrogate(trail) else {
            throw error("expected the second half of a surrogate pair (DC00–DFFF); found \\U\(String(trail, radix: 16, uppercase: true))", line: secondLine, column: secondColumn)
        }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
        return Unicode.Scalar(value)!
    }

    /// The one to four hex digits after `\U` (the current place is the `U`).
    private mutating func hexUnit(startLine: Int, startColumn: Int) throws(StringTableError) -> UInt16 {
        advance()
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let digit = current, let number = Int(String(digit), radix: 16) {
            value = value * 16 + UInt16(number)
            digits += 1
            advance()
        }
        guard digits > 0 else {
            throw error("\\U must be followed by one to four hex digits; found \(found)", line: startLine, column: startColumn)
        }
        return value
    }
}
