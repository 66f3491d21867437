import Foundation
import Testing

@_spi(Fuzzing) @testable import StackDocument

/// The block-style composer (``BlockYAMLComposer``) against ``YAMLEventComposer`` (libyaml's
/// events, itself checked against Yams), the reference model: whenever the block composer
/// accepts a text, both trees print the same outline (values, tags, styles, texts, lines and
/// columns); whenever libyaml refuses a text, the block composer refuses it too, so that every
/// mistake keeps libyaml's message. Every test that compares counts what was accepted, so none
/// can pass by refusing everything.
@Suite struct BlockYAMLComposerTests {
    /// What the two composers made of `text`: the block composer's outline (`nil` when it
    /// refused) and libyaml's (`nil` when libyaml reported an error or found no document).
    static func both(_ text: String) -> (block: String?, libyaml: String?) {
        let block = BlockYAMLComposer().compose(text).map { DocumentTreeOutline.outline($0) }
        let libyaml = (try? YAMLEventComposer.compose(text)).flatMap { $0 }.map { DocumentTreeOutline.outline($0) }
        return (block, libyaml)
    }

    /// Checks the block composer against libyaml on `text`; returns whether it accepted it.
    @discardableResult
    static func check(_ text: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let (block, libyaml) = both(text)
        guard let block else { return false }
        #expect(block == libyaml, comment ?? "\(text.debugDescription)", sourceLocation: sourceLocation)
        // Number for number too, which the fuzzer checks (the outline would not show values
        // added in another order).
        #expect(StackDocument.blockComposerDisagreement(text) == nil, comment ?? "\(text.debugDescription)", sourceLocation: sourceLocation)
        return true
    }

    // MARK: Inside the subset: accepted, and the same tree

    @Test("texts in the subset compose as libyaml composes them", arguments: [
        "a: 1\n",
        "a: 1",  // no final line break
        "root:\n  stack:\n    axis: vertical\n    spacing: 8\n",
        "list:\n  - a\n  - b\n",
        "list:\n- a\n- b\nnext: c\n",  // a sequence at its key's column
        "items:\n  - box: {id: a, width: 10}\n    hidden: true\n  - text: Hi\n",
        "items:\n  -   wide: 1\n      second: 2\n",
        "items:\n  -\n    nested: 1\n  - # a comment\n    other: 2\n",
        "outer:\n  - inner:\n    - x\n    - y\n    after: z\n",  // a sequence at a compact mapping's column
        "a: {}\nb: []\nc: {x: [1, 2, {y: z}], w: []}\n",
        "a: { spaced : out ,  b: c }\n",
        "a: [1,2,3]\n",
        "a: 'single'\nb: \"double\"\nc: 'it''s'\nd: ''\ne: \"\"\n",
        "'quoted key': 1\n\"double key\": 2\nz: {'k': \"v\", \"k2\": 'v2'}\n",
        "  indented: top\n  second: key\n",
        "# a comment first\n\n\na: 1 # after a value\n# between\n  # indented comment\nb: # after a key\n  c: 2\n",
        "a: b#c\nd: e # f\n",
        "a: value with spaces   \nb: Hello, world\nc: a - b\nd: x?y\n",
        "numbers: [0, -3, 1.5, -0.25, 1e3, 0x1F, 0o7, 1_000, .inf, -.inf, .nan]\n",
        "words: [yes, No, TRUE, off, null, Null, ~, '', 'yes']\n",
        "when: 2001-12-14\nmerge: <<\nequals: =\n",
        "titles:\n  de: Schaltfläche\n  ar: زر\n  zh: 按钮 (nothing)\n",
        "é: {ü: ö, ß: [ä]}\nkey after: é\n",
        "- a\n- b: c\n  d: e\n- [f]\n",
        "a:\n  b:\n    c:\n      d:\n        e: deep\n",
        "dup: 1\ndup: 2\n",
        "k: -x\nl: --y\nm: -.5\n",
        "a:    \n  b: 1\n",
        "a: 1\r\nb:\r\n  - x\r\n  - {y: 'z'}   # c\r\n\r\n  # d\r\nc: \"q\"\r\n",  // Windows line ends
        "a:\r\n- 1\r\n-\r\n  b: 2\r\nc: 3",
    ])
    func acceptedAndEqual(_ text: String) {
        #expect(Self.check(text), "refused: \(text.debugDescription)")
    }

    // MARK: Outside the subset: refused, and libyaml reads or reports it

    @Test("texts outside the subset are refused", arguments: [
        "a: &x 1\nb: *x\n",  // anchor, alias
        "a: !!str 1\n",  // tag
        "a: |\n  text\n",  // block scalars
        "a: >\n  text\n",
        "a: one\n  two\n",  // a plain scalar over two lines
        "a: 'one\n  two'\n",  // quoted over two lines
        "a: \"one\n  two\"\n",
        "a:\nb: 1\n",  // an empty value
        "a:\n",
        "a:\n  just text\n",  // a scalar alone below its key
        "? a\n: b\n",  // a complex key
        "a: 1:30\n",  // a colon inside a plain scalar
        "url: http://example.com\n",
        "a: b: c\n",  // a mapping value in a scalar
        "a: x[1]\n",  // brackets inside a plain scalar
        "a: [1, 2,]\n",  // a trailing comma
        "a: [1,\n  2]\n",  // a flow collection over two lines
        "a: {b: 1\n",
        "a: [b: 1]\n",  // a one-pair mapping in a flow sequence
        "a: {b}\n",  // a flow key without a value
        "a: {b:c}\n",
        "---\na: 1\n",  // document markers, directives
        "a: 1\n...\n",
        "%YAML 1.1\n---\na: 1\n",
        "a:\t1\n",  // a tab
        "a: 1\rb: 2\r",  // carriage returns not before a line feed
        "a: x\ry\n",
        "a: [1\r\n]\n",
        "\u{FEFF}a: 1\n",  // a byte order mark
        "a: x\u{85}y\n",  // NEL, LS, PS: line breaks in YAML 1.1
        "a: x\u{2028}y\n",
        "a: x\u{2029}y\n",
        "a: x\u{9F}y\n",  // a C1 control
        "a: x\u{7F}y\n",
        "a: \"back\\\\slash\"\n",  // an escape
        "- - a\n",
        "a: - b\n",
        "a: 1\n b: 2\n",  // a deeper line after a value
        "a:\n    b: 1\n  c: 2\n",  // a line between two levels
        "a: 1\n- b\n",
        "- a\nb: 1\n",
        "just a scalar\n",
        "",
        "# only a comment\n",
        "a: 'x' y\n",  // text after a quoted scalar
        "a: \"x\"#y\n",
        "a: [x] y\n",
        "a: @x\n",  // reserved indicators
        "a: `x`\n",
        "a: %x\n",
        "a: ,x\n",
        "a: ?x\n",
        ":x: 1\n",
        "a: {b: c?}\n",
    ])
    func refused(_ text: String) {
        #expect(BlockYAMLComposer().compose(text) == nil, "accepted: \(text.debugDescription)")
    }

    @Test func aKeyLongerThanTheLimitIsRefused() {
        let key = String(repeating: "k", count: BlockYAMLComposer.longestKey)
        // At the limit, accepted; one byte more, refused.
        #expect(Self.check("\(key): 1\n"))
        #expect(BlockYAMLComposer().compose("\(key)k: 1\n") == nil)
        #expect(BlockYAMLComposer().compose("a: {\(key)k: 1}\n") == nil)
    }

    @Test func nestingPastTheDeepestLevelIsRefused() {
        func nested(_ levels: Int) -> String {
            (0..<levels).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n") + " leaf\n"
        }
        // `levels` mappings; the limit counts open collections as ``YAMLEventComposer`` does.
        #expect(Self.check(nested(BlockYAMLComposer.deepest - 1)))
        #expect(BlockYAMLComposer().compose(nested(BlockYAMLComposer.deepest)) == nil)
        #expect(BlockYAMLComposer(depthLimit: 3).compose(nested(3)) == nil)
        #expect(BlockYAMLComposer(depthLimit: 3).compose(nested(2)) != nil)
    }

    @Test func columnsCountUnicodeScalars() throws {
        // `é` is two bytes, `按钮` six: the value's column counts characters, as libyaml does.
        let tree = try #require(BlockYAMLComposer().compose("é: {按钮: x, y: z}\n"))
        let value = tree.pair(0, of: DocumentTree.top).value
        #expect(tree.column(value) == 4)
        let (key, item) = tree.pair(0, of: value)
        #expect((tree.column(key), tree.column(item)) == (5, 9))
        #expect(Self.check("é: {按钮: x, y: z}\n"))
    }

    // MARK: Documents

    /// Every YAML document of the project (examples, gallery, docs, tests' fixtures).
    @Test func theProjectsDocumentsComposeAsLibyamlComposesThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var accepted = 0, seen = 0
        for folder in ["Examples", "docs", "Tests", "Fuzzing/Corpus/document"] {
            guard let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let file as String in files where folder.hasPrefix("Fuzzing") || file.hasSuffix(".yaml") {
                let url = root.appendingPathComponent(folder).appendingPathComponent(file)
                guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8),
                    NestingDepthScan.firstExcess(in: text, limit: DocumentReader.maximumTextNesting) == nil
                else { continue }
                seen += 1
                let (block, libyaml) = Self.both(text)
                if let block {
                    #expect(block == libyaml, "\(folder)/\(file)")
                    accepted += 1
                }
            }
        }
        // The fuzzer's corpus is mostly broken texts (and its whole texts often use what the
        // subset leaves to libyaml); the examples are in the subset.
        #expect(seen > 2000, "saw \(seen) documents")
        #expect(accepted > 90, "accepted \(accepted) of \(seen)")
    }

    @Test func everyExampleIsInTheSubset() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["home-screen", "buttons", "audit"] {
            let text = try String(contentsOf: root.appendingPathComponent("Examples/\(name).yaml"), encoding: .utf8)
            #expect(Self.check(text), "Examples/\(name).yaml refused")
        }
    }

    @Test("generated documents in the subset compose as libyaml composes them", arguments: 0..<2)
    func generatedDocuments(block: Int) {
        var accepted = 0
        for seed in UInt64(block * 400)..<UInt64(block * 400 + 400) {
            var generator = BlockYAMLGenerator(seed: seed)
            let text = generator.document()
            #expect(Self.check(text, "seed \(seed):\n\(text)"), "seed \(seed) refused:\n\(text)")
            accepted += 1
        }
        #expect(accepted == 400)
    }

    /// One byte changed in a generated document: most changes leave the subset or break the
    /// text. Whatever the block composer still accepts must compose as libyaml composes it, and
    /// whatever libyaml refuses the block composer must refuse.
    @Test("changed documents: the same tree, or refused where libyaml refuses", arguments: 0..<2)
    func mutatedDocuments(block: Int) {
        let insertions: [String] = [":", " ", "  ", "#", "-", "- ", "\n", "{", "}", "[", "]", ",", "'", "\"", "\t", "?", "&", "*", "!", "|", ">", "é", "a", ": ", "\r", "\r\n"]
        var accepted = 0, refusedByLibyaml = 0, compared = 0
        for seed in UInt64(block * 1500)..<UInt64(block * 1500 + 1500) {
            var generator = BlockYAMLGenerator(seed: seed)
            var bytes = Array(generator.document().utf8)
            var choices = SeededChoices(seed: seed &* 7919)
            let position = choices.int(in: 0...bytes.count - 1)
            switch choices.int(in: 0...2) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(contentsOf: Array(choices.pick(insertions).utf8), at: position)
            default: bytes[position] = choices.pick(Array(" :#-{}[],'\"\nx0".utf8))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            compared += 1
            let (blockOutline, libyaml) = Self.both(text)
            if libyaml == nil {
                refusedByLibyaml += 1
                #expect(blockOutline == nil, "accepted what libyaml refuses (seed \(seed)):\n\(text)")
            } else if let blockOutline {
                accepted += 1
                #expect(blockOutline == libyaml, "seed \(seed):\n\(text)")
            }
        }
        #expect(compared > 1400)
        #expect(accepted > 300, "accepted \(accepted) of \(compared)")
        #expect(refusedByLibyaml > 100, "libyaml refused only \(refusedByLibyaml) of \(compared)")
    }

    // MARK: Through the reader

    @Test func theReaderGivesTheSameDocumentEitherWay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Examples/home-screen.yaml"), encoding: .utf8)
        #expect(BlockYAMLComposer().compose(text) != nil)
        // The same text made to leave the subset by a tab in its first comment.
        let outside = "#\t" + text
        #expect(BlockYAMLComposer().compose(outside) == nil)
        let inside = try StackDocument(yaml: text), viaLibyaml = try StackDocument(yaml: outside)
        #expect(try inside.layoutTree().count == viaLibyaml.layoutTree().count)
        #expect(inside.sourceMap.nodeCount == viaLibyaml.sourceMap.nodeCount)
        for node in 0..<inside.sourceMap.nodeCount {
            #expect(inside.sourceMap.place(ofNode: node) == viaLibyaml.sourceMap.place(ofNode: node))
        }
    }
}

/// Generates documents inside ``BlockYAMLComposer``'s subset: block mappings and sequences
/// (indented or not), compact mappings on items, flow collections, every kind of scalar the
/// subset reads (plain words, numbers, bools, nulls, non-ASCII text, quoted with and without
/// `''`), comments and blank lines, varied spacing.
struct BlockYAMLGenerator {
    var choices: SeededChoices
    private var lines: [String] = []
    private var keyNumber = 0

    init(seed: UInt64) { choices = SeededChoices(seed: seed) }

    mutating func document() -> String {
        lines = []
        if choices.bool(20) { lines.append("# generated") }
        mapping(indent: 0, depth: 0, firstPrefix: nil)
        // Windows line ends now and then.
        let lineEnd = choices.bool(15) ? "\r\n" : "\n"
        return lines.joined(separator: lineEnd) + (choices.bool(90) ? lineEnd : "")
    }

    private mutating func key() -> String {
        keyNumber += 1
        switch choices.int(in: 0...9) {
        case 0: return "'key \(keyNumber)'"
        case 1: return "\"k\(keyNumber)\""
        case 2: return "é\(keyNumber)"
        case 3: return "\(keyNumber)"
        default: return "key\(keyNumber)"
        }
    }

    private mutating func scalar(flow: Bool) -> String {
        let plain = [
            "word", "two words", "yes", "No", "null", "~", "true", "12", "-3", "1.5", "-0.25", "1e3", "0x1F", ".inf", "2001-12-14",
            "Schaltfläche", "زر", "按钮", "a#b", "x-y", "-x", "<<", "=", "Hello there", "0", "007", "+1", "1_000",
        ]
        switch choices.int(in: 0...9) {
        case 0: return "'single \(choices.bool() ? "it''s" : "plain")'"
        case 1: return "\"double: \(choices.pick(plain))\""
        case 2: return "''"
        default:
            let word = choices.pick(plain)
            return flow || !choices.bool(30) ? word : word + choices.pick([", then more", " - dash", "?"])
        }
    }

    private mutating func flow(depth: Int) -> String {
        let count = choices.int(in: 0...3)
        let space = choices.bool() ? " " : ""
        if choices.bool() {
            let pairs = (0..<count).map { _ in "\(key()): \(flowValue(depth: depth))" }
            return "{" + space + pairs.joined(separator: "," + (choices.bool(80) ? " " : "")) + space + "}"
        }
        let items = (0..<count).map { _ in flowValue(depth: depth) }
        return "[" + items.joined(separator: ", ") + "]"
    }

    private mutating func flowValue(depth: Int) -> String {
        depth < 3 && choices.bool(20) ? flow(depth: depth + 1) : scalar(flow: true)
    }

    private mutating func comment() -> String { choices.bool(15) ? "  # note" : "" }

    /// Lines of a block mapping at `indent`; the first key goes after `firstPrefix` (an item's
    /// `- `) when given.
    private mutating func mapping(indent: Int, depth: Int, firstPrefix: String?) {
        let count = choices.int(in: 1...4)
        for index in 0..<count {
            let prefix = index == 0 && firstPrefix != nil ? firstPrefix! : String(repeating: " ", count: indent)
            if choices.bool(5) { lines.append(choices.bool() ? "" : String(repeating: " ", count: choices.int(in: 0...6)) + "# between") }
            let name = key()
            // A space before the colon only after a plain key (the subset reads a quoted key's
            // colon right after its quote).
            let spaced = !name.hasPrefix("'") && !name.hasPrefix("\"") && choices.bool(10)
            let head = prefix + name + (spaced ? " :" : ":")
            value(head: head, indent: indent, depth: depth, allowsUnindentedList: true)
        }
    }

    private mutating func value(head: String, indent: Int, depth: Int, allowsUnindentedList: Bool) {
        let choice = depth >= 4 ? choices.int(in: 0...1) : choices.int(in: 0...4)
        switch choice {
        case 0: lines.append(head + " " + scalar(flow: false) + comment())
        case 1: lines.append(head + " " + flow(depth: 0) + comment())
        case 2:
            lines.append(head + comment())
            mapping(indent: indent + choices.int(in: 1...3), depth: depth + 1, firstPrefix: nil)
        default:
            lines.append(head + comment())
            let listIndent = allowsUnindentedList && choices.bool() ? indent : indent + choices.int(in: 1...3)
            sequence(indent: listIndent, depth: depth + 1)
        }
    }

    private mutating func sequence(indent: Int, depth: Int) {
        let count = choices.int(in: 1...4)
        let pad = String(repeating: " ", count: indent)
        for _ in 0..<count {
            let spaces = String(repeating: " ", count: choices.int(in: 1...3))
            switch depth >= 4 ? choices.int(in: 0...1) : choices.int(in: 0...4) {
            case 0: lines.append(pad + "-" + spaces + scalar(flow: false) + comment())
            case 1: lines.append(pad + "-" + spaces + flow(depth: 0) + comment())
            case 2: mapping(indent: indent + 1 + spaces.count, depth: depth + 1, firstPrefix: pad + "-" + spaces)
            default:
                lines.append(pad + "-" + comment())
                let nested = indent + choices.int(in: 1...3)
                if choices.bool() {
                    mapping(indent: nested, depth: depth + 1, firstPrefix: nil)
                } else {
                    sequence(indent: nested, depth: depth + 1)
                }
            }
        }
    }
}
