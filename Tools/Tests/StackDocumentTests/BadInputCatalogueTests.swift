import Foundation
import Testing
import StackDocument

/// The catalogue of bad inputs (docs/cli.md, "Bad input"): each is read and, where it reads, laid
/// out; each gives exactly the message below and nothing crashes. Columns are counted by hand
/// from the one-line documents (a document's first character is column 1).
@Suite("Bad input catalogue: documents")
struct BadInputCatalogueTests {
    /// `text` as a document and the one-line message reading it fails with.
    struct Entry: CustomTestStringConvertible, Sendable {
        var text: String
        var message: String
        var testDescription: String { text.count > 60 ? String(text.prefix(60)) + "…" : text }
    }

    static let entries: [Entry] = [
        // `language: ` is 10 characters: the quoted tag at 11.
        Entry(text: "language: 'de DE'\nroot: {box: {}}",
              message: "language (line 1, column 11): \"de DE\" is not a locale: a locale is a language tag such as de, de-CH, "
                  + "zh-Hans or pt_BR (letters, digits, - and _)"),
        // Line 2: `  buttons: {items: [{` is 21 characters, `title: Back, ` 22–34, `icon: star, ` 35–46,
        // `navigation: ` 47–58: the value at 59.
        Entry(text: "root:\n  buttons: {items: [{title: Back, icon: star, navigation: up}]}",
              message: "root.buttons.items[0].navigation (line 2, column 59): unknown value \"up\"; expected one of back, forward"),
        // `root: {box: {` is 13 characters, `width: ` 14–20: the value at 21.
        Entry(text: "root: {box: {width: .nan}}",
              message: "root.box.width (line 1, column 21): expected a number of points, 0 or more; found .nan"),
        Entry(text: "root: {box: {height: .inf}}",
              message: "root.box.height (line 1, column 22): expected a number of points, 0 or more; found .inf"),
        // `root: {stack: {` is 15 characters, `axis: vertical, ` 16–31, `spacing: ` 32–40.
        Entry(text: "root: {stack: {axis: vertical, spacing: -.inf}}",
              message: "root.stack.spacing (line 1, column 41): expected a number of points; found -.inf"),
        Entry(text: "root: {box: {width: -3}}",
              message: "root.box.width (line 1, column 21): expected a number of points, 0 or more; found -3"),
        Entry(text: "root: {stack: {axis: vertical, margins: -1}}",
              message: "root.stack.margins (line 1, column 41): expected a number of points, 0 or more; found -1"),
        // Finite but absurd: beyond a million points layout arithmetic could overflow.
        Entry(text: "root: {box: {width: 1e308}}",
              message: "root.box.width (line 1, column 21): expected a number of points from 0 to 1000000; found 1e308"),
        Entry(text: "root: {stack: {axis: vertical, spacing: -2e6}}",
              message: "root.stack.spacing (line 1, column 41): expected a number of points from -1000000 to 1000000; found -2e6"),
        // `root: {box: {` 13, `aspect: ` 14–21.
        Entry(text: "root: {box: {aspect: 1e-300}}",
              message: "root.box.aspect (line 1, column 22): expected a width-to-height ratio from 1/1000 to 1000, "
                  + "such as 16/9 or 1.5; found 1e-300"),
        // `environment: {` is 14 characters, `scale: ` 15–21.
        Entry(text: "environment: {scale: 1e9}\nroot: {box: {}}",
              message: "environment.scale (line 1, column 22): expected 0 (no rounding) or a number of pixels per point up to 1000; "
                  + "found 1e9"),
        // Unknown keys, at the key.
        Entry(text: "root: {box: {colour: red}}",
              message: "root.box.colour (line 1, column 14): unknown key \"colour\" (did you mean \"color\"?); allowed keys: id, hidden, spacingAfter, "
                  + "hugging, compressionResistance, aspect, offset, audit, width, height, fill, stroke, strokeWidth, cornerRadius, "
                  + "icon, image, template, color"),
        Entry(text: "roots: {box: {}}",
              message: "roots (line 1, column 1): unknown key \"roots\" (did you mean \"root\"?); allowed keys: language, environment, theme, strings, audit, root"),
        // Wrong types. `children: ` is 32–41 after `root: {stack: {axis: vertical, `.
        Entry(text: "root: {stack: {axis: vertical, children: {box: {}}}}",
              message: "root.stack.children (line 1, column 42): expected a list; found a mapping"),
        // `root: {text: {` 14, `string: ` 15–22.
        Entry(text: "root: {text: {string: [a]}}",
              message: "root.text.string (line 1, column 23): expected a string; found a list"),
        Entry(text: "root: {box: {hidden: 1}}",
              message: "root.box.hidden (line 1, column 22): expected true or false; found 1"),
        Entry(text: "root: [box]",
              message: "root (line 1, column 7): expected a node: a mapping with one key naming its kind "
                  + "(box, stack, text, buttons, list, flow, overlay); found a list"),
        Entry(text: "[root]",
              message: "document (line 1, column 1): expected a mapping with a root node (and optionally an environment); "
                  + "found a list"),
        // Duplicate ids name both places: `[` 42, `{box: {id: ` 43–53, `a` 54; the second `a` at 70.
        Entry(text: "root: {stack: {axis: vertical, children: [{box: {id: a}}, {box: {id: a}}]}}",
              message: "root.stack.children[1].box.id (line 1, column 70): duplicate id \"a\"; "
                  + "first used at root.stack.children[0].box.id (line 1, column 54)"),
        // Empty strings: an empty id would print as "" in frames output; an empty document.
        Entry(text: "root: {box: {id: \"\"}}",
              message: "root.box.id (line 1, column 18): an id may not be empty; leave id out and the node is named by its tree path"),
        Entry(text: "",
              message: "document: the document is empty; expected a mapping with a root node"),
        Entry(text: "  \n\n# only a comment\n",
              message: "document: the document is empty; expected a mapping with a root node"),
        Entry(text: "root:",
              message: "root (line 1, column 6): expected a node: a mapping with one key naming its kind "
                  + "(box, stack, text, buttons, list, flow, overlay); found nothing (null)"),
        // U+0000, raw or escaped, at the string: `root: {text: {string: ` is 22 characters. (libyaml
        // refused the byte without a place, and read the escape, which cut the string.)
        Entry(text: "root: {text: {string: \"a\u{0}b\"}}",
              message: "root.text.string (line 1, column 23): the text contains the character U+0000 (NUL), "
                  + "which a document may not contain"),
        Entry(text: #"{"root": {"text": {"string": "a\u0000b"}}}"#,
              message: "root.text.string (line 1, column 30): the text contains the character U+0000 (NUL), "
                  + "which a document may not contain"),
        // Half a surrogate pair, at its escape: the string's quote is at 30, `a` at 31.
        Entry(text: #"{"root": {"text": {"string": "a\ud83d"}}}"#,
              message: #"document (line 1, column 32): invalid YAML: \ud83d is half of a UTF-16 surrogate pair: "#
                  + #"a high surrogate (\uD800–\uDBFF) must be followed by a low one (\uDC00–\uDFFF), "#
                  + "as JSON writes a character above U+FFFF (while parsing a quoted scalar at line 1, column 30)"),
        // YAML that libyaml refuses: two documents, an alias to nothing.
        Entry(text: "root: *nothing",
              message: "document (line 1, column 7): invalid YAML: found undefined alias"),
        Entry(text: "root: {box: {}}\n---\nroot: {box: {}}\n",
              message: "document (line 2, column 1): invalid YAML: but found another document "
                  + "(expected a single document in the stream at line 1, column 1)"),
    ]

    @Test("each bad input gives its message", arguments: entries)
    func entry(_ entry: Entry) {
        #expect(readingError(entry.text) == entry.message)
    }

    @Test("negative spacing is allowed: the children overlap")
    func negativeSpacingOverlaps() throws {
        let document = try StackDocument(yaml: """
            root: {stack: {axis: vertical, spacing: -10, children: [{box: {id: a, height: 20}}, {box: {id: b, height: 20}}]}}
            """)
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(document.layoutTree(), width: 100, measurer: FixedMetricsTextMeasurer())
        // b starts 10 pt before a ends: y = 20 − 10; the stack is 20 + 20 − 10 tall.
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 0, y: 10, width: 100, height: 20))
        #expect(result.size.height == 30)
    }

    @Test("a surrogate pair, as JSON writes a character above U+FFFF, is that character")
    func surrogatePair() throws {
        let document = try StackDocument(yaml: #"{"root": {"stack": {"axis": "vertical", "alignment": "leading", "#
            + #""children": [{"text": {"id": "t", "string": "\ud83d\ude00"}}]}}}"#)
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(document.layoutTree(), width: 100, measurer: FixedMetricsTextMeasurer())
        // One character of body text (17 pt at `large`), 0.5 em: 8.5 × 17. (The twelve
        // characters of the escapes would be 102 wide.)
        #expect(result.frame(of: "t") == Rect(x: 0, y: 0, width: 8.5, height: 17))
    }

    @Test("an empty string is a text one empty line tall and 0 wide")
    func emptyString() throws {
        let document = try StackDocument(yaml: "root: {stack: {axis: vertical, alignment: leading, children: [{text: {id: t, string: \"\"}}]}}")
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(document.layoutTree(), width: 100, measurer: FixedMetricsTextMeasurer())
        // Body at `large` is 17 pt; an empty paragraph is one line of it, as Pango measures it.
        #expect(result.frame(of: "t") == Rect(x: 0, y: 0, width: 0, height: 17))
    }

    @Test("invalid UTF-8 names the line, column and byte")
    func invalidUTF8() {
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try StackDocument(data: Data(bytes))
                return nil
            } catch {
                return error.description
            }
        }
        // `root: {text: {string: "a` is 24 bytes: 0xFF is at offset 24, column 25.
        #expect(message(Array("root: {text: {string: \"a".utf8) + [0xFF, 0xFE] + Array("b\"}}".utf8))
            == "document (line 1, column 25): the document is not valid UTF-8 text: byte 0xFF at offset 24 "
            + "does not start or continue a character")
        // Line 2 starts at offset 6. `  text: {string: "` is 18 bytes; é (2 bytes) and € (3) are
        // one column each, so the truncated sequence C3 is at column 21, offset 6 + 18 + 5 = 29.
        #expect(message(Array("root:\n  text: {string: \"é€".utf8) + [0xC3])
            == "document (line 2, column 21): the document is not valid UTF-8 text: byte 0xC3 at offset 29 "
            + "does not start or continue a character")
        // An encoded surrogate (ED A0 80) and an overlong slash (C0 AF) are not UTF-8 either.
        #expect(message(Array("root: ".utf8) + [0xED, 0xA0, 0x80])?.hasPrefix("document (line 1, column 7): the document is not valid UTF-8 text: byte 0xED at offset 6") == true)
        #expect(message([0xC0, 0xAF])?.hasPrefix("document (line 1, column 1): the document is not valid UTF-8 text: byte 0xC0 at offset 0") == true)
        // UTF-16 is refused at its byte-order mark; a UTF-8 one is fine.
        #expect(message([0xFF, 0xFE, 0x72, 0x00])?.hasPrefix("document (line 1, column 1): the document is not valid UTF-8 text: byte 0xFF") == true)
        #expect(message([0xEF, 0xBB, 0xBF] + Array("root: {box: {}}".utf8)) == nil)
    }

    @Test("nesting 10,000 deep is refused before parsing, at the place it goes too deep")
    func tenThousandDeep() {
        let problem = "the document nests too deeply (more than 1936 levels of mappings and lists); stacks may nest at most 512 levels"
        // JSON: the line itself counts as a block level (the scan cannot tell JSON from YAML),
        // the outer `{` is level 2 and each `{"stack": {"axis": "vertical", "children": [` (44
        // characters) adds three: after 644 of them the nesting is 2 + 3 · 644 = 1934, and the
        // 645th one's `[` (its 44th character) reaches 1937, at column 9 + 644 · 44 + 44 = 28389
        // (after the 9 characters of `{"root": `).
        #expect(readingError(NestingDepthTests.json(depth: 10_000)) == "document (line 1, column 28389): \(problem)")
        // YAML flow: `root:`'s mapping is one collection; `{stack: {axis: vertical, children: [`
        // is 36 characters and opens three: the 645th one's `[` (its 36th character) is the
        // 1936th open collection, where composing stops, at column 6 + 644 · 36 + 36 = 23226
        // (after the 6 characters of `root: `).
        #expect(readingError(NestingDepthTests.flowYAML(depth: 10_000)) == "document (line 1, column 23226): \(problem)")
        // YAML block: level k's `- stack:` line (line 5 + 3k, indented 4 + 4k) opens a list and
        // a mapping, reaching 3k + 5 levels: 1937 > 1936 first at k = 644, line 1937, column 2581.
        #expect(readingError(NestingDepthTests.blockYAML(depth: 10_000)) == "document (line 1937, column 2581): \(problem)")
    }

    /// The classic "billion laughs": nine levels of ten aliases, 10⁹ values from 413 bytes.
    static let billionLaughs: String = {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test("an alias bomb stops at the expansion limit, quickly", .timeLimit(.minutes(1)))
    func billionLaughs() {
        // 36 + 8 · 46 characters and 9 line breaks.
        #expect(Self.billionLaughs.utf8.count == 413)
        // Counting values in document order: the top mapping (1), then keys and values. a … d
        // expand to 11, 111, 1111 and 11111 values: with their keys and the top, 12349. Key `e`
        // is value 12350; the count passes 100000 at the 87651st value of e's list: e itself,
        // then 7 whole d's (77777), and in e[7] (itself, then 8 c's of 1111), in e[7][8]
        // (itself, 8 b's of 111), in e[7][8][8] (itself, 8 a's of 11), in e[7][8][8][8] itself
        // and its fifth x: e[7][8][8][8][4]. Its line and column are those of the fifth `x` of
        // `a`: line 1, column 8 + 3 · 4 = 20.
        #expect(readingError(Self.billionLaughs)
            == "e[7][8][8][8][4] (line 1, column 20): aliases (*name) expand the document to more than 100000 values, "
            + "the limit for a text of 413 bytes (4 per byte, at least 100000); the line and column are those of the "
            + "anchored value being repeated")
    }

    @Test("a long text repeated through aliases stops at the text limit, quickly", .timeLimit(.minutes(1)))
    func longTextBomb() {
        // A 100,000-character text anchored once and repeated 999 times in a list: 1,000 values,
        // but 100,000,000 bytes of text. The text is 100,015 bytes (`t: &t "` 7, the text, `"`,
        // a line break, `l: [` 4, ... ); its limit is max(16 MiB, 16 × its bytes) = 16,777,216.
        // The anchored value counts 100,000 bytes, and each alias as many: the count passes the
        // limit at the 168th value, 167 · 100,000 = 16,700,000 < 16,777,216 < 16,800,000 — the
        // anchor (1) and l[0] … l[166]: item l[166]. Its line and column are the anchored
        // text's: line 1, column 4.
        let text = "t: &t \"" + String(repeating: "a", count: 100_000) + "\"\nl: [" + Array(repeating: "*t", count: 999).joined(separator: ", ") + "]\n"
        #expect(text.utf8.count < 16_777_216 / 16)
        #expect(readingError(text)
            == "l[166] (line 1, column 4): aliases (*name) expand the document to more than 16777216 bytes of text, the limit "
            + "for a text of \(text.utf8.count) bytes (16 per byte, at least 16777216); the line and column are those of the "
            + "anchored value being repeated")
    }

    @Test("a bomb of layout nodes inside root stops at the same limit", .timeLimit(.minutes(1)))
    func nodeBomb() {
        var text = "root:\n  stack:\n    axis: vertical\n    children:\n"
        text += "      - stack: {axis: vertical, hidden: true, children: &a [" + Array(repeating: "{box: {}}", count: 10).joined(separator: ", ") + "]}\n"
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            let item = "{stack: {axis: vertical, children: *\(previous)}}"
            text += "      - stack: {axis: vertical, hidden: true, children: &\(name) ["
                + Array(repeating: item, count: 10).joined(separator: ", ") + "]}\n"
        }
        let message = readingError(text) ?? ""
        #expect(message.hasPrefix("root.stack.children["))
        #expect(message.contains("aliases (*name) expand the document to more than 100000 values"))
    }

    @Test("aliases that repeat a little are fine")
    func modestAliases() throws {
        let document = try StackDocument(yaml: """
            root: {stack: {axis: vertical, children: [&cell {box: {width: 10, height: 10}}, *cell, *cell]}}
            """)
        #expect(try document.layoutTree().count == 4)
    }

    @Test("a dense document without aliases is not mistaken for a bomb")
    func denseDocumentIsNoBomb() {
        // `{a}` is a mapping with a key and a null value: three values from three bytes, the
        // densest YAML there is, with a `*` in a string so that the guard walks the tree.
        let text = "root: {text: {string: \"*\"}}\nx: [" + Array(repeating: "{a}", count: 100_000).joined(separator: ",") + "]\n"
        #expect(readingError(text) == "x (line 2, column 1): unknown key \"x\"; allowed keys: language, environment, theme, strings, audit, root")
    }

    @Test("the node limit is a clear error")
    func nodeLimit() throws {
        // Three boxes in a stack are four nodes, one too many for a limit of 3. (The reader's
        // own limit, 5,000,000, names the node past it; see docs/cli.md's measurements.)
        let document = try StackDocument(yaml: "root: {stack: {axis: vertical, children: [{box: {}}, {box: {}}, {box: {}}]}}")
        #expect(throws: DocumentError(place: DocumentPlace(path: .document), problem: "the tree has more than 3 nodes")) {
            try document.layoutTree(maximumNodeCount: 3)
        }
    }
}
