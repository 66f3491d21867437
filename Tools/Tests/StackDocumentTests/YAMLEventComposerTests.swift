import Foundation
import Testing
import Yams

@testable import DocumentSyntax
@testable import StackDocument
import ToolsTestSupport

/// The YAML composer (``YAMLEventComposer``) against Yams' own `compose(yaml:)`, the reference
/// model: on hand-written texts covering every style, tag, anchor and error, on generated
/// documents and on the fuzzer's corpus, both give the same values, tags, texts and marks, or
/// stop at the same place with the same problem.
@Suite struct YAMLEventComposerTests {
    /// What composing a text gave, comparable across the two composers.
    enum Outcome: Equatable, CustomStringConvertible {
        case tree(String)
        case empty
        case failure(String)

        var description: String {
            switch self {
            case .tree(let outline): "tree:\n\(outline)"
            case .empty: "no document"
            case .failure(let text): "failure: \(text)"
            }
        }
    }

    /// Whether composing `text` stops at the reader's depth limit.
    static func isTooDeep(_ text: String) -> Bool {
        do {
            _ = try YAMLEventComposer.compose(text, depthLimit: DocumentReader.maximumTextNesting)
            return false
        } catch {
            if case .tooDeep = error { return true }
            return false
        }
    }

    static func ours(_ text: String) -> Outcome {
        do {
            guard let tree = try YAMLEventComposer.compose(text) else { return .empty }
            return .tree(DocumentTreeOutline.outline(tree))
        } catch {
            switch error {
            case .located(let problem, let line, let column, let context):
                return .failure("\(problem) @\(line):\(column)" + (context.map { " (\($0.text) @\($0.line):\($0.column))" } ?? ""))
            case .reader(let problem, _):
                // Yams counts the offset in characters, this composer in bytes: the problem is compared.
                return .failure("reader: \(problem)")
            case .memory:
                return .failure("memory")
            case .tooDeep(let line, let column):
                // Not asked for here: composed without a depth limit.
                return .failure("too deep @\(line):\(column)")
            }
        }
    }

    static func yams(_ text: String) -> Outcome {
        do {
            guard let node = try Yams.compose(yaml: text) else { return .empty }
            return .tree(DocumentTreeOutline.outline(node))
        } catch let error as YamlError {
            switch error {
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                .composer(let context, let problem, let mark, _):
                return .failure(
                    "\(problem) @\(mark.line):\(mark.column)" + (context.map { " (\($0.text) @\($0.mark.line):\($0.mark.column))" } ?? ""))
            case .reader(let problem, _, _, _):
                return .failure("reader: \(problem)")
            default:
                return .failure("\(error)")
            }
        } catch {
            return .failure("\(error)")
        }
    }

    @Test("the same tree or the same error as Yams", arguments: [
        // Block and flow collections, every scalar style.
        "root:\n  stack:\n    axis: vertical\n    children:\n      - box: {id: a, width: 10.5, height: 10}\n      - text: {string: 'it''s', lines: 0}\n",
        "a: \"dq \\u00e9 \\t\"\nb: 'sq'\nc: |\n  literal\n  block\nd: >\n  folded\n  text\ne: plain\n  over lines\n",
        "- [1, -2, +3, 0.5, 1e3, .5, 1_000, 0x1F, 0o17, 0123, 1:30, .inf, -.INF, .nan]\n- [yes, No, ON, off, true, FALSE, y, n]\n- [~, null, Null, '', \"\", ]\n",
        "- 2001-12-14t21:59:43.10-05:00\n- 2002-12-14\n- <<\n- =\n- 9:41\n- 40%\n- 16/9\n",
        // Explicit tags: core, non-specific, custom, on collections too.
        "a: !!str 12\nb: !!int \"7\"\nc: ! plain\nd: !custom thing\ne: !!float 1\nf: !!map {x: 1}\ng: !!seq [1]\nh: !tagged {y: 2}\ni: ! [3]\n",
        // Anchors and aliases, of scalars and collections, used more than once; redefined.
        "base: &b {width: 10, height: &h 20}\none: *b\ntwo: *b\nthree: *h\nbase2: &b [x]\nfour: *b\n",
        "- &a 1\n- *a\n- &a two\n- *a\n",
        // Empty values, null forms, a key with no value, complex keys.
        "a:\nb: ~\nc: null\n? d\n? [e, f]\n: g\n{h: i}: j\n",
        // Document markers, comments, a byte order mark, CRLF line breaks, wide characters.
        "--- # start\na: 1 # one\n...\n",
        "\u{FEFF}a: 1\n",
        "a: 1\r\nb:\r\n  - x\r\n",
        "é: 😀ü\n\"ключ\": 日本語 # 注\n",
        "---\n",
        "",
        "# only a comment\n",
        "plain scalar document\n",
        // Errors: scanner, parser and composer, with and without context.
        "a: b: c\n",
        "a: [1, 2\n",
        "a: 'unterminated\n",
        "- a\nb: c\n",
        "a: *missing\n",
        "a: &x [*x]\n",
        "a: 1\n---\nb: 2\n",
        "a: 1\n---\nb: : :\n",
        "\t- tab\n",
        "a: \"\\q\"\n",
        "a: \"\\ud83d\"\n",
        "key: value\n  bad indent: x\n",
        "a: \u{1}\n",
        // Tags and anchors in the less common places.
        "a: ! \"quoted\"\nb: !!str |\n  block\nc: !<tag:yaml.org,2002:int> 1\n",
        "%TAG !e! tag:example.com,2000:\n---\na: !e!thing x\n",
        "&k key: value\n*k : again\n",
        "base: &b {x: 1}\nmerged:\n  <<: *b\n  y: 2\n",
    ])
    func sameAsYams(text: String) {
        #expect(Self.ours(text) == Self.yams(text), "\(text.debugDescription)")
    }

    @Test("generated documents in every style compose as Yams composes them", arguments: 0..<2)
    func generated(block: Int) {
        for seed in UInt64(block * 300)..<UInt64(block * 300 + 300) {
            var generator = YAMLStyleGenerator(seed: seed)
            _ = generator.document()
            let text = generator.text
            #expect(Self.ours(text) == Self.yams(text), "seed \(seed):\n\(text)")
        }
    }

    /// The document fuzzer's corpus: thousands of texts, most of them broken in some way.
    /// Texts nested deeper than the reader allows are left out (Yams' recursive composer may
    /// crash on them, and the reader refuses them before composing); they are counted, so the
    /// test cannot pass by leaving everything out.
    @Test func fuzzingCorpusComposesAsYamsComposesIt() throws {
        let corpus = RepositoryFolder.root
            .appendingPathComponent("Fuzzing/Corpus/document")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        var compared = 0, trees = 0, skipped = 0
        for file in files {
            let data = try Data(contentsOf: corpus.appendingPathComponent(file))
            guard let text = String(data: data, encoding: .utf8),
                !Self.isTooDeep(text)
            else {
                skipped += 1
                continue
            }
            let ours = Self.ours(text)
            #expect(ours == Self.yams(text), "\(file)")
            compared += 1
            if case .tree = ours { trees += 1 }
        }
        #expect(compared > 1500, "compared \(compared), skipped \(skipped)")
        #expect(trees > 300, "only \(trees) of \(compared) texts composed")
    }

    // MARK: What Yams does not show

    @Test func anAliasIsTheAnchoredValueAgainNotACopy() throws {
        let tree = try #require(try YAMLEventComposer.compose("a: &x [1, 2]\nb: *x\n"))
        // The top mapping, two keys, one list and its two items: the alias adds no values.
        #expect(tree.count == 6)
        let a = tree.pair(0, of: DocumentTree.top).value
        let b = tree.pair(1, of: DocumentTree.top).value
        #expect(a == b)
        #expect(tree.kind(a) == .sequence)
        #expect(tree.childCount(a) == 2)
    }

    @Test func tagsOtherThanTheCoreOnesKeepTheirName() throws {
        let tree = try #require(try YAMLEventComposer.compose("a: !!timestamp 2001-12-14\nb: !custom x\n"))
        let a = tree.pair(0, of: DocumentTree.top).value
        let b = tree.pair(1, of: DocumentTree.top).value
        #expect(tree.tag(a) == .other)
        #expect(tree.tagName(a).rawValue == "tag:yaml.org,2002:timestamp")
        #expect(tree.tagName(b).rawValue == "!custom")
    }

    @Test func aLongDocumentIsRefusedBeforeComposing() {
        // A small limit stands in for the real one (1 GiB), which no test should allocate.
        let text = "root: {box: {}}"
        #expect(throws: Never.self) { try DocumentReader.compose(text, longestText: 15) }
        do {
            _ = try DocumentReader.compose(text, longestText: 14)
            Issue.record("a text over the limit was read")
        } catch {
            #expect(error.description == "document: the document is 15 bytes long; stacks reads documents of at most 14 bytes")
        }
    }

    @Test func aReaderErrorIsLocatedByLineAndColumnAndNamesTheCharacter() {
        // libyaml reports byte 4 (`é` is two bytes); the user reads column 4 of line 1 (`é`, `:`,
        // a space, then the character).
        #expect(readingError("é: \u{1}\n") == "document (line 1, column 4): control characters are not allowed (the character U+0001)")
        #expect(readingError("a: 1\nb: \u{7F}\n") == "document (line 2, column 4): control characters are not allowed (the character U+007F)")
    }

    @Test func aQuotedNumberWithANumberTagIsStillNoNumber() {
        // Yams' constructors read numbers from plain scalars only; so did the reader.
        #expect(readingError("root: {box: {width: !!int \"7\"}}")?.contains("found 7") == true)
        #expect(readingError("root: {box: {width: !!int 7}}") == nil)
    }
}
