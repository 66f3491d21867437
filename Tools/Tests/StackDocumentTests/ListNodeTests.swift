import StackDocument
import Testing

@Suite("list nodes: model-driven stacks in documents")
struct ListNodeTests {
    func layout(_ yaml: String, width: Double, height: Double) throws -> LayoutResult {
        let document = try StackDocument(yaml: yaml)
        return try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(document.layoutTree(), width: width, height: height, measurer: FixedMetricsTextMeasurer())
    }

    @Test("anchored to the bottom, cells sit at the bottom; to the top, at the top")
    func anchoring() throws {
        // A row is a 4 pt inset above and below a body text (17 pt, one line of "ab"): 25 tall.
        let bottom = try layout("root: {list: {anchor: bottom, items: [{id: r, kind: row, text: ab}]}}", width: 100, height: 50)
        // The row's bottom on the list's bottom: 50 − 25 = 25.
        #expect(bottom.frame(of: "r") == Rect(x: 0, y: 25, width: 100, height: 25))
        let top = try layout("root: {list: {items: [{id: r, kind: row, text: ab}]}}", width: 100, height: 50)
        #expect(top.frame(of: "r") == Rect(x: 0, y: 0, width: 100, height: 25))
    }

    @Test("message bubbles sit on their side, as wide as their text")
    func bubbles() throws {
        let result = try layout("""
            root: {list: {spacing: 8, items: [{id: a, kind: messageLeft, text: Hi}, {id: b, kind: messageRight, text: Yo}]}}
            """, width: 200, height: 300)
        // "Hi" is 2 × 8.5 = 17 wide; padding 12 + 12 → bubble 41 wide, 6 + 17 + 6 = 29 tall.
        #expect(result.frame(of: "a.bubble") == Rect(x: 0, y: 0, width: 41, height: 29))
        // The right bubble ends at the trailing edge, one spacing (8) below.
        #expect(result.frame(of: "b.bubble") == Rect(x: 159, y: 37, width: 41, height: 29))
    }

    @Test("a model its cell kind does not understand is a clear error")
    func errors() {
        func message(_ yaml: String) -> String { readingError(yaml) ?? "no error" }
        #expect(message("root: {list: {items: [{kind: row}]}}")
            == "root.list.items[0] (line 1, column 23): cell kind row needs text (model \"root/0\")")
        #expect(message("root: {list: {items: [{kind: questionAnswer, question: Q, answer: A, text: T}]}}")
            .contains("cell kind questionAnswer does not understand text; it presents question and answer"))
        #expect(message("root: {list: {items: [{kind: carousel, text: T}]}}")
            .contains("unknown value \"carousel\"; expected one of messageLeft, messageRight, questionAnswer, row"))
        #expect(message("root: {list: {anchor: middle, items: []}}").contains("expected one of top, bottom"))
    }

    // MARK: Cells keep their natural heights

    /// A row "ab" (4 + 17 + 4 = 25 tall: body is 17 pt at `large`), a message "Hi" (a bubble
    /// 6 + 17 + 6 = 29 tall, 2 × 8.5 + 12 + 12 = 41 wide) and a row "cd" (25), 8 pt apart:
    /// 25 + 8 + 29 + 8 + 25 = 95 of content, in a list 50 tall.
    static func transcript(_ anchor: String) -> String {
        """
        root: {list: {anchor: \(anchor), spacing: 8, items: [
          {id: a, kind: row, text: ab}, {id: m, kind: messageLeft, text: Hi}, {id: c, kind: row, text: cd}]}}
        """
    }

    @Test("anchored to the bottom, a transcript taller than the list keeps every cell's height; older cells run above its top")
    func bottomAnchoredTallTranscript() throws {
        let result = try layout(Self.transcript("bottom"), width: 100, height: 50)
        // The last row's bottom on the list's bottom: c at 50 − 25 = 25. The message ends 8
        // above, at 17, so starts at 17 − 29 = −12; row a ends at −20 and starts at −45.
        #expect(result.frame(of: "c") == Rect(x: 0, y: 25, width: 100, height: 25))
        #expect(result.frame(of: "m") == Rect(x: 0, y: -12, width: 100, height: 29))
        #expect(result.frame(of: "a") == Rect(x: 0, y: -45, width: 100, height: 25))
        // Inside the message, the bubble and its text keep their sizes: text 6 and 12 in.
        #expect(result.frame(of: "m.bubble") == Rect(x: 0, y: -12, width: 41, height: 29))
        #expect(result.frame(of: "m.text") == Rect(x: 12, y: -6, width: 17, height: 17))
    }

    @Test("anchored to the top, a transcript taller than the list keeps every cell's height; newer cells run below its bottom")
    func topAnchoredTallTranscript() throws {
        let result = try layout(Self.transcript("top"), width: 100, height: 50)
        // a at 0, the message at 25 + 8 = 33, c at 33 + 29 + 8 = 70 (below the list's 50).
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 25))
        #expect(result.frame(of: "m") == Rect(x: 0, y: 33, width: 100, height: 29))
        #expect(result.frame(of: "c") == Rect(x: 0, y: 70, width: 100, height: 25))
    }

    // MARK: Paths and ids

    /// A stack holding a list at `root/0` whose fifth item (index 4) is a question and answer.
    static let chat = """
        root:
          stack:
            axis: vertical
            children:
              - list:
                  anchor: bottom
                  items:
                    - {id: m1, kind: messageLeft, text: One}
                    - {id: m2, kind: messageRight, text: Two}
                    - {kind: row, text: Three}
                    - {id: m4, kind: messageRight, text: Four}
                    - {id: faq, kind: questionAnswer, question: Q, answer: A}
        """

    @Test("a list's items are its children, at the paths a stack's children would have; the reader adds no node")
    func pathsFollowTheDocument() throws {
        let document = try StackDocument(yaml: Self.chat)
        let tree = try document.layoutTree()
        func index(_ path: String) -> Int? { tree.indices.first { tree.path(at: $0) == path } }
        let list = try #require(index("root/0"))
        #expect(tree.kind(at: list) == .list)
        // Five items, five children: items[i] is root/0/i.
        #expect(tree.children(of: list).map(tree.name(at:)) == ["m1", "m2", "root/0/2", "m4", "faq"])
        // The answer's indented stack is the second child of item 4: root/0/4/1.
        let indented = try #require(index("root/0/4/1"))
        #expect(tree.name(at: indented) == "root/0/4/1")
        #expect(tree.children(of: indented).map(tree.name(at:)) == ["faq.answer"])
        // An item without an id is named by its path, and so are its parts' ids.
        #expect(tree.children(of: try #require(index("root/0/2"))).map(tree.name(at:)) == ["root/0/2.text"])
        // Every node's name is unique.
        let names = tree.indices.map(tree.name(at:))
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test("bubble styles, kept by tree path, land on the bubbles, their texts and the gaps beside them")
    func stylesFollowTheCells() throws {
        let document = try StackDocument(yaml: Self.chat)
        let tree = try document.layoutTree()
        let styled = Dictionary(uniqueKeysWithValues: tree.indices.compactMap { index in
            document.styles[tree.path(at: index)].map { (tree.name(at: index), $0) }
        })
        // Exactly the parts of the three messages: grey bubbles on the left with black text,
        // blue on the right with white text, transparent gaps; nothing else is styled.
        let grey = NodeStyle(fill: "#E9E9EB", stroke: "#00000000", cornerRadius: 16)
        let blue = NodeStyle(fill: "#0A84FF", stroke: "#00000000", cornerRadius: 16)
        let gap = NodeStyle(fill: "#00000000", stroke: "#00000000")
        #expect(styled == [
            "m1.bubble": grey, "m1.text": NodeStyle(color: "#000000"), "m1.gap": gap,
            "m2.bubble": blue, "m2.text": NodeStyle(color: "#FFFFFF"), "m2.gap": gap,
            "m4.bubble": blue, "m4.text": NodeStyle(color: "#FFFFFF"), "m4.gap": gap,
        ])
        #expect(document.styles.count == styled.count)
    }

    @Test("an id that is the path of another node is refused; a node's own path is fine as its id")
    func pathLikeIDs() throws {
        // The issue's example: the only cell may be called by its own path.
        let own = try StackDocument(yaml: #"{root: {list: {anchor: bottom, items: [{id: "root/0", kind: row, text: x}]}}}"#)
        let tree = try own.layoutTree()
        #expect(tree.indices.map(tree.name(at:)) == ["root", "root/0", "root/0.text"])
        // A node named like a later sibling's path.
        #expect(readingError("root: {stack: {axis: vertical, children: [{box: {id: root/1}}, {box: {}}]}}")
            == "root.stack.children[0].box.id (line 1, column 54): id \"root/1\" is already the path of another node, "
            + "at root.stack.children[1] (line 1, column 64); a path always names the node at that path, so choose another id")
        // A model named like another item's cell, a button named like a node, a node named "root".
        #expect(readingError(#"{root: {list: {items: [{kind: row, text: x}, {id: "root/0", kind: row, text: y}]}}}"#)?
            .hasPrefix("root.list.items[1].id (line 1, column 51): id \"root/0\" is already the path of another node, at root.list.items[0] (line 1, column 24)") == true)
        #expect(readingError("root: {stack: {axis: vertical, children: [{box: {}}, {buttons: {items: [{id: root/0, title: Go, icon: star}]}}]}}")?
            .contains("id \"root/0\" is already the path of another node, at root.stack.children[0]") == true)
        #expect(readingError("root: {stack: {axis: vertical, children: [{box: {id: root}}]}}")?
            .contains("id \"root\" is already the path of another node, at root (line 1, column 7)") == true)
        // A path of a node inside a cell: item 0's cell is root/0/0, its bubble root/0/0/0.
        #expect(readingError("root: {stack: {axis: vertical, children: [{list: {items: [{kind: messageLeft, text: x}]}}, {box: {id: root/0/0/0}}]}}")?
            .contains("id \"root/0/0/0\" is already the path of another node, at root.stack.children[0].list.items[0]") == true)
        // Path-like ids that name no node are fine.
        #expect(readingError("root: {stack: {axis: vertical, children: [{box: {id: root/7}}]}}") == nil)
    }

    @Test("the ids of a cell's parts are claimed like any id")
    func partIDs() {
        #expect(readingError("root: {stack: {axis: vertical, children: [{box: {id: m1.text}}, {list: {items: [{id: m1, kind: row, text: x}]}}]}}")
            == "root.stack.children[1].list.items[0].id (line 1, column 86): duplicate id \"m1.text\" (a part of the cell of model \"m1\"); "
            + "first used at root.stack.children[0].box.id (line 1, column 54)")
        #expect(readingError("root: {stack: {axis: vertical, children: [{list: {items: [{id: m1, kind: messageLeft, text: x}]}}, {box: {id: m1.gap}}]}}")?
            .hasSuffix("duplicate id \"m1.gap\"; first used at root.stack.children[0].list.items[0].id (line 1, column 64) (a part of the cell of model \"m1\")") == true)
    }

    @Test("the cells' texts are translated like any text")
    func localizedCells() throws {
        let document = try StackDocument(yaml: """
            strings: {de: {Hi: Hallo, Q: Frage}}
            root: {list: {items: [{id: r, kind: row, text: Hi}, {id: f, kind: questionAnswer, question: Q, answer: A}]}}
            """).localized(for: DocumentLocale("de"))
        let tree = try document.layoutTree()
        let texts = tree.indices.compactMap { index in tree.text(at: index).map { "\(tree.name(at: index))=\($0.string)" } }
        #expect(texts == ["r.text=Hallo", "f.question=Frage", "f.answer=A"])
    }

    @Test("a list too deep for its cells is refused at the item, when read")
    func cellsNestBelowTheList() throws {
        // n stacks around a list: the list at level n, the message cell at n + 1, its bubble
        // at n + 2 and the bubble's text at n + 3, which may be at most 512: n = 509 is fine.
        func json(stacks n: Int) -> String {
            #"{"root": "# + String(repeating: #"{"stack": {"axis": "vertical", "children": ["#, count: n)
                + #"{"list": {"items": [{"kind": "messageLeft", "text": "x"}]}}"# + String(repeating: "]}}", count: n) + "}"
        }
        #expect(try StackDocument(yaml: json(stacks: 509)).layoutTree().depth == 512)
        let message = readingError(json(stacks: 510)) ?? "no error"
        #expect(message.contains(".list.items[0] (line 1, column "), "\(message)")
        // The list is "root" and 510 steps "/0", its item one more.
        let model = "root" + String(repeating: "/0", count: 511)
        #expect(message.hasSuffix("stacks nest more than 512 levels deep; the engine's limit is 512 "
            + "(counting the stacks the cell of model \"\(model)\" is made of)"), "\(message)")
    }
}
