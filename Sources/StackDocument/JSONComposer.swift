import Yams

/// Composes strict JSON (RFC 8259) into the node tree Yams composes from the same text: the
/// same tags (`str` for every string, `int` or `float` for a number as Yams' resolver tags it,
/// `bool`, `null`, `map`, `seq`), the same scalar text (a number exactly as written, read later
/// with `Double(String)` like every other number), and the same marks (line and column from 1,
/// columns in Unicode scalars, as libyaml counts them). So every per-key reader, and every
/// error it reports, works on a JSON document exactly as on the same document read as YAML.
///
/// Why a reader of its own: JSON documents went through libyaml and Yams' tag resolution by
/// regular expressions, at about 16 µs per node; this reads in one pass over the bytes with no
/// intermediate tokens and no recursion (the open collections are a stack of its own, so depth
/// costs no thread stack).
///
/// It reads only strict JSON and refuses anything else with a located ``JSONSyntaxError``; the
/// document reader then reads the text as YAML, as it always did. So whatever YAML accepts that
/// JSON does not (comments, trailing commas, unquoted keys, `NaN`, single quotes, tabs in
/// strings) still reads, and every mistake keeps the message the YAML route gives it. The same
/// goes for what the YAML route refuses with a message of its own: U+0000 written as `\u0000`,
/// half a surrogate pair, nesting too deep for ``NestingDepthScan``.
struct JSONComposer {
    /// A JSON text this composer does not read, and where.
    struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
        /// Line and column from 1, the column in Unicode scalars.
        var line: Int
        var column: Int
        var problem: String

        var description: String { "line \(line), column \(column): \(problem)" }
    }

    /// The most collections that may be open at once; the YAML route's ``NestingDepthScan``
    /// refuses a JSON text from this depth on (it counts the text's line as one level more).
    let depthLimit: Int

    /// One tag object per kind, shared by all nodes: a `Tag` with an explicit name is never
    /// changed by Yams (only `implicit` and non-specific tags are resolved in place). Their
    /// resolver has no rules: the tags are known, and Yams' default resolver compiles seven
    /// regular expressions on first use, a third of the time `stacks frames` takes on a small
    /// JSON document.
    private let stringTag = Tag(.str, .basic)
    private let intTag = Tag(.int, .basic)
    private let floatTag = Tag(.float, .basic)
    private let boolTag = Tag(.bool, .basic)
    private let nullTag = Tag(.null, .basic)
    private let mappingTag = Tag(.map, .basic)
    private let sequenceTag = Tag(.seq, .basic)

    init(depthLimit: Int = DocumentReader.maximumTextNesting) {
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

    /// The top-level node of `text`.
    func compose(_ text: String) throws(JSONSyntaxError) -> Node {
        var text = text
        let result: Result<Node, JSONSyntaxError>? = text.withUTF8 { bytes in
            var cursor = Cursor(bytes: bytes)
            return Result { () throws(JSONSyntaxError) in try compose(&cursor) }
        }
        return try result!.get()
    }

    // MARK: The collections

    /// An open object or array.
    private struct OpenCollection {
        var isMapping: Bool
        var mark: Mark
        var pairs: [(Node, Node)] = []
        var items: [Node] = []
        /// The key read last in an object, waiting for its value.
        var key: Node?
    }

    private func compose(_ cursor: inout Cursor) throws(JSONSyntaxError) -> Node {
        cursor.skipByteOrderMark()
        var open: [OpenCollection] = []
        while true {
            // Read a value; collections open here and are finished below.
            try cursor.skipWhiteSpace()
            var value: Node
            let mark = cursor.mark()
            guard let byte = cursor.peek else { throw cursor.error("the text ends where a value should start") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isMapping = byte == UInt8(ascii: "{")
                guard open.count + 1 < depthLimit else {
                    throw cursor.error("the document nests more than \(depthLimit - 1) levels deep")
                }
                cursor.advance()
                open.append(OpenCollection(isMapping: isMapping, mark: mark))
                try cursor.skipWhiteSpace()
                let closing = UInt8(ascii: isMapping ? "}" : "]")
                if cursor.peek == closing {
                    cursor.advance()
                    value = finish(open.removeLast())
                } else {
                    if isMapping { open[open.count - 1].key = try readKey(&cursor) }
                    continue
                }
            case UInt8(ascii: "\""):
                value = .scalar(Node.Scalar(try cursor.readString(), stringTag, .doubleQuoted, mark))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (text, isInteger) = try cursor.readNumber()
                value = .scalar(Node.Scalar(text, isInteger ? intTag : floatTag, .plain, mark))
            case UInt8(ascii: "t"):
                try cursor.expectWord("true")
                value = .scalar(Node.Scalar("true", boolTag, .plain, mark))
            case UInt8(ascii: "f"):
                try cursor.expectWord("false")
                value = .scalar(Node.Scalar("false", boolTag, .plain, mark))
            case UInt8(ascii: "n"):
                try cursor.expectWord("null")
                value = .scalar(Node.Scalar("null", nullTag, .plain, mark))
            default:
                throw cursor.error("expected a value (an object, array, string, number, true, false or null)")
            }
            // Add the value to the collection it is in, and close what ends after it.
            while true {
                guard !open.isEmpty else {
                    try cursor.skipWhiteSpace()
                    guard cursor.peek == nil else { throw cursor.error("expected the end of the text after the document") }
                    return value
                }
                let last = open.count - 1
                if open[last].isMapping {
                    open[last].pairs.append((open[last].key!, value))
                    open[last].key = nil
                } else {
                    open[last].items.append(value)
                }
                try cursor.skipWhiteSpace()
                let closing = UInt8(ascii: open[last].isMapping ? "}" : "]")
                if cursor.peek == UInt8(ascii: ",") {
                    cursor.advance()
                    if open[last].isMapping { open[last].key = try readKey(&cursor) }
                    break
                }
                guard cursor.peek == closing else {
                    throw cursor.error(open[last].isMapping ? "expected ',' or '}' after a value" : "expected ',' or ']' after a value")
                }
                cursor.advance()
                value = finish(open.removeLast())
            }
        }
    }

    /// A key and the colon after it.
    private func readKey(_ cursor: inout Cursor) throws(JSONSyntaxError) -> Node {
        try cursor.skipWhiteSpace()
        guard cursor.peek == UInt8(ascii: "\"") else { throw cursor.error("expected a key (a string in double quotes)") }
        let mark = cursor.mark()
        let key = Node.scalar(Node.Scalar(try cursor.readString(), stringTag, .doubleQuoted, mark))
        try cursor.skipWhiteSpace()
        guard cursor.peek == UInt8(ascii: ":") else { throw cursor.error("expected ':' after a key") }
        cursor.advance()
        return key
    }

    private func finish(_ collection: OpenCollection) -> Node {
        collection.isMapping
            ? .mapping(Node.Mapping(collection.pairs, mappingTag, .flow, collection.mark))
            : .sequence(Node.Sequence(collection.items, sequenceTag, .flow, collection.mark))
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}

extension JSONComposer {
    /// The position in the text, with what a mark needs: the line, where it starts, and the
    /// column of a recent position on it (so that columns are counted once per line, not once
    /// per value: a document on one line would otherwise cost time quadratic in its length).
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var line = 1
        var lineStart = 0
        /// A position on the current line and its column.
        var countedOffset = 0
        var countedColumn = 1

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func advance() { offset += 1 }

        mutating func skipByteOrderMark() {
            // Skipped, but counted as a column, as Yams' marks count it.
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { offset = 3 }
        }

        /// The column of `offset`: Unicode scalars since the line's start, plus one.
        mutating func column() -> Int {
            if countedOffset < lineStart {
                countedOffset = lineStart
                countedColumn = 1
            }
            while countedOffset < offset {
                // A byte that does not continue a character starts one.
                if bytes[countedOffset] & 0xC0 != 0x80 { countedColumn += 1 }
                countedOffset += 1
            }
            return countedColumn
        }

        mutating func mark() -> Mark { YamsMark(line: line, column: column()).mark }

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

        mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
            let count = word.utf8CodeUnitCount
            var matches = offset + count <= bytes.count
            if matches {
                for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
                    matches = false
                    break
                }
            }
            guard matches else { throw error("expected a value (an object, array, string, number, true, false or null)") }
            offset += count
        }

        /// A number's text as written and whether it is an integer (no fraction, no exponent),
        /// which is how Yams' resolver tags it (`int`, else `float`).
        mutating func readNumber() throws(JSONSyntaxError) -> (text: String, isInteger: Bool) {
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
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self), isInteger)
        }

        /// A string's characters, the cursor on its opening quote.
        mutating func readString() throws(JSONSyntaxError) -> String {
            offset += 1
            let start = offset
            // Most strings have no escape: their bytes are the string.
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") { break }
                guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
                offset += 1
            }
            var text = Array(bytes[start..<offset])
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return String(decoding: text, as: UTF8.self)
                }
                guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    offset += 1
                    continue
                }
                try readEscape(into: &text)
            }
            throw error("the text ends inside a string")
        }

        /// One escape, the cursor on its backslash.
        private mutating func readEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
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
                text.append(simple)
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
            text.append(contentsOf: UTF8.encode(scalar)!)
        }

        /// `\uXXXX`'s value, the cursor on its backslash.
        private mutating func readHexEscape() throws(JSONSyntaxError) -> UInt32 {
            guard offset + 6 <= bytes.count else { throw error("expected four hexadecimal digits after \\u") }
            var value: UInt32 = 0
            for index in offset + 2 ..< offset + 6 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("expected four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
            }
            offset += 6
            return value
        }
    }
}

extension StackDocument {
    /// How many values `text` holds, composed by the JSON reader alone (no checks, no
    /// conversion into nodes): what `stacks-benchmark` compares with Python's `json.loads`.
    /// `nil` when the text is not strict JSON.
    @_spi(Benchmarks) public static func countJSONValues(_ text: String) -> Int? {
        guard let top = try? JSONComposer().compose(text) else { return nil }
        var count = 0
        var pending = [top]
        while let node = pending.popLast() {
            count += 1
            switch node {
            case .scalar: break
            case .mapping(let mapping): pending += mapping.values
            case .sequence(let sequence): pending += sequence
            }
        }
        return count
    }
}
