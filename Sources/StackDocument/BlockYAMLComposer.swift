/// Composes the plain block-style YAML that stack documents are nearly always written in
/// straight from the text, without libyaml: the ``DocumentTree`` ``YAMLEventComposer`` composes
/// from the same text (the same values, tags, styles, texts, lines and columns), or `nil` when
/// the text uses anything outside the subset below, which the reader then composes with
/// libyaml as it always has.
///
/// Why: reading a 100,000-box YAML document spent most of its time in libyaml's parse and in
/// turning its events into values; issue 18 asks YAML reading to take at most 1.5× libyaml's
/// bare parse, which no reader built on that parse can reach. Like ``JSONComposer`` this
/// reads in one pass over the bytes with no intermediate tokens.
///
/// The subset, which it decides exactly as libyaml does:
/// - block mappings and block sequences, a sequence under a key indented or not, a mapping
///   starting on a sequence item's line (`- box: …`), nested values on the lines below a key
///   or a bare `-`;
/// - keys written plain or quoted on one line, at most ``longestKey`` bytes up to the colon
///   (libyaml stops looking for a key's colon after 1,024 characters);
/// - values on the key's or the item's line: a plain scalar, a single- or double-quoted one
///   that ends on its line (a double-quoted one without escapes: the reader sends texts with a
///   backslash to libyaml), and flow mappings and sequences of these that close on their line;
/// - comments and blank lines anywhere.
///
/// Anything else returns `nil` at once, before any judgement: anchors, aliases, tags, block
/// scalars, scalars over several lines, an empty value, a scalar alone on the line below its
/// key, `?` keys, a colon, `[`, `]`, `{` or `}` inside a plain scalar, a trailing comma, `---`,
/// `...` and directives, tabs, a carriage return other than in `\r\n`, control characters, a byte order mark,
/// YAML 1.1's other line breaks (U+0085, U+2028, U+2029), the characters libyaml's reader
/// refuses, collections more than ``deepest`` levels deep, and every mistake. So errors keep
/// libyaml's messages and places, and whatever this composer gets wrong can only be a text it
/// accepts: `BlockYAMLComposerTests` compares its trees with ``YAMLEventComposer``'s on
/// hand-written texts at every edge of the subset, on generated documents in every style and
/// on the examples, and counts how many it accepted.
struct BlockYAMLComposer {
    /// The text uses something outside the subset.
    struct OutsideSubset: Error {}

    /// The longest key, in bytes up to its colon, quotes included. libyaml counts characters
    /// and gives up after 1,024; bytes are at least as many as characters.
    static let longestKey = 1000

    /// The deepest nesting this composer reads (it recurses once per level); deeper texts go
    /// to libyaml, whose composition does not recurse.
    static let deepest = 200

    /// The most collections open at once, as ``YAMLEventComposer``'s `depthLimit`.
    let depthLimit: Int

    init(depthLimit: Int = DocumentReader.maximumTextNesting) {
        self.depthLimit = min(depthLimit, Self.deepest)
    }

    /// The composed document of `text`, or `nil` when the text is not in the subset.
    func compose(_ text: String) -> DocumentTree? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes, depthLimit: depthLimit)
            return try? reader.document()
        }
    }
}

extension BlockYAMLComposer {
    /// A scalar found in the text.
    private struct Token {
        /// Where it starts (at its opening quote, if quoted): its mark.
        var mark: Int
        /// Its text's bytes, `start..<end` (a plain scalar's trailing spaces left out).
        var start: Int
        var end: Int
        var style: DocumentTree.Style
        /// A single-quoted text holding `''`, which reads as one quote.
        var hasEscapedQuote = false
        /// The first byte after it: where a plain scalar stopped (a colon, `#`, a comma, a
        /// closing bracket, a line break, the end), the byte after a quoted one's closing quote.
        var stop: Int
    }

    /// One reading of a text.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let depthLimit: Int
        var builder: DocumentTreeBuilder
        var offset = 0
        /// The current line, from 1, and the offset of its first byte.
        var line = 1
        var lineStart = 0
        /// The current line's indentation (its first byte other than a space is at `offset`
        /// after ``nextLine()``); -1 past the last line.
        var indent = 0
        var columns = ScalarColumnCounter()
        /// Whether the text is all ASCII: a column is then an offset on the line.
        var isASCII = true
        /// The text of the last single-quoted scalar holding `''`.
        var unescaped: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
            self.bytes = bytes
            self.depthLimit = depthLimit
            builder = DocumentTreeBuilder(expectedTextBytes: bytes.count, bytesPerValue: 5)
        }

        mutating func document() throws(OutsideSubset) -> DocumentTree {
            isASCII = try checkCharacters()
            try findContentLine()
            guard indent >= 0 else { throw OutsideSubset() }
            try blockNode()
            // The top value ends only at the end of the text, or at a line it does not hold.
            guard indent < 0 else { throw OutsideSubset() }
            return builder.finish()
        }

        // MARK: Characters and lines

        /// The byte at `index`; 0 past the end (the text holds no 0: ``checkCharacters()``).
        private func byte(_ index: Int) -> UInt8 {
            index < bytes.count ? bytes[index] : 0
        }

        private static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), hash = UInt8(ascii: "#")
        /// A carriage return, which the text has only before a line feed (``checkCharacters()``):
        /// a line ends at either byte of `\r\n`.
        private static let carriageReturn = UInt8(ascii: "\r")
        private static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ","), dash = UInt8(ascii: "-")

        /// A space, a line break or the end.
        private static func isBlankOrEnd(_ byte: UInt8) -> Bool {
            byte == space || isLineEnd(byte)
        }

        /// A line break (either byte of `\r\n`) or the end.
        private static func isLineEnd(_ byte: UInt8) -> Bool {
            byte == newline || byte == carriageReturn || byte == 0
        }

        /// Refuses every character libyaml's reader refuses and every one this composer leaves to
        /// libyaml: controls (a tab, a carriage return not before a line feed, U+0000 among them), U+007F, C1 controls
        /// and U+0085, U+2028 and U+2029 (line breaks in YAML 1.1), a byte order mark anywhere,
        /// U+FFFE and U+FFFF. Returns whether the text is all ASCII.
        private func checkCharacters() throws(OutsideSubset) -> Bool {
            var isASCII = true
            var index = 0
            let count = bytes.count
            while index < count {
                // Eight bytes at a time while they are all printable ASCII: no byte of the word
                // is below 0x20 or at 0x7F and above (a line break among them is looked at one
                // byte at a time below).
                if let base = bytes.baseAddress {
                    while index + 8 <= count {
                        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        let low: UInt64 = 0x2020_2020_2020_2020, high: UInt64 = 0x8080_8080_8080_8080
                        // A byte below 0x20 borrows into its high bit; one at 0x80 and above
                        // has it; 0x7F plus one reaches it.
                        let below = (word &- low) & ~word & high
                        let above = (word | (word &+ 0x0101_0101_0101_0101)) & high
                        guard below | above == 0 else { break }
                        index += 8
                    }
                    guard index < count else { break }
                }
                let byte = bytes[index]
                index += 1
                if byte >= 0x20 && byte < 0x7F || byte == Self.newline { continue }
                // `\r\n` ends a line as `\n` does; a lone `\r` is a line break of its own to
                // libyaml, left to it.
                if byte == Self.carriageReturn && self.byte(index) == Self.newline { continue }
                if byte < 0x80 { throw OutsideSubset() }
                isASCII = false
                switch byte {
                case 0xC2:
                    if (0x80...0x9F).contains(self.byte(index)) { throw OutsideSubset() }
                case 0xE2:
                    if self.byte(index) == 0x80 && (self.byte(index + 1) == 0xA8 || self.byte(index + 1) == 0xA9) {
                        throw OutsideSubset()
                    }
                case 0xEF:
                    let second = self.byte(index), third = self.byte(index + 1)
                    if second == 0xBB && third == 0xBF || second == 0xBF && (third == 0xBE || third == 0xBF) {
                        throw OutsideSubset()
                    }
                default:
                    break
                }
            }
            return isASCII
        }

        /// The column of `position` on the current line: Unicode scalars since the line's
        /// start, plus one.
        private mutating func column(at position: Int) -> Int {
            if isASCII { return position - lineStart + 1 }
            return columns.column(of: position, lineStart: lineStart, in: bytes)
        }

        private mutating func skipSpaces() {
            while byte(offset) == Self.space { offset += 1 }
        }

        /// The offset of the line break ending the line `index` is on, or the text's end.
        private func endOfLine(from index: Int) -> Int {
            var index = index
            while index < bytes.count && bytes[index] != Self.newline { index += 1 }
            return index
        }

        /// From the start of a line, finds the next line holding something other than spaces
        /// and a comment; sets ``indent`` and ``offset`` to its first byte other than a space.
        private mutating func findContentLine() throws(OutsideSubset) {
            while true {
                var index = offset
                while byte(index) == Self.space { index += 1 }
                let first = byte(index)
                if index >= bytes.count {
                    offset = index
                    indent = -1
                    return
                }
                if Self.isLineEnd(first) || first == Self.hash {
                    index = endOfLine(from: index)
                    guard index < bytes.count else {
                        offset = index
                        indent = -1
                        return
                    }
                    offset = index + 1
                    line += 1
                    lineStart = offset
                    continue
                }
                offset = index
                indent = index - lineStart
                // `---` and `...` at a line's start mark documents; `%` (a directive) is no
                // scalar's first character and is refused where a key is read.
                if indent == 0 && (first == Self.dash || first == UInt8(ascii: ".")) && byte(index + 1) == first
                    && byte(index + 2) == first && Self.isBlankOrEnd(byte(index + 3))
                {
                    throw OutsideSubset()
                }
                return
            }
        }

        /// From a line break or the end, moves to the next line holding something.
        private mutating func nextLine() throws(OutsideSubset) {
            guard offset < bytes.count else {
                indent = -1
                return
            }
            offset += 1
            line += 1
            lineStart = offset
            try findContentLine()
        }

        /// After a value on its line: only spaces and a comment may follow; then the next line.
        private mutating func finishLine() throws(OutsideSubset) {
            skipSpaces()
            let next = byte(offset)
            if next == Self.hash && bytes[offset - 1] == Self.space || next == Self.carriageReturn {
                offset = endOfLine(from: offset)
            } else if next != Self.newline && next != 0 {
                throw OutsideSubset()
            }
            try nextLine()
        }

        /// At a value's place, whether only spaces and perhaps a comment are left on the line (the
        /// value is on the lines below); moves to the line's end if so.
        private mutating func restOfLineIsEmpty() -> Bool {
            skipSpaces()
            let next = byte(offset)
            if next == Self.hash && bytes[offset - 1] == Self.space || next == Self.carriageReturn {
                offset = endOfLine(from: offset)
                return true
            }
            return next == Self.newline || next == 0
        }

        // MARK: Scalars

        /// The scalar starting at `position`: quoted, or plain as libyaml reads it in block
        /// context (`flow` false) or inside a flow collection.
        private func scalar(at position: Int, flow: Bool) throws(OutsideSubset) -> Token {
            let first = byte(position)
            if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") { return try quoted(at: position) }
            return try plain(at: position, flow: flow)
        }

        private func quoted(at position: Int) throws(OutsideSubset) -> Token {
            let quote = bytes[position]
            var index = position + 1
            var hasEscapedQuote = false
            while true {
                let byte = self.byte(index)
                // Over several lines, or with an escape: libyaml's.
                if Self.isLineEnd(byte) || byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                    throw OutsideSubset()
                }
                if byte == quote {
                    guard quote == UInt8(ascii: "'") && self.byte(index + 1) == quote else { break }
                    hasEscapedQuote = true
                    index += 2
                    continue
                }
                index += 1
            }
            return Token(
                mark: position, start: position + 1, end: index, style: quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted,
                hasEscapedQuote: hasEscapedQuote, stop: index + 1)
        }

        private func plain(at position: Int, flow: Bool) throws(OutsideSubset) -> Token {
            switch byte(position) {
            case Self.dash:
                // `-` followed by a space is a sequence item; `-5` is a scalar.
                let next = byte(position + 1)
                if Self.isBlankOrEnd(next) || flow && Self.isFlowIndicator(next) { throw OutsideSubset() }
            case UInt8(ascii: "?"), Self.colon, Self.comma, UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), Self.hash, UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
                UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), Self.space, Self.newline,
                Self.carriageReturn, 0:
                // Indicators, and no scalar at all (an empty value).
                throw OutsideSubset()
            default:
                break
            }
            var index = position, end = position
            scan: while true {
                let byte = self.byte(index)
                if Self.isOrdinaryInPlain(byte) {
                    index += 1
                    end = index
                    continue scan
                }
                switch byte {
                case Self.newline, Self.carriageReturn, 0:
                    break scan
                case Self.space:
                    index += 1
                    continue scan
                case Self.hash:
                    // A comment after a space; `a#b` is text.
                    if bytes[index - 1] == Self.space { break scan }
                case Self.colon:
                    // `: ` ends the key; any other colon (`1:30`, `http://`) is libyaml's to judge.
                    guard Self.isBlankOrEnd(self.byte(index + 1)) else { throw OutsideSubset() }
                    break scan
                case Self.comma:
                    if flow { break scan }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard flow else { throw OutsideSubset() }
                    break scan
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    throw OutsideSubset()
                case UInt8(ascii: "?"):
                    // libyaml's versions differ on `?` inside a flow collection's plain scalar.
                    if flow { throw OutsideSubset() }
                default:
                    break
                }
                index += 1
                end = index
            }
            return Token(mark: position, start: position, end: end, style: .plain, stop: index)
        }

        /// The bytes a plain scalar's scan must look at (all below 0x80): the end, a line break,
        /// a carriage return, a space, `#`, `,`, `:`, `?` (bits of the first word) and `[`, `]`,
        /// `{`, `}` (of the second, less 64). Any other byte is part of the scalar.
        private static let plainStopsBelow64: UInt64 =
            1 << 0x00 | 1 << 0x0A | 1 << 0x0D | 1 << 0x20 | 1 << 0x23 | 1 << 0x2C | 1 << 0x3A | 1 << 0x3F
        private static let plainStopsFrom64: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)

        private static func isOrdinaryInPlain(_ byte: UInt8) -> Bool {
            guard byte < 0x80 else { return true }
            let stops = byte < 64 ? plainStopsBelow64 : plainStopsFrom64
            return stops >> (UInt64(byte) & 63) & 1 == 0
        }

        private static func isFlowIndicator(_ byte: UInt8) -> Bool {
            byte == comma || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "}")
        }

        /// Whether `token` is a key: a colon right after it, then a space (or, in block context,
        /// the line's end).
        private func isKey(_ token: Token, flow: Bool) throws(OutsideSubset) -> Bool {
            guard byte(token.stop) == Self.colon else { return false }
            let next = byte(token.stop + 1)
            guard flow ? next == Self.space : Self.isBlankOrEnd(next) else { return false }
            guard token.stop - token.mark <= BlockYAMLComposer.longestKey else { throw OutsideSubset() }
            return true
        }

        /// Adds `token` to the tree, tagged as ``YAMLEventComposer`` tags it.
        private mutating func add(_ token: Token) {
            let line = self.line, column = column(at: token.mark)
            let text = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
            switch token.style {
            case .plain:
                let (tag, name) = ImplicitScalarTag.resolveWithName(text)
                let index = builder.addScalar(text, tag: tag, style: .plain, line: line, column: column)
                if tag == .other, let name { builder.setOtherTagName(name, of: index) }
            case .singleQuoted where token.hasEscapedQuote:
                unescaped.removeAll(keepingCapacity: true)
                var index = text.startIndex
                while index < text.endIndex {
                    unescaped.append(text[index])
                    // `''` is one quote.
                    index += text[index] == UInt8(ascii: "'") ? 2 : 1
                }
                builder.addScalar(unescaped, tag: .str, style: .singleQuoted, line: line, column: column)
            default:
                builder.addScalar(text, tag: .str, style: token.style, line: line, column: column)
            }
        }

        // MARK: Collections

        private mutating func open(_ kind: DocumentTree.Kind, at position: Int) throws(OutsideSubset) {
            guard builder.depth + 1 < depthLimit else { throw OutsideSubset() }
            builder.open(kind, tag: kind == .mapping ? .map : .seq, line: line, column: column(at: position))
        }

        /// At the first line of a block collection: reads it.
        private mutating func blockNode() throws(OutsideSubset) {
            let column = indent
            if isSequenceItem(at: offset) { return try blockSequence(column: column) }
            let key = try scalar(at: offset, flow: false)
            // A scalar alone on its line is libyaml's.
            guard try isKey(key, flow: false) else { throw OutsideSubset() }
            try blockMapping(column: column, firstKey: key)
        }

        private func isSequenceItem(at position: Int) -> Bool {
            byte(position) == Self.dash && Self.isBlankOrEnd(byte(position + 1))
        }

        /// A block mapping whose keys are at `column` (from 0, in bytes: only spaces and `- `
        /// come before them), from its first key on.
        private mutating func blockMapping(column: Int, firstKey: Token) throws(OutsideSubset) {
            try open(.mapping, at: firstKey.mark)
            var key = firstKey
            while true {
                add(key)
                offset = key.stop + 1
                if restOfLineIsEmpty() {
                    // The value is on the lines below: deeper, or a sequence at the key's column.
                    try nextLine()
                    if indent > column {
                        try blockNode()
                    } else if indent == column && isSequenceItem(at: offset) {
                        try blockSequence(column: column)
                    } else {
                        throw OutsideSubset()  // an empty value
                    }
                } else {
                    try inlineValue()
                }
                // The next key, or the mapping's end at a line less indented.
                guard indent == column else {
                    if indent < column { break }
                    throw OutsideSubset()
                }
                key = try scalar(at: offset, flow: false)
                guard try isKey(key, flow: false) else { throw OutsideSubset() }
            }
            builder.close()
        }

        /// A block sequence whose `-` are at `column`, from its first item on.
        private mutating func blockSequence(column: Int) throws(OutsideSubset) {
            try open(.sequence, at: offset)
            repeat {
                offset += 1
                if restOfLineIsEmpty() {
                    try nextLine()
                    guard indent > column else { throw OutsideSubset() }  // an empty item
                    try blockNode()
                } else if isSequenceItem(at: offset) {
                    throw OutsideSubset()  // `- - a`
                } else if byte(offset) == UInt8(ascii: "{") || byte(offset) == UInt8(ascii: "[") {
                    try inlineValue()
                } else {
                    let token = try scalar(at: offset, flow: false)
                    if try isKey(token, flow: false) {
                        // A mapping starting on the item's line; its keys are at this column.
                        try blockMapping(column: offset - lineStart, firstKey: token)
                    } else {
                        add(token)
                        offset = token.stop
                        try finishLine()
                    }
                }
            } while indent == column && isSequenceItem(at: offset)
            // At a line less indented, or at the same column the parent mapping's next key (an
            // unindented sequence); anything deeper is libyaml's.
            guard indent <= column else { throw OutsideSubset() }
            builder.close()
        }

        /// A value on its key's or item's line, then the rest of the line.
        private mutating func inlineValue() throws(OutsideSubset) {
            let first = byte(offset)
            if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                try flowCollection()
            } else {
                let token = try scalar(at: offset, flow: false)
                add(token)
                offset = token.stop
            }
            try finishLine()
        }

        /// A flow mapping or sequence that closes on its line.
        private mutating func flowCollection() throws(OutsideSubset) {
            let isMapping = byte(offset) == UInt8(ascii: "{")
            let closer = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
            try open(isMapping ? .mapping : .sequence, at: offset)
            offset += 1
            skipSpaces()
            if byte(offset) == closer {
                offset += 1
                builder.close()
                return
            }
            while true {
                if isMapping {
                    let key = try scalar(at: offset, flow: true)
                    guard try isKey(key, flow: true) else { throw OutsideSubset() }
                    add(key)
                    offset = key.stop + 1
                    skipSpaces()
                }
                try flowValue()
                skipSpaces()
                let next = byte(offset)
                offset += 1
                if next == closer { break }
                guard next == Self.comma else { throw OutsideSubset() }
                skipSpaces()
                // A trailing comma is libyaml's.
                guard byte(offset) != closer else { throw OutsideSubset() }
            }
            builder.close()
        }

        private mutating func flowValue() throws(OutsideSubset) {
            let first = byte(offset)
            if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return try flowCollection() }
            let token = try scalar(at: offset, flow: true)
            // `[a: b]` (a mapping of one pair) is libyaml's.
            guard byte(token.stop) != Self.colon else { throw OutsideSubset() }
            add(token)
            offset = token.stop
        }
    }
}
