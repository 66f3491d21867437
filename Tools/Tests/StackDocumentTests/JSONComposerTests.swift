import Testing
import Yams

@testable import DocumentSyntax
@testable import StackDocument

/// The JSON reader (``JSONComposer``): it composes the tree Yams composes from the same text,
/// reads numbers and escapes as JSON defines them, refuses what is not JSON at the right
/// place, and leaves everything it refuses to the YAML route.
@Suite struct JSONComposerTests {
    static func composed(_ text: String) throws -> DocumentTree { try JSONComposer().compose(text) }

    /// The scalar texts of the top list of `tree`, with their tags.
    static func items(_ tree: DocumentTree) -> [(tag: String, text: String)] {
        (0..<tree.childCount(DocumentTree.top)).map {
            let item = tree.item($0, of: DocumentTree.top)
            return (tree.tagName(item).rawValue, tree.string(item) ?? "")
        }
    }

    static func syntaxError(_ text: String) -> JSONComposer.JSONSyntaxError? {
        do {
            _ = try JSONComposer().compose(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: The same tree as Yams

    @Test("the same tags, texts and marks as Yams composes", arguments: [
        #"{"root": {"box": {"id": "a", "width": 10, "height": 10.5}}}"#,
        "{\n  \"environment\": {\"width\": 375, \"scale\": 2},\n  \"root\": {\"stack\": {\"axis\": \"vertical\",\n    \"children\": [\n      {\"box\": {}},\n      {\"text\": {\"string\": \"Grüße 😀 \\\"q\\\"\", \"lines\": 0}}\n    ]}}\n}\n",
        "{\"a\": [1, -0, 0.5, 1e3, 1E-2, -12.25e+1, true, false, null, \"\", []], \"é😀\": {\"x\": \"ü\", \"y\": 1}}",
        "\u{FEFF}{\"root\": {\"box\": {\"width\": 3}}}",
        "{\r\n\"root\":\r\n {\"box\": {\"width\": 3}}\r\n}",
        "[{\"a\": 1},\t{\"b\": [2, [3, {}]]}]",
    ])
    func sameTreeAsYams(text: String) throws {
        let ours = try Self.composed(text)
        let yams = try #require(try Yams.compose(yaml: text))
        #expect(DocumentTreeOutline.outline(ours) == DocumentTreeOutline.outline(yams))
    }

    // MARK: Numbers

    @Test func numbersAreTaggedAsYamsTagsThemAndKeepTheirText() throws {
        let items = Self.items(try Self.composed(#"[0, -0, 12, 0.1, 1e2, 2E-3, 123456789012345678901234567890]"#))
        let int = Tag.Name.int.rawValue, float = Tag.Name.float.rawValue
        #expect(items.map(\.0) == [int, int, int, float, float, float, int])
        #expect(items.map(\.1) == ["0", "-0", "12", "0.1", "1e2", "2E-3", "123456789012345678901234567890"])
    }

    @Test("a number is the double its text denotes, exactly")
    func numbersAreExact() throws {
        // 0.1 + 0.2 style values and the largest double: the reader's value is Double(text).
        let document = try StackDocument(yaml: #"{"root": {"stack": {"axis": "vertical", "spacing": 0.30000000000000004, "children": [{"box": {"width": 0.1, "height": 1e2}}]}}}"#)
        guard case .stack(let root) = document.root.content, case .box(let box) = root.children.first?.content else {
            Issue.record("expected a stack holding a box")
            return
        }
        #expect(root.spacing == .points(0.30000000000000004))
        #expect(root.spacing != .points(0.3))
        #expect(box.width == .points(0.1))
        #expect(box.height == .points(100))
    }

    // MARK: Strings

    @Test func escapesReadAsJSONDefinesThem() throws {
        let strings = Self.items(try Self.composed(#"["a\"b\\c\/d\n\t\r\b\f", "\u00e9\u00E9", "\uD83D\uDE00", "x\u0041y"]"#)).map(\.text)
        #expect(strings[0] == "a\"b\\c/d\n\t\r\u{8}\u{C}")
        #expect(strings[1] == "éé")
        #expect(strings[2] == "😀")
        #expect(strings[2].unicodeScalars.map(\.value) == [0x1F600])
        #expect(strings[3] == "xAy")
    }

    // MARK: Errors, at their place

    @Test("what is not JSON is refused where it goes wrong", arguments: [
        // `{"a": ` is 6 characters: the value starts at column 7.
        (#"{"a": 01}"#, 1, 7, "a number may not start with 0 unless it is 0 (JSON has no leading zeros)"),
        (#"{"a": 1,}"#, 1, 9, "expected a key (a string in double quotes)"),
        (#"{"a" 1}"#, 1, 6, "expected ':' after a key"),
        (#"[1] x"#, 1, 5, "expected the end of the text after the document"),
        (#"{"a": NaN}"#, 1, 7, "expected a value (an object, array, string, number, true, false or null)"),
        (#"{"a": 1.}"#, 1, 9, "expected a digit after the decimal point"),
        (#"{"a": "\uD83D"}"#, 1, 8, "a high surrogate escape without a low one after it"),
        (#"{"a": "\uDE00"}"#, 1, 8, "a low surrogate escape without a high one before it"),
        (#"{"a": "x\u0000"}"#, 1, 9, "U+0000 in a string"),
        (#"{"a": "\q"}"#, 1, 8, "unknown escape in a string"),
        ("{\"a\": \"x\ty\"}", 1, 9, "a control character must be escaped in a string"),
        // Line 3 starts with two spaces; `tru` is at column 3, the columns count characters
        // (`é` is two bytes, one column) and `\r\n` is one line break.
        ("{\"é\":\r\n [\n  tru]}", 3, 3, "expected a value (an object, array, string, number, true, false or null)"),
        ("{\"a\": [1, 2", 1, 12, "expected ',' or ']' after a value"),
        ("", 1, 1, "the text ends where a value should start"),
    ])
    func located(text: String, line: Int, column: Int, problem: String) {
        #expect(Self.syntaxError(text) == JSONComposer.JSONSyntaxError(line: line, column: column, problem: problem))
    }

    @Test func depthBeyondTheLimitIsRefusedAtTheBracket() {
        // Limit 4: three open collections are fine, the fourth `[` (column 4) is refused.
        #expect(throws: Never.self) { try JSONComposer(depthLimit: 4).compose("[[[1]]]") }
        #expect(Self.syntaxErrorWithLimit("[[[[1]]]]", 4)?.column == 4)
    }

    static func syntaxErrorWithLimit(_ text: String, _ limit: Int) -> JSONComposer.JSONSyntaxError? {
        do {
            _ = try JSONComposer(depthLimit: limit).compose(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: The document reader around it

    @Test("what JSON refuses is still read as YAML", arguments: [
        "{root: {box: {width: 10}}}",
        #"{"root": {"box": {"width": 10,},}}"#,
        "{\"root\": {\"box\": {\"width\": 10}}} # a comment",
        "{'root': {'box': {}}}",
    ])
    func yamlFlowStillReads(text: String) throws {
        #expect(Self.syntaxError(text) != nil)
        #expect(try StackDocument(yaml: text).layoutTree().count == 1)
    }

    /// The same mistakes read through the JSON reader and through Yams give the same message.
    @Test("mistakes read as JSON are reported as the YAML route reports them", arguments: [
        #"{"root": {"box": {"widht": 10}}}"#,
        #"{"root": {"box": {"width": 10, "width": 11}}}"#,
        #"{"root": {"box": {"width": "ten"}}}"#,
        #"{"root": {"box": {"width": 1e400}}}"#,
        #"{"root": {"box": {"width": 1e308}}}"#,
        #"{"root": {"box": {"width": 123456789012345678901234567890}}}"#,
        #"{"root": {"box": {"width": -0.5}}}"#,
        "{\n  \"environment\": {\"contentSize\": \"huge\"},\n  \"root\": {\"box\": {}}\n}",
        #"{"environment": {"width": 375}}"#,
        #"[{"root": {"box": {}}}]"#,
        #"{"root": {"stack": {"axis": "vertical", "children": [{"box": {"id": "a"}}, {"box": {"id": "a"}}]}}}"#,
        #"{"root": {"text": {"string": null}}}"#,
        #"{"root": {"stack": {"axis": "sideways", "children": []}}}"#,
    ])
    func sameErrorsAsYAML(text: String) throws {
        // Sanity: these are JSON, so the JSON reader reads them.
        #expect(Self.syntaxError(text) == nil)
        let viaJSON = readingError(text)
        let yaml = try #require(try YAMLEventComposer.compose(text))
        var viaYAML: String?
        do {
            _ = try DocumentReader.read(DocumentValue(tree: yaml, index: DocumentTree.top, path: .document))
        } catch {
            viaYAML = error.description
        }
        #expect(viaJSON != nil)
        #expect(viaJSON == viaYAML)
    }
}
