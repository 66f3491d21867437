import StackTestSupport

import StackTestSupport

/// Generates YAML texts that mix every way of writing a scalar — plain (over several lines too),
/// single- and double-quoted (over several lines too), literal blocks — in block mappings,
/// block sequences (indented or not) and flow collections, after anchors and tags, between
/// comments; and, from how it wrote each one, the value each scalar must read as.
///
/// Every scalar carries the text of a surrogate pair, `\ud83d\ude00`, or a `\0`: only in a
/// double-quoted scalar is it an escape (the pair reads as 😀), elsewhere it is the text as
/// written. The generator counts the double-quoted scalars holding a pair, each of which the
/// reader must read as the character.
struct YAMLStyleGenerator {
    /// A value as the generator meant it.
    indirect enum Value: Equatable {
        case text(String)
        case list([Value])
        case map([(String, Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.text(let a), .text(let b)): a == b
            case (.list(let a), .list(let b)): a == b
            case (.map(let a), .map(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: false
            }
        }
    }

    static let pair = #"\ud83d\ude00"#
    static let pairCharacter = "\u{1F600}"

    var choices: SeededChoices
    private(set) var lines: [String] = []
    /// Double-quoted scalars holding a pair escape.
    private(set) var doubleQuotedPairs = 0
    private var keyCount = 0
    private var anchorCount = 0

    init(seed: UInt64) {
        choices = SeededChoices(seed: seed)
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// A top-level block mapping.
    mutating func document() -> Value {
        if choices.bool(20) { lines.append("# a \"comment\" \(Self.pair)") }
        return blockMapping(indent: 0, depth: 0)
    }

    private mutating func key() -> String {
        keyCount += 1
        return "k\(keyCount)"
    }

    private mutating func comment() -> String {
        choices.bool(25) ? " # \"\(Self.pair) '" : ""
    }

    private mutating func blockMapping(indent: Int, depth: Int, firstLinePrefix: String? = nil) -> Value {
        var entries: [(String, Value)] = []
        for index in 0..<choices.int(in: 1...3) {
            let key = key()
            // The first entry of a mapping in a sequence item shares the item's line (`- k: v`).
            let prefix = index == 0 ? firstLinePrefix ?? String(repeating: " ", count: indent) : String(repeating: " ", count: indent)
            entries.append((key, blockValue(head: prefix + key + ":", indent: indent, depth: depth)))
        }
        return .map(entries)
    }

    /// A value after `head` (`  key:` or `  -`), starting on its line or the next ones.
    private mutating func blockValue(head: String, indent: Int, depth: Int) -> Value {
        switch choices.int(in: depth >= 3 ? 0...4 : 0...7) {
        case 0, 1:
            // Over several lines, a comment can only follow the last (` #` ends plain text).
            let (text, value) = choices.bool() ? plain(continuationIndent: indent + 2) : doubleQuoted(continuationIndent: indent + 2)
            lines.append(head + " " + properties() + text.first!)
            lines += text.dropFirst()
            lines[lines.count - 1] += comment()
            return value
        case 2:
            let (text, value) = singleQuoted()
            lines.append(head + " " + properties() + text + comment())
            return value
        case 3:
            return literalBlock(head: head, indent: indent)
        case 4:
            let (text, value) = flow(depth: depth)
            lines.append(head + " " + text + comment())
            return value
        case 5:
            lines.append(head + comment())
            if choices.bool(30) { lines.append(String(repeating: " ", count: indent + 1) + "# \"") }
            return blockMapping(indent: indent + 2, depth: depth + 1)
        default:
            lines.append(head + comment())
            // A key's sequence may sit at the key's indentation.
            let itemIndent = head.hasSuffix(":") && choices.bool() ? indent : indent + 2
            var items: [Value] = []
            for _ in 0..<choices.int(in: 1...3) {
                let dash = String(repeating: " ", count: itemIndent) + "-"
                if choices.bool(30) {
                    items.append(blockMapping(indent: itemIndent + 2, depth: depth + 1, firstLinePrefix: dash + " "))
                } else {
                    items.append(blockValue(head: dash, indent: itemIndent, depth: depth + 1))
                }
            }
            return .list(items)
        }
    }

    /// An anchor, a tag, or nothing, before a scalar.
    private mutating func properties() -> String {
        switch choices.int(in: 0...5) {
        case 0:
            anchorCount += 1
            return "&a\(anchorCount) "
        case 1: return "!!str "
        default: return ""
        }
    }

    /// Plain text over one or more lines (the later ones indented `continuationIndent`).
    private mutating func plain(continuationIndent: Int) -> ([String], Value) {
        let words = ["word", Self.pair, #"say"x""#, #"\0"#, "x:y", "a#b", "it's", #"back\slash"#, "\"\(Self.pair)\"", "'q'"]
        var lines: [String] = []
        var all: [String] = []
        for line in 0..<choices.int(in: 1...3) {
            var lineWords: [String] = []
            for index in 0..<choices.int(in: 1...3) {
                // A plain scalar may not start with a quote; a continuation line may (and then
                // the quote is text).
                let word = line == 0 && index == 0 ? choices.pick(["word", Self.pair, #"say"x""#]) : choices.pick(words)
                lineWords.append(word)
            }
            all += lineWords
            let text = lineWords.joined(separator: " ")
            lines.append(line == 0 ? text : String(repeating: " ", count: continuationIndent) + text)
        }
        return (lines, .text(all.joined(separator: " ")))
    }

    /// A double-quoted scalar over one or more lines: pieces of text and escapes, the line
    /// breaks folded to spaces or escaped (joining the lines).
    private mutating func doubleQuoted(continuationIndent: Int, lines lineCounts: ClosedRange<Int> = 1...3) -> ([String], Value) {
        let pieces: [(written: String, read: String)] = [
            ("word", "word"), (Self.pair, Self.pairCharacter), (#"\\"#, #"\"#), (#"\""#, "\""),
            (#"\\ud83d\\ude00"#, Self.pair), ("'", "'"), (" # ", " # "), (": ", ": "), (#"\u00e9"#, "é"),
        ]
        var lines: [String] = []
        var value = ""
        var hasPair = false
        let lineCount = choices.int(in: lineCounts)
        for line in 0..<lineCount {
            var text = line == 0 ? "\"" : String(repeating: " ", count: continuationIndent) + "word"
            if line > 0 { value += "word" }
            for _ in 0..<choices.int(in: 1...3) {
                let piece = choices.pick(pieces)
                text += piece.written
                value += piece.read
                hasPair = hasPair || piece.written == Self.pair
            }
            if line < lineCount - 1 {
                // Blanks at either side of a line break fold away: end the line with a word.
                text += "word"
                value += "word"
                if choices.bool() {
                    text += "\\"  // an escaped line break: the lines join
                } else {
                    value += " "  // a folded line break
                }
            } else {
                text += "\""
            }
            lines.append(text)
        }
        if hasPair { doubleQuotedPairs += 1 }
        return (lines, .text(value))
    }

    private mutating func singleQuoted() -> (String, Value) {
        let pieces: [(written: String, read: String)] = [
            ("word", "word"), (Self.pair, Self.pair), ("''", "'"), ("\"", "\""), (#"\0"#, #"\0"#), (" # ", " # "),
        ]
        var written = "'"
        var read = ""
        for _ in 0..<choices.int(in: 1...3) {
            let piece = choices.pick(pieces)
            written += piece.written
            read += piece.read
        }
        return (written + "'", .text(read))
    }

    /// A literal block: its lines kept as written, each ending with a line break.
    private mutating func literalBlock(head: String, indent: Int) -> Value {
        lines.append(head + " |" + comment())
        var value = ""
        for _ in 0..<choices.int(in: 1...3) {
            let content = choices.pick(["\"\(Self.pair)", "- \"a\": b", "# not a comment", #"'\0"#, "key: \"value"])
            lines.append(String(repeating: " ", count: indent + 2) + content)
            value += content + "\n"
        }
        return .text(value)
    }

    /// A flow collection on one line, JSON-like or not.
    private mutating func flow(depth: Int) -> (String, Value) {
        let count = choices.int(in: 0...3)
        let isMapping = choices.bool()
        let separator = choices.pick([", ", ","])
        var items: [String] = []
        var values: [Value] = []
        var entries: [(String, Value)] = []
        for _ in 0..<count {
            let (text, value): (String, Value)
            switch choices.int(in: depth >= 3 ? 0...2 : 0...3) {
            case 0:
                let (lines, read) = doubleQuoted(continuationIndent: 0, lines: 1...1)
                (text, value) = (lines[0], read)
            case 1: (text, value) = singleQuoted()
            case 2:
                let word = choices.pick(["word", Self.pair, #"a"b"#, #"\0"#])
                (text, value) = (word, .text(word))
            default: (text, value) = flow(depth: depth + 1)
            }
            if isMapping {
                let key = key()
                // A JSON-like key is quoted and may be followed by `:` without a space.
                items.append(choices.bool() ? "\"\(key)\":" + text : key + ": " + text)
                entries.append((key, value))
            } else {
                items.append(text)
                values.append(value)
            }
        }
        let body = items.joined(separator: separator)
        return isMapping ? ("{" + body + "}", .map(entries)) : ("[" + body + "]", .list(values))
    }
}
