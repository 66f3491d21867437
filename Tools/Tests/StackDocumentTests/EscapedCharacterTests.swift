import Foundation
import StackDocument
import Testing

/// Characters a document may escape as JSON does, and U+0000, which it may not hold at all.
/// Columns are counted by hand from the one-line documents (the first character is column 1).
@Suite("Escaped characters: surrogate pairs and U+0000")
struct EscapedCharacterTests {
    /// The string of the root text node of `text`.
    func rootString(_ text: String) throws -> String? {
        guard case .text(let node) = try StackDocument(yaml: text).root.content else { return nil }
        return node.string
    }

    // MARK: Surrogate pairs

    @Test("a surrogate pair, as Python's json.dumps writes U+1F600, reads as that character", arguments: [
        #"{"root": {"text": {"string": "\ud83d\ude00"}}}"#,
        #"{"root": {"text": {"string": "\uD83D\uDE00"}}}"#,
        #"{"root":{"text":{"string":"\ud83d\ude00"}}}"#,
        "{\"root\": {\"text\": {\"string\": \"\\ud83d\\ude00\"}}}\r\n",
        #"root: {text: {string: "\ud83d\ude00"}}"#,
        "root:\n  text:\n    string: \"\\ud83d\\ude00\"\n",
    ])
    func surrogatePair(text: String) throws {
        #expect(try rootString(text) == "\u{1F600}")
    }

    @Test("pairs among other escapes, at the start, the end and side by side")
    func pairsAmongOtherText() throws {
        // U+1F44B (waving hand) is D83D DC4B; U+10000 is D800 DC00; U+10FFFF is DBFF DFFF.
        #expect(try rootString(#"{"root": {"text": {"string": "Caf\u00e9 \ud83d\udc4b\ud83d\ude00!"}}}"#)
            == "Café \u{1F44B}\u{1F600}!")
        #expect(try rootString(#"{"root": {"text": {"string": "\ud800\udc00 \udbff\udfff"}}}"#) == "\u{10000} \u{10FFFF}")
        // An escaped backslash then an escaped quote: the pair after them is still in the string.
        #expect(try rootString(#"{"root": {"text": {"string": "\\\"\ud83d\ude00"}}}"#) == "\\\"\u{1F600}")
    }

    @Test("the same document written with the character and with its pair gives the same tree")
    func pairAndCharacterAgree() throws {
        let literal = try StackDocument(yaml: "{\"root\": {\"stack\": {\"axis\": \"vertical\", \"children\": [{\"text\": {\"id\": \"\u{1F600}\", \"string\": \"Hi \u{1F600}\"}}]}}}")
        let escaped = try StackDocument(yaml: #"{"root": {"stack": {"axis": "vertical", "children": [{"text": {"id": "\ud83d\ude00", "string": "Hi \ud83d\ude00"}}]}}}"#)
        #expect(String(reflecting: literal.root) == String(reflecting: escaped.root))
    }

    @Test("where a backslash is not an escape, a pair's text is kept as written", arguments: [
        // An escaped backslash: the text `\ud83d\ude00`.
        (#"{"root": {"text": {"string": "\\ud83d\\ude00"}}}"#, #"\ud83d\ude00"#),
        // Single quotes, plain text.
        (#"root: {text: {string: '\ud83d\ude00'}}"#, #"\ud83d\ude00"#),
        (#"root: {text: {string: a\ud83d\ude00}}"#, #"a\ud83d\ude00"#),
        // A double quote inside plain text does not open a string, on its line or a later one.
        ("root:\n  text:\n    string: say \"\\ud83d\\ude00\"\n", #"say "\ud83d\ude00""#),
        ("root:\n  text:\n    string: say\n      \"\\ud83d\\ude00\"\n", #"say "\ud83d\ude00""#),
        // A block scalar, after a comment holding a quote.
        ("# \"\nroot:\n  text:\n    string: |\n      \"\\ud83d\\ude00\"\n", "\"\\ud83d\\ude00\"\n"),
    ])
    func notEscapes(text: String, string: String) throws {
        #expect(try rootString(text) == string)
    }

    @Test("a rewritten pair moves no later column: an error after it on its line is where it is written")
    func columnsAfterAPair() {
        // `{"root": {"box": {"id": "` is 25 characters; two pairs (26–49), `", ` (50–52),
        // `"width": ` (53–61): -1 at column 62.
        #expect(readingError(#"{"root": {"box": {"id": "\ud83d\ude00\ud83d\ude01", "width": -1}}}"#)
            == "root.box.width (line 1, column 62): expected a number of points, 0 or more; found -1")
        // A key made of a pair: `{"root": {"box": {` is 18 characters, the key starts at 19.
        #expect(readingError(#"{"root": {"box": {"\ud83d\ude00": 1}}}"#)?
            .hasPrefix("root.box.\u{1F600} (line 1, column 19): unknown key \"\u{1F600}\"; allowed keys: id,") == true)
        // libyaml's own error inside the string, after the pair: `\q` at 31 + 12 = 43.
        #expect(readingError(#"{"root": {"text": {"string": "\ud83d\ude00\q"}}}"#)
            == "document (line 1, column 43): invalid YAML: found unknown escape character "
            + "(while parsing a quoted scalar at line 1, column 30)")
    }

    @Test("a pair in a string over several lines: later lines and the rest of its own are unmoved")
    func multiLineString() throws {
        // Line 2 is `  box: {id: "\ud83d\ude00 and` (its pair at 14–25); line 3 `    more", width: -1}`:
        // `    more", ` is 11 characters, `width: ` 12–18, -1 at 19.
        let text = "root:\n  box: {id: \"\\ud83d\\ude00 and\n    more\", width: -1}\n"
        #expect(readingError(text) == "root.box.width (line 3, column 19): expected a number of points, 0 or more; found -1")
        let fine = try StackDocument(yaml: "root:\n  box: {id: \"\\ud83d\\ude00 and\n    more\", width: 1}\n")
        #expect(fine.root.id == "\u{1F600} and more")
        // The same with Windows line breaks.
        #expect(readingError(text.replacingOccurrences(of: "\n", with: "\r\n"))
            == "root.box.width (line 3, column 19): expected a number of points, 0 or more; found -1")
        // An escaped line break right after the pair joins the lines without a space.
        let joined = try StackDocument(yaml: "root:\n  box: {id: \"\\ud83d\\ude00\\\n    more\", width: 1}\n")
        #expect(joined.root.id == "\u{1F600}more")
    }

    @Test("half a pair is an error at its escape, saying what JSON expects", arguments: [
        // `{"root": {"text": {"string": "` is 30 characters: the string's quote at 30.
        (#"{"root": {"text": {"string": "a\ud83d"}}}"#, 32, #"\ud83d"#, "high"),
        (#"{"root": {"text": {"string": "\ude00"}}}"#, 31, #"\ude00"#, "low"),
        (#"{"root": {"text": {"string": "\uD83D\u0041"}}}"#, 31, #"\uD83D"#, "high"),
        // After a whole pair (31–42), at its original column.
        (#"{"root": {"text": {"string": "\ud83d\ude00\ud83d"}}}"#, 43, #"\ud83d"#, "high"),
    ])
    func loneSurrogate(text: String, column: Int, escape: String, half: String) {
        let rule = half == "high"
            ? #"a high surrogate (\uD800–\uDBFF) must be followed by a low one (\uDC00–\uDFFF)"#
            : #"a low surrogate (\uDC00–\uDFFF) must follow a high one (\uD800–\uDBFF)"#
        #expect(readingError(text) == "document (line 1, column \(column)): invalid YAML: \(escape) is half of a UTF-16 "
            + "surrogate pair: \(rule), as JSON writes a character above U+FFFF (while parsing a quoted scalar at line 1, column 30)")
    }

    // MARK: U+0000

    static let nulProblem = "the text contains the character U+0000 (NUL), which a document may not contain"

    @Test("U+0000 is refused in a string, escaped or raw, at the string", arguments: [
        #"\u0000"#, #"\0"#, #"\x00"#, #"\U00000000"#, "\u{0}",
    ])
    func nulInAString(nul: String) {
        // `{"root": {"text": {"string": ` is 29 characters: the string at 30, in JSON and YAML.
        #expect(readingError("{\"root\": {\"text\": {\"string\": \"a\(nul)b\"}}}") == "root.text.string (line 1, column 30): \(Self.nulProblem)")
        // `root: {text: {string: ` is 22 characters.
        #expect(readingError("root: {text: {string: \"a\(nul)b\"}}") == "root.text.string (line 1, column 23): \(Self.nulProblem)")
    }

    @Test("U+0000 is refused in ids, keys, titles and plain or single-quoted text, at the value")
    func nulAnywhere() {
        // `root: {box: {id: ` is 17 characters.
        #expect(readingError(#"root: {box: {id: "\0"}}"#) == "root.box.id (line 1, column 18): \(Self.nulProblem)")
        // A key: `root: {box: {` is 13 characters; the path spells the NUL `\0`, escaped or raw.
        #expect(readingError(#"root: {box: {"a\0b": 1}}"#) == #"root.box.a\0b (line 1, column 14): "# + Self.nulProblem)
        #expect(readingError("root: {box: {\"a\u{0}b\": 1}}") == #"root.box.a\0b (line 1, column 14): "# + Self.nulProblem)
        // After an anchor, at the value, which starts at its anchor (as every message about it):
        // `root: {box: {id: ` is 17 characters.
        #expect(readingError(#"root: {box: {id: &a "\0"}}"#) == "root.box.id (line 1, column 18): \(Self.nulProblem)")
        // A button title: `root: {buttons: {items: [{title: ` is 33 characters.
        #expect(readingError(#"root: {buttons: {items: [{title: "Sa\u0000ve"}]}}"#)
            == "root.buttons.items[0].title (line 1, column 34): \(Self.nulProblem)")
        // Raw, in plain and single-quoted text.
        #expect(readingError("root: {text: {string: a\u{0}b}}") == "root.text.string (line 1, column 23): \(Self.nulProblem)")
        #expect(readingError("root: {text: {string: 'a\u{0}b'}}") == "root.text.string (line 1, column 23): \(Self.nulProblem)")
        // Outside any value: in a comment on line 2.
        #expect(readingError("root: {box: {}}\n# a\u{0}b\n")
            == "document (line 2, column 4): the document contains the character U+0000 (NUL), which a document may not contain")
    }

    @Test("where a backslash is not an escape, \\0 is just text")
    func backslashZeroAsText() throws {
        #expect(try rootString(#"{"root": {"text": {"string": "a\\0b"}}}"#) == #"a\0b"#)
        #expect(try rootString(#"root: {text: {string: 'a\0b'}}"#) == #"a\0b"#)
        #expect(try rootString(#"root: {text: {string: a\x00b}}"#) == #"a\x00b"#)
    }

    @Test("read from bytes, a document with a NUL byte gets the same error")
    func nulFromData() {
        #expect(throws: DocumentError(
            place: DocumentPlace(path: DocumentPath(steps: [.key("root"), .key("text"), .key("string")]), line: 1, column: 23),
            problem: Self.nulProblem)
        ) {
            try StackDocument(data: Data("root: {text: {string: \"a\u{0}b\"}}".utf8))
        }
    }
}
