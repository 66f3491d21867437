/// A position in a document's text: a UTF-8 byte offset, and the line and column from 1 as
/// libyaml counts them (a column per Unicode scalar; `\r\n`, `\n`, `\r`, U+0085, U+2028 and
/// U+2029 each end a line).
struct TextPosition: Hashable {
    var offset: Int
    var line: Int
    var column: Int
}

/// One pass over a YAML or JSON text that finds, before libyaml reads it, what libyaml reads
/// wrongly or not at all: UTF-16 surrogate pairs written as two `\u` escapes (JSON's way to
/// write a character above U+FFFF, which libyaml refuses) and the character U+0000, escaped or
/// not (libyaml refuses it raw, without a place; escaped, it reads it, and text handed to C
/// ends there).
///
/// Escapes mean something only in double-quoted scalars, so the scan follows libyaml's tokens
/// far enough to know where those are: comments, single-quoted, plain and block scalars (where
/// a backslash is just a character), flow collections, and the block indentation that decides
/// how far a multi-line plain scalar or a block scalar runs. It is a model of libyaml's scanner,
/// not a parser: the reader checks its findings against the composed document before relying
/// on them (``DocumentReader``), and on text libyaml refuses anyway its findings do not matter.
struct YAMLScalarScan {
    /// `\uD83D\uDE00` in a double-quoted scalar: its position (at the backslash), the character
    /// it stands for, and where padding can keep later columns on its line unchanged once it
    /// is rewritten shorter: just after the closing quote when that is on the same line, else
    /// before the line break (a double-quoted scalar drops blanks before a line break); `nil`
    /// when the line ends with an escaped line break, where padding would be text.
    struct SurrogatePair {
        var escape: TextPosition
        var scalar: Unicode.Scalar
        var padding: TextPosition?
    }

    /// Where a token starts, and where the anchor or tag before it does (`&a "x"`, `!!str
    /// "x"`), if any: libyaml's node for it starts there, unless the properties were those of
    /// a collection whose first key the token is.
    struct TokenStart {
        var position: TextPosition
        var properties: TextPosition?
    }

    /// A double-quoted scalar with a surrogate pair or an escaped U+0000 (`\0`, `\x00`,
    /// `\u0000`, `\U00000000`).
    struct DoubleQuotedScalar {
        /// The opening quote.
        var start: TokenStart
        var pairs: [SurrogatePair] = []
        var escapedNULs: [TextPosition] = []
    }

    /// A U+0000 byte in the text and the start of the token holding it (a scalar, an anchor, a
    /// tag), or `nil` in a comment or between tokens.
    struct RawNUL {
        var position: TextPosition
        var token: TokenStart?
    }

    /// The double-quoted scalars with a surrogate pair or an escaped U+0000, in text order.
    private(set) var doubleQuoted: [DoubleQuotedScalar] = []
    /// Every U+0000 byte, in text order.
    private(set) var rawNULs: [RawNUL] = []
    /// The byte offset where each line starts (line 1 at index 0).
    private(set) var lineStarts: [Int] = [0]

    private let bytes: [UInt8]
    private var position = TextPosition(offset: 0, line: 1, column: 1)
    /// The token being scanned, which a raw U+0000 is reported in.
    private var token: TokenStart?
    /// The first anchor or tag since the last node or indicator: the properties of the next node.
    private var properties: TextPosition?
    private var flowLevel = 0
    /// The columns (from 0) of the open block collections, innermost last: libyaml's indent.
    private var indents: [Int] = []
    /// Whether a token here may be a simple key (`key:`), as libyaml decides it.
    private var simpleKeyAllowed = true
    /// The column (from 0) of the simple key a `:` on this line would close.
    private var keyColumn: Int?

    /// Scans `bytes`, UTF-8 text.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    // MARK: Characters

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private var current: UInt8? { byte(at: position.offset) }

    private static func isBlank(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The length of the line break at `offset`, or 0: `\r\n` is one break of two bytes, NEL,
    /// LS and PS are breaks of two and three.
    private func breakLength(at offset: Int) -> Int {
        switch byte(at: offset) {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return byte(at: offset + 1) == UInt8(ascii: "\n") ? 2 : 1
        case 0xC2: return byte(at: offset + 1) == 0x85 ? 2 : 0
        case 0xE2:
            guard byte(at: offset + 1) == 0x80, let third = byte(at: offset + 2), third == 0xA8 || third == 0xA9 else {
                return 0
            }
            return 3
        default: return 0
        }
    }

    private func isBreakOrEnd(at offset: Int) -> Bool {
        offset >= bytes.count || breakLength(at: offset) > 0
    }

    private func isBlankBreakOrEnd(at offset: Int) -> Bool {
        Self.isBlank(byte(at: offset)) || isBreakOrEnd(at: offset)
    }

    private static func isFlowIndicator(_ byte: UInt8?) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
        default: false
        }
    }

    /// Moves past one character (a line break counts as one), noting a U+0000.
    private mutating func advance() {
        let offset = position.offset
        let lineBreak = breakLength(at: offset)
        if lineBreak > 0 {
            position = TextPosition(offset: offset + lineBreak, line: position.line + 1, column: 1)
            lineStarts.append(position.offset)
            return
        }
        if bytes[offset] == 0 { rawNULs.append(RawNUL(position: position, token: token)) }
        position.offset += Self.sequenceLength(bytes[offset])
        position.column += 1
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where current != nil { advance() }
    }

    /// The length of the UTF-8 sequence a lead byte starts (the text is valid UTF-8).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// The value of `count` hexadecimal digits at `offset`, if they are all there.
    private func hexValue(at offset: Int, count: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in offset..<(offset + count) {
            guard let byte = byte(at: index) else { return nil }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// `---` or `...` at the start of a line, followed by a blank or the line's end.
    private func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 3 <= bytes.count else { return false }
        let marker = bytes[offset..<(offset + 3)]
        return (marker.elementsEqual("---".utf8) || marker.elementsEqual("...".utf8)) && isBlankBreakOrEnd(at: offset + 3)
    }

    /// The `\u` escape at `line` and `column` (from 1), as written, when it is one of a UTF-16
    /// surrogate (`\uD800` to `\uDFFF`).
    func surrogateEscape(line: Int, column: Int) -> (text: String, value: UInt32)? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        var offset = lineStarts[line - 1]
        for _ in 1..<column {
            guard offset < bytes.count, breakLength(at: offset) == 0 else { return nil }
            offset += Self.sequenceLength(bytes[offset])
        }
        guard byte(at: offset) == UInt8(ascii: "\\"), byte(at: offset + 1) == UInt8(ascii: "u"),
            let value = hexValue(at: offset + 2, count: 4), (0xD800...0xDFFF).contains(value)
        else { return nil }
        return (String(decoding: bytes[offset..<(offset + 6)], as: UTF8.self), value)
    }

    // MARK: Tokens

    private mutating func scan() {
        var atLineStart = true
        while let byte = current {
            if isBreakOrEnd(at: position.offset) {
                advance()
                atLineStart = true
                if flowLevel == 0 { simpleKeyAllowed = true }
                keyColumn = nil
                continue
            }
            if Self.isBlank(byte) {
                advance()
                continue
            }
            let column = position.column - 1
            if atLineStart {
                atLineStart = false
                if flowLevel == 0 && byte != UInt8(ascii: "#") {
                    if column == 0 && isDocumentMarker(at: position.offset) {
                        indents.removeAll()
                        advance(3)
                        continue
                    }
                    if column == 0 && byte == UInt8(ascii: "%") {
                        skipToLineEnd()
                        continue
                    }
                    // A line less indented closes the block collections deeper than it.
                    while let last = indents.last, last > column { indents.removeLast() }
                }
            }
            scanToken(byte, column: column)
        }
    }

    /// Scans the token starting with `byte` at `column` (from 0).
    private mutating func scanToken(_ byte: UInt8, column: Int) {
        let next = position.offset + 1
        switch byte {
        case UInt8(ascii: "#"):
            skipToLineEnd()
        case UInt8(ascii: "\""):
            startToken(column)
            scanDoubleQuoted()
            simpleKeyAllowed = false
        case UInt8(ascii: "'"):
            startToken(column)
            scanSingleQuoted()
            simpleKeyAllowed = false
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            // A flow collection may be a key; it holds no text of its own.
            startToken(column)
            endNode()
            flowLevel += 1
            simpleKeyAllowed = true
            advance()
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            flowLevel = max(0, flowLevel - 1)
            properties = nil
            simpleKeyAllowed = false
            advance()
        case UInt8(ascii: ","):
            simpleKeyAllowed = true
            properties = nil
            advance()
        case UInt8(ascii: "-") where flowLevel == 0 && isBlankBreakOrEnd(at: next),
            UInt8(ascii: "?") where isBlankBreakOrEnd(at: next):
            if flowLevel == 0 { roll(column) }
            simpleKeyAllowed = true
            keyColumn = nil
            properties = nil
            advance()
        case UInt8(ascii: ":") where flowLevel > 0 || isBlankBreakOrEnd(at: next):
            // A key opens a block mapping at the key's column.
            if flowLevel == 0 { roll(keyColumn ?? column) }
            simpleKeyAllowed = flowLevel == 0
            keyColumn = nil
            properties = nil
            advance()
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            // An anchor, alias or tag: up to the next blank (or flow indicator in a flow).
            let isProperty = byte != UInt8(ascii: "*")
            startToken(column)
            if isProperty && properties == nil { properties = position }
            while !isBlankBreakOrEnd(at: position.offset) && !(flowLevel > 0 && Self.isFlowIndicator(current)) {
                advance()
            }
            token = nil
            if !isProperty { properties = nil }
            simpleKeyAllowed = false
        case UInt8(ascii: "|") where flowLevel == 0, UInt8(ascii: ">") where flowLevel == 0:
            scanBlockScalar()
        default:
            startToken(column)
            scanPlain()
            simpleKeyAllowed = false
        }
    }

    /// Notes a token starting here: the one a raw U+0000 is reported in, and the key a `:`
    /// would close.
    private mutating func startToken(_ column: Int) {
        token = TokenStart(position: position, properties: properties)
        if flowLevel == 0 && simpleKeyAllowed { keyColumn = column }
    }

    /// Ends a token that is a node (a scalar, a flow collection): the properties were its own.
    private mutating func endNode() {
        token = nil
        properties = nil
    }

    /// Opens a block collection at `column` when it is deeper than the current one.
    private mutating func roll(_ column: Int) {
        if column > (indents.last ?? -1) { indents.append(column) }
    }

    /// Moves to the line break (or the end) ending this line.
    private mutating func skipToLineEnd() {
        while !isBreakOrEnd(at: position.offset) { advance() }
    }

    // MARK: Scalars

    private mutating func scanDoubleQuoted() {
        var scalar = DoubleQuotedScalar(start: token ?? TokenStart(position: position))
        // Pairs on the current line, still waiting for the place of their padding.
        var waiting: [Int] = []
        func pad(at place: TextPosition?) {
            for index in waiting { scalar.pairs[index].padding = place }
            waiting.removeAll()
        }
        advance()
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                advance()
                pad(at: position)
                break
            }
            if isBreakOrEnd(at: position.offset) {
                pad(at: position)
                advance()
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                advance()
                continue
            }
            let escape = position
            let code = self.byte(at: escape.offset + 1)
            if isBreakOrEnd(at: escape.offset + 1) {
                // An escaped line break: what follows on this line is the escape itself.
                pad(at: nil)
                advance(2)
                continue
            }
            advance(2)
            let digits: Int
            switch code {
            case UInt8(ascii: "x"): digits = 2
            case UInt8(ascii: "u"): digits = 4
            case UInt8(ascii: "U"): digits = 8
            default: digits = 0
            }
            if code == UInt8(ascii: "0") { scalar.escapedNULs.append(escape) }
            // Malformed digits are libyaml's to report.
            guard digits > 0, let value = hexValue(at: position.offset, count: digits) else { continue }
            advance(digits)
            if value == 0 {
                scalar.escapedNULs.append(escape)
            } else if code == UInt8(ascii: "u"), (0xD800...0xDBFF).contains(value),
                self.byte(at: position.offset) == UInt8(ascii: "\\"), self.byte(at: position.offset + 1) == UInt8(ascii: "u"),
                let low = hexValue(at: position.offset + 2, count: 4), (0xDC00...0xDFFF).contains(low),
                let character = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
            {
                advance(6)
                scalar.pairs.append(SurrogatePair(escape: escape, scalar: character, padding: nil))
                waiting.append(scalar.pairs.count - 1)
            }
        }
        endNode()
        if !scalar.pairs.isEmpty || !scalar.escapedNULs.isEmpty { doubleQuoted.append(scalar) }
    }

    private mutating func scanSingleQuoted() {
        advance()
        while let byte = current {
            advance()
            if byte == UInt8(ascii: "'") {
                // `''` is a quote inside the scalar.
                guard current == UInt8(ascii: "'") else { break }
                advance()
            }
        }
        endNode()
    }

    /// A plain scalar: to `: `, ` #`, a flow indicator inside a flow, or the end of its line,
    /// and on over following lines indented deeper than its block collection (any line in a
    /// flow) that do not end it at once.
    private mutating func scanPlain() {
        while true {
            while !isBreakOrEnd(at: position.offset) {
                let byte = current!
                let next = self.byte(at: position.offset + 1)
                if byte == UInt8(ascii: ":")
                    && (isBlankBreakOrEnd(at: position.offset + 1) || (flowLevel > 0 && Self.isFlowIndicator(next)))
                {
                    endNode()
                    return
                }
                if flowLevel > 0 && Self.isFlowIndicator(byte) {
                    endNode()
                    return
                }
                if Self.isBlank(byte) {
                    var after = position.offset
                    while Self.isBlank(self.byte(at: after)) { after += 1 }
                    if self.byte(at: after) == UInt8(ascii: "#") {
                        endNode()
                        return
                    }
                }
                advance()
            }
            guard let continuation = continuationLineStart() else {
                endNode()
                return
            }
            while position.offset < continuation { advance() }
        }
    }

    /// Where the plain scalar ending this line continues (the offset of the first character on
    /// a later line), or `nil` when it ends here.
    private func continuationLineStart() -> Int? {
        var offset = position.offset
        var lineStart = offset
        while offset < bytes.count {
            let lineBreak = breakLength(at: offset)
            if lineBreak > 0 {
                offset += lineBreak
                lineStart = offset
            } else if Self.isBlank(bytes[offset]) {
                offset += 1
            } else {
                break
            }
        }
        guard offset < bytes.count, lineStart > position.offset else { return nil }
        let column = offset - lineStart  // only blanks before it: bytes are columns
        let first = bytes[offset]
        let endsAtOnce =
            first == UInt8(ascii: "#")
            || (column == 0 && isDocumentMarker(at: offset))
            || (first == UInt8(ascii: ":") && isBlankBreakOrEnd(at: offset + 1))
            || (flowLevel > 0 && Self.isFlowIndicator(first))
            || (flowLevel == 0 && column <= (indents.last ?? -1))
        return endsAtOnce ? nil : offset
    }

    /// A literal (`|`) or folded (`>`) scalar: its header line, then every line that is blank or
    /// indented deeper than the block collection holding it.
    private mutating func scanBlockScalar() {
        token = TokenStart(position: position, properties: properties)
        let parent = indents.last ?? -1
        skipToLineEnd()
        while current != nil {
            // At the break ending a line: look at the next one.
            var offset = position.offset + breakLength(at: position.offset)
            var indent = 0
            while byte(at: offset) == UInt8(ascii: " ") {
                offset += 1
                indent += 1
            }
            var end = offset
            while Self.isBlank(byte(at: end)) { end += 1 }
            let isBlankLine = isBreakOrEnd(at: end)
            if !isBlankLine && (indent <= parent || (indent == 0 && isDocumentMarker(at: offset))) { break }
            advance()
            skipToLineEnd()
        }
        endNode()
    }
}
