import Testing

@testable import DocumentSyntax
@testable import StackDocument

/// Lists of children read in document order: what a node says depends on what came before it
/// (an id claimed earlier, an id that is an earlier or later node's tree path), and every
/// place is the one the author wrote.
@Suite struct ChildListReadingTests {
    /// A root stack of boxes `b0`, `b1`, …, one a line from line 5, with `lines` put in place of
    /// some (by position).
    static func boxes(_ count: Int, replacing lines: [Int: String] = [:]) -> String {
        var text = "root:\n  stack:\n    axis: vertical\n    children:\n"
        for position in 0..<count {
            text += lines[position] ?? "      - box: {id: b\(position), width: 10, height: \(position)}"
            text += "\n"
        }
        return text
    }

    /// The errors reading `text` reports, one line each.
    static func errors(_ text: String) -> [String] {
        do {
            _ = try StackDocument(yaml: text)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("a mistake in a later child is reported against what came before it", arguments: [
        (name: "an id an earlier child claimed", lines: [4: "      - box: {id: b1, width: 10}"],
         expected: "root.stack.children[4].box.id (line 9, column 19): duplicate id \"b1\"; first used at root.stack.children[1].box.id (line 6, column 19)"),
        (name: "an id claimed by the child before", lines: [5: "      - box: {id: b4, width: 10}"],
         expected: "root.stack.children[5].box.id (line 10, column 19): duplicate id \"b4\"; first used at root.stack.children[4].box.id (line 9, column 19)"),
        (name: "an unknown key", lines: [3: "      - box: {id: b3, widht: 10}"],
         expected: "root.stack.children[3].box.widht (line 8, column 23): unknown key \"widht\" (did you mean \"width\"?)"),
        (name: "an id that is the path of an earlier node", lines: [5: "      - box: {id: root/0, width: 10}"],
         expected: "root.stack.children[5].box.id (line 10, column 19): id \"root/0\" is already the path of another node, at root.stack.children[0] (line 5, column 9)"),
        (name: "an id that is the path of a later node", lines: [0: "      - box: {id: root/5, width: 10}"],
         expected: "root.stack.children[0].box.id (line 5, column 19): id \"root/5\" is already the path of another node, at root.stack.children[5] (line 10, column 9)"),
    ])
    func mistakes(name: String, lines: [Int: String], expected: String) {
        let errors = Self.errors(Self.boxes(6, replacing: lines))
        #expect(errors.count == 1, Comment(rawValue: name))
        #expect(errors.first?.hasPrefix(expected) == true, "\(name): \(errors)")
    }

    @Test("errors in several children are all reported, in document order")
    func errorsInSeveralChildren() {
        let errors = Self.errors(Self.boxes(9, replacing: [
            1: "      - box: {id: b1, width: 10, colour: red}",
            4: "      - box: {id: b1, width: 10}",
            8: "      - box: {id: b8, height: x}",
        ]))
        #expect(errors.map { $0.prefix(while: { $0 != ":" }) } == [
            "root.stack.children[1].box.colour (line 6, column 34)",
            "root.stack.children[4].box.id (line 9, column 19)",
            "root.stack.children[8].box.height (line 13, column 31)",
        ])
    }

    @Test("a container's own id, read after its children, names the child that claimed it first")
    func containerIDAfterItsChildren() {
        let stack = """
            root:
              stack:
                axis: vertical
                children:
                  - box: {id: a, width: 1}
                  - box: {id: b, width: 2}
                  - box: {id: c, width: 3}
                id: c
            """
        #expect(Self.errors(stack) == [
            "root.stack.id (line 8, column 9): duplicate id \"c\"; first used at root.stack.children[2].box.id (line 7, column 19)",
        ])
        // A chat list's id that is a part of its last cell: the message names the cell's model
        // id and says what the id names.
        var list = "root:\n  list:\n    anchor: bottom\n    id: q2.answer\n    items:\n"
        for item in 0..<3 {
            switch item {
            case 0: list += "      - {id: m\(item), kind: messageLeft, text: \"Hello \(item)\"}\n"
            case 1: list += "      - {kind: messageRight, text: \"Reply \(item)\"}\n"
            default: list += "      - {id: q\(item), kind: questionAnswer, question: \"Why \(item)?\", answer: Because}\n"
            }
        }
        #expect(Self.errors(list) == [
            "root.list.id (line 4, column 9): duplicate id \"q2.answer\"; first used at root.list.items[2].id (line 8, column 14) "
                + "(a part of the cell of model \"q2\")",
        ])
    }

    /// The errors reading the root of `text` reports with the reader's limits lowered.
    static func errors(_ text: String, maximumDepth: Int, maximumNodeCount: Int) throws -> [String] {
        let top = try DocumentReader.compose(text)
        var reader = NodeReader(maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount)
        do {
            _ = try reader.readNode(try top.mapping(allowedKeys: DocumentReader.topLevelKeys).required("root"), treePath: "root", level: 0)
        } catch {
            reader.errors.record(error)
        }
        return reader.errors.errors.map(\.description)
    }

    @Test("the node limit and the depth limit reached in a later child")
    func limits() throws {
        // The root and six boxes are 7 nodes.
        let tooMany = try Self.errors(Self.boxes(6), maximumDepth: 512, maximumNodeCount: 5)
        #expect(tooMany == [
            "root.stack.children[4] (line 9, column 9): the document has more than 5 nodes, the engine's limit",
        ])
        #expect(try Self.errors(Self.boxes(6), maximumDepth: 512, maximumNodeCount: 7).isEmpty)
        // A stack in a stack in the last child: level 2 children, limit 1.
        let deep = try Self.errors(
            Self.boxes(6, replacing: [5: "      - stack: {axis: vertical, children: [{box: {width: 1}}]}"]),
            maximumDepth: 1, maximumNodeCount: 100)
        #expect(deep.count == 1)
        #expect(deep.first?.contains("stacks nest more than 1 levels deep") == true, "\(deep)")
    }

    @Test("the source map gives every child's place and its properties' places as written")
    func placesOfLaterChildren() throws {
        let map = try StackDocument(yaml: Self.boxes(6)).sourceMap
        #expect(map.nodeCount == 7)
        #expect(map.place(ofNode: 6)?.description == "root.stack.children[5] (line 10, column 9)")
        #expect(map.place(of: .width, inNode: 6)?.description == "root.stack.children[5].box.width (line 10, column 30)")
        #expect(map.place(of: .height, inNode: 5)?.description == "root.stack.children[4].box.height (line 9, column 42)")
    }

    @Test("the counts that size the reader's tables: scalars equal to each string, keys and values alike")
    func scalarCounts() throws {
        let top = try DocumentReader.compose("{box: {id: a}, stack: x, id: id, ids: [box, box, boxes, ''], flow_: 1}")
        // id: the key in the box, the key and the value of `id: id`; box: the key and two items.
        #expect(top.tree.count(ofScalarsEqualTo: ["id", "box", "stack", "flow", ""]) == [3, 3, 1, 0, 1])
        #expect(top.tree.count(ofScalarsEqualTo: []) == [])
    }
}
