import Foundation
import Testing

@testable import StackDocument

/// Depth limits: more than 512 nested stacks is a clear error naming the place, and absurdly
/// deep text is refused with the place where it goes too deep.
@Suite struct NestingDepthTests {
    /// `depth` stacks nested in block style, the innermost holding one box:
    ///
    ///     root:
    ///       stack:
    ///         axis: vertical
    ///         children:
    ///         - stack:
    ///             axis: vertical
    ///             …
    ///
    /// Level k's `stack:` key is at column 3 + 4k, its properties and its children's dash at
    /// column 5 + 4k; after `root:` and the first `stack:`, every level takes three lines.
    static func blockYAML(depth: Int) -> String {
        var lines = ["root:", "  stack:"]
        for level in 0..<depth {
            let pad = String(repeating: " ", count: 4 + 4 * level)
            lines.append(pad + "axis: vertical")
            lines.append(pad + "children:")
            lines.append(pad + (level == depth - 1 ? "- box: {}" : "- stack:"))
        }
        return lines.joined(separator: "\n")
    }

    /// `depth` stacks nested in JSON, on one line.
    static func json(depth: Int) -> String {
        #"{"root": "# + String(repeating: #"{"stack": {"axis": "vertical", "children": ["#, count: depth)
            + #"{"box": {}}"# + String(repeating: "]}}", count: depth) + "}"
    }

    /// The same in YAML flow style (no quotes).
    static func flowYAML(depth: Int) -> String {
        "root: " + String(repeating: "{stack: {axis: vertical, children: [", count: depth) + "{box: {}}"
            + String(repeating: "]}}", count: depth)
    }

    @Test func blockStyleIsWellFormed() throws {
        let document = try StackDocument(yaml: Self.blockYAML(depth: 3))
        let tree = try document.layoutTree()
        #expect(tree.count == 4)
        #expect(tree.depth == 3)
    }

    @Test(arguments: ["block", "json"])
    func fiveHundredTwelveNestedStacksAreFine(style: String) throws {
        // Stacks at levels 0 … 511 and the box at level 512: the deepest tree the engine takes.
        let text = style == "block" ? Self.blockYAML(depth: 512) : Self.json(depth: 512)
        let tree = try StackDocument(yaml: text).layoutTree()
        #expect(tree.depth == 512)
    }

    @Test func fiveHundredThirteenNestedStacksNameTheChildrenList() {
        let message = readingError(Self.blockYAML(depth: 513)) ?? ""
        // The 513th stack (level 512) may not have children. Level k's dash line is line
        // 5 + 3k and its dash is at column 5 + 4k: for k = 512, line 1541, column 2053. The
        // list (the value of `children`) starts at the dash.
        #expect(message.hasSuffix("(line 1541, column 2053): stacks nest more than 512 levels deep; the engine's limit is 512"))
        #expect(message.hasPrefix("root.stack.children[0].stack.children[0].stack"))
        #expect(message.contains("…("))
    }

    @Test func tenThousandNestedStacksAreRefusedWhileComposing() {
        for text in [Self.json(depth: 10_000), Self.flowYAML(depth: 10_000)] {
            let message = readingError(text) ?? ""
            #expect(message.hasPrefix("document (line 1, column "))
            #expect(message.contains("the document nests too deeply"))
        }
    }

    @Test func deepBlockYAMLIsRefusedWhileComposing() {
        let message = readingError(Self.blockYAML(depth: 1_000)) ?? ""
        #expect(message.hasPrefix("document (line "))
        #expect(message.contains("the document nests too deeply"))
    }

    @Test func hundredsOfThousandsOfBracketsAreRefused() {
        let message = readingError(String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000))
        #expect(message?.contains("the document nests too deeply") == true)
    }

    @Test func bracketsInsideStringsAndCommentsDoNotCount() throws {
        let brackets = String(repeating: "[", count: 5_000)
        let text = "# \(brackets)\nroot:\n  text: {string: \"\(brackets)\"}\n"
        let document = try StackDocument(yaml: text)
        guard case .text(let label) = document.root.content else { Issue.record("not a text"); return }
        #expect(label.string == brackets)
        let literal = "root:\n  text:\n    string: |\n      \(brackets)\n      it's fine\n"
        #expect(readingError(literal) == nil)
    }

    // MARK: Composing stops at the limit

    @Test func aTextBrokenByLoneCarriageReturnsIsRefusedWhereItGoesTooDeep() {
        // Lines broken by a lone `\r`, which YAML reads as a line break. Composed, `root:`'s mapping is depth 1, the first
        // `stack:`'s 2, its properties 3; level k's children list is 4 + 3k, its `- stack:` item
        // 5 + 3k. Composing allows 1935 open collections: the 1936th is level 644's children
        // list, which starts at its dash, on line 5 + 3k = 1937, column 5 + 4k = 2581.
        let text = Self.blockYAML(depth: 1_000).replacingOccurrences(of: "\n", with: "\r")
        #expect(readingError(text) == "document (line 1937, column 2581): the document nests too deeply (more than 1936 levels "
            + "of mappings and lists); stacks may nest at most 512 levels")
    }

    @Test func aSyntaxErrorBeforeTheExcessIsReportedFirst() {
        // The `}` (line 1, column 8) stops composing before the depth does: the text's first
        // mistake is reported, as for any text.
        let text = "a: [1, }\nb: " + String(repeating: "[", count: 3_000)
        #expect(readingError(text)?.hasPrefix("document (line 1, column 8): invalid YAML") == true)
    }

    @Test func theLimitForAOneLineText() {
        // `n` brackets on one line: n collections; the limit (1936 levels, counting the text as
        // one) is passed from n = 1936 on.
        #expect(readingError(String(repeating: "[", count: 1_935) + String(repeating: "]", count: 1_935))?
            .contains("nests too deeply") == false)
        #expect(readingError(String(repeating: "[", count: 1_936) + String(repeating: "]", count: 1_936))
            == "document (line 1, column 1936): the document nests too deeply (more than 1936 levels of mappings and lists); "
            + "stacks may nest at most 512 levels")
    }
}
