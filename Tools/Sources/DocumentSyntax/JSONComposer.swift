/// Composes strict JSON (RFC 8259) into a ``DocumentTree``: the same tree ``YAMLEventComposer``
/// composes from the same text, with the same tags (`str` for every string, `int` or `float`
/// for a number as Yams' resolver tags it, `bool`, `null`, `map`, `seq`), the same scalar
/// text (a number exactly as written, read later with `Double(String)` like every other
/// number), and the same marks (line and column from 1, columns in Unicode scalars, as
/// libyaml counts them). So every per-key reader, and every error it reports, works on a JSON
/// document exactly as on the same document read as YAML.
///
/// Why a reader of its own: libyaml and Yams' tag resolution by regular expressions take about
/// 16 µs per node; this reads in one pass over the bytes with no tokens and no recursion (the
/// open collections are the builder's stack, so depth costs no thread stack).
///
/// It reads only strict JSON and refuses anything else with a located ``JSONSyntaxError``; the
/// document reader then reads the text as YAML. So whatever YAML accepts that JSON does not
/// (comments, trailing commas, `NaN`, …) still reads, and every mistake, as well as what the
/// YAML route refuses with a message of its own (U+0000 written as `\u0000`, half a surrogate
/// pair, nesting too deep), keeps the message the YAML route gives it.
package struct JSONComposer {
    /// A JSON text this composer does not read, and where.
    package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
        /// Line and column from 1, the column in Unicode scalars.
        package var line: Int
        package var column: Int
        package var problem: String

        package var description: String { "line \(line), column \(column): \(problem)" }
    }

    /// The most collections that may be open at once; the YAML route refuses a text from this
    /// depth on too.
    let depthLimit: Int

    package init(depthLimit: Int = DocumentComposer().depthLimit) {
        self.depthLimit = depthLimit
    }

    /// Whether `text` may be JSON at all: its first character other than a byte order mark and
    /// white space opens an object or an array. Other texts go to the YAML reader directly.
    static func mayBeJSON(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { !isWhiteSpace($0) }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The composed document of `text`.
    package func compose(_ text: String) throws(JSONSyntaxError) -> DocumentTree {
        var text = text
        let result: Result<DocumentTree, JSONSyntaxError>? = text.withUTF8 { bytes in
            var cursor = Cursor(bytes: bytes)
            var builder = DocumentTreeBuilder(expectedTextBytes: bytes.count)
            return Result { () throws(JSONSyntaxError) in
                try compose(&cursor, into: &builder)
                return builder.finish()
            }
        }
        return try result!.get()
    }

    // MARK: The collections

    private func compose(_ cursor: inout Cursor, into builder: inout DocumentTreeBuilder) throws(JSONSyntaxError) {
        cursor.skipByteOrderMark()
        // Whether each open collection is an object, innermost last.
        var openIsMapping: [Bool] = []
        while true {
            // Read a value; collections open here and are finished below.
            try cursor.skipWhiteSpace()
            let line = cursor.line, column = cursor.column()
            guard let byte = cursor.peek else { throw cursor.error("the text ends where a value should start") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isMapping = byte == UInt8(ascii: "{")
                guard openIsMapping.count + 1 < depthLimit else {
                    throw cursor.error("the document nests more than \(depthLimit - 1) levels deep")
                }
                cursor.advance()
                builder.open(isMapping ? .mapping : .sequence, tag: isMapping ? .map : .seq, line: line, column: column)
                openIsMapping.append(isMapping)
                try cursor.skipWhiteSpace()
                let closing = UInt8(ascii: isMapping ? "}" : "]")
                if cursor.peek == closing {
                    cursor.advance()
                    builder.close()
                    openIsMapping.removeLast()
                } else {
                    if isMapping { try readKey(&cursor, into: &builder) }
                    continue
                }
            case UInt8(ascii: "\""):
                try readString(&cursor, into: &builder, line: line, column: column)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (bytes, isInteger) = try cursor.readNumber()
                builder.addScalar(bytes, tag: isInteger ? .int : .float, style: .plain, line: line, column: column)
            case UInt8(ascii: "t"):
                let bytes = try cursor.expectWord("true")
                builder.addScalar(bytes, tag: .bool, style: .plain, line: line, column: column)
            case UInt8(ascii: "f"):
                let bytes = try cursor.expectWord("false")
                builder.addScalar(bytes, tag: .bool, style: .plain, line: line, column: column)
            case UInt8(ascii: "n"):
                let bytes = try cursor.expectWord("null")
                builder.addScalar(bytes, tag: .null, style: .plain, line: line, column: column)
            default:
                throw cursor.error("expected a value (an object, array, string, number, true, false or null)")
            }
            // Close what ends after the value.
            while true {
                guard let isMapping = openIsMapping.last else {
                    try cursor.skipWhiteSpace()
                    guard cursor.peek == nil else { throw cursor.error("expected the end of the text after the document") }
                    return
                }
                try cursor.skipWhiteSpace()
                if cursor.peek == UInt8(ascii: ",") {
                    cursor.advance()
                    if isMapping { try readKey(&cursor, into: &builder) }
                    break
                }
                guard cursor.peek == UInt8(ascii: isMapping ? "}" : "]") else {
                    throw cursor.error(isMapping ? "expected ',' or '}' after a value" : "expected ',' or ']' after a value")
                }
                cursor.advance()
                builder.close()
                openIsMapping.removeLast()
            }
        }
    }

    /// A key and the colon after it.
    private func readKey(_ cursor: inout Cursor, into builder: inout DocumentTreeBuilder) throws(JSONSyntaxError) {
        try cursor.skipWhiteSpace()
        guard cursor.peek == UInt8(ascii: "\"") else { throw cursor.error("expected a key (a string in double quotes)") }
        let line = cursor.line, column = cursor.column()
        try readString(&cursor, into: &builder, line: line, column: column)
        try cursor.skipWhiteSpace()
        guard cursor.peek == UInt8(ascii: ":") else { throw cursor.error("expected ':' after a key") }
        cursor.advance()
    }

    /// A string (a value or a key), the cursor on its opening quote.
    private func readString(_ cursor: inout Cursor, into builder: inout DocumentTreeBuilder, line: Int, column: Int)
        throws(JSONSyntaxError)
    {
        if let bytes = try cursor.readString() {
            builder.addScalar(bytes, tag: .str, style: .doubleQuoted, line: line, column: column)
        } else {
            builder.addScalar(cursor.decoded, tag: .str, style: .doubleQuoted, line: line, column: column)
        }
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}

extension JSONComposer {
    /// The position in the text, with what a mark needs: the line, where it starts, and the
    /// column of a recent position on it (counting columns once per line, not per value, keeps
    /// a one-line document linear).
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var line = 1
        var lineStart = 0
        var columns = ScalarColumnCounter()
        /// The characters of the last string read that had an escape (``readString()``).
        var decoded: [UInt8] = []

        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func advance() { offset += 1 }

        mutating func skipByteOrderMark() {
            // Skipped, but counted as a column, as Yams' marks count it.
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { offset = 3 }
        }

        /// The column of `offset`: Unicode scalars since the line's start, plus one.
        mutating func column() -> Int {
            columns.column(of: offset, lineStart: lineStart, in: bytes)
        }

        mutating func error(_ problem: String) -> JSONSyntaxError {
            JSONSyntaxError(line: line, column: column(), problem: problem)
        }

        mutating func skipWhiteSpace() throws(JSONSyntaxError) {
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    offset += 1
                case UInt8(ascii: "\n"):
                    offset += 1
                    line += 1
                    lineStart = offset
                case UInt8(ascii: "\r"):
                    // `\r\n` is one line break, as is a `\r` alone (libyaml counts both so).
                    offset += 1
                    if offset < bytes.count && bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                    line += 1
                    lineStart = offset
                default:
                    return
                }
            }
        }

        /// The bytes of `word`, which must come next.
        mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) -> Slice<UnsafeBufferPointer<UInt8>> {
            let count = word.utf8CodeUnitCount
            guard offset + count <= bytes.count,
                bytes[offset..<offset + count].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
            else { throw error("expected a value (an object, array, string, number, true, false or null)") }
            offset += count
            return bytes[offset - count..<offset]
        }

        /// A number's text as written and whether it is an integer (no fraction, no exponent),
        /// which is how Yams' resolver tags it (`int`, else `float`).
        mutating func readNumber() throws(JSONSyntaxError) -> (text: Slice<UnsafeBufferPointer<UInt8>>, isInteger: Bool) {
            let start = offset
            func digits(_ cursor: inout Cursor) -> Int {
                let first = cursor.offset
                while let byte = cursor.peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { cursor.offset += 1 }
                return cursor.offset - first
            }
            if peek == UInt8(ascii: "-") { offset += 1 }
            let integerStart = offset
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw error("expected a digit in a number") }
            if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
                offset = integerStart
                throw error("a number may not start with 0 unless it is 0 (JSON has no leading zeros)")
            }
            var isInteger = true
            if peek == UInt8(ascii: ".") {
                isInteger = false
                offset += 1
                guard digits(&self) > 0 else { throw error("expected a digit after the decimal point") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                isInteger = false
                offset += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
                guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
            }
            return (bytes[start..<offset], isInteger)
        }

        /// A string's characters, the cursor on its opening quote: its bytes in the text when it
        /// has no escape, else `nil` and the characters in ``decoded``.
        mutating func readString() throws(JSONSyntaxError) -> Slice<UnsafeBufferPointer<UInt8>>? {
            offset += 1
            let start = offset
            // Most strings have no escape: their bytes are the string.
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return bytes[start..<offset - 1]
                }
                if byte == UInt8(ascii: "\\") { break }
                guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
                offset += 1
            }
            decoded.removeAll(keepingCapacity: true)
            decoded.append(contentsOf: bytes[start..<offset])
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return nil
                }
                guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    decoded.append(byte)
                    offset += 1
                    continue
                }
                try readEscape()
            }
            throw error("the text ends inside a string")
        }

        /// One escape, the cursor on its backslash.
        private mutating func readEscape() throws(JSONSyntaxError) {
            guard offset + 1 < bytes.count else {
                offset += 1
                throw error("the text ends inside a string")
            }
            let letter = bytes[offset + 1]
            let simple: UInt8? =
                switch letter {
                case UInt8(ascii: "\""): UInt8(ascii: "\"")
                case UInt8(ascii: "\\"): UInt8(ascii: "\\")
                case UInt8(ascii: "/"): UInt8(ascii: "/")
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                default: nil
                }
            if let simple {
                decoded.append(simple)
                offset += 2
                return
            }
            guard letter == UInt8(ascii: "u") else { throw error("unknown escape in a string") }
            let escapeStart = offset
            var value = try readHexEscape()
            if (0xDC00...0xDFFF).contains(value) {
                offset = escapeStart
                throw error("a low surrogate escape without a high one before it")
            }
            if (0xD800...0xDBFF).contains(value) {
                let high = value
                var low: UInt32 = 0
                if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                    low = try readHexEscape()
                }
                guard (0xDC00...0xDFFF).contains(low) else {
                    offset = escapeStart
                    throw error("a high surrogate escape without a low one after it")
                }
                value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            }
            if value == 0 {
                offset = escapeStart
                throw error("U+0000 in a string")
            }
            let scalar = Unicode.Scalar(value)!
            decoded.append(contentsOf: UTF8.encode(scalar)!)
        }

        /// `\uXXXX`'s value, the cursor on its backslash.
        private mutating func readHexEscape() throws(JSONSyntaxError) -> UInt32 {
            guard offset + 6 <= bytes.count else { throw error("expected four hexadecimal digits after \\u") }
            var value: UInt32 = 0
            for index in offset + 2 ..< offset + 6 {
                // A byte is a Latin-1 scalar here; of those only 0-9, a-f and A-F are hex digits.
                guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                    throw error("expected four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
            }
            offset += 6
            return value
        }
    }
}
