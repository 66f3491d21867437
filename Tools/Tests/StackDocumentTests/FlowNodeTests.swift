import StackDocument
import Testing

/// `flow` nodes: what the reader makes of them (a ``FlowLayout`` inside a `.container` node with
/// the children) and every error it reports, with the place. Columns are counted by hand.
@Suite struct FlowNodeTests {
    private func flow(_ node: LayoutNode) -> (layout: FlowLayout, children: [LayoutNode])? {
        guard case .container(let layout, let children) = node.content, let flow = layout as? FlowLayout else { return nil }
        return (flow, children)
    }

    static let yaml = """
        root:
          flow:
            id: tags
            spacing: 6
            lineSpacing: 4.5
            alignment: justified
            lineAlignment: firstBaseline
            fill: "#FFEEDD"
            children:
              - text: {id: a, string: Swift}
              - box: {width: 40, height: 20}
              - flow: {alignment: center, children: [{box: {width: 1, height: 2}}]}
        """

    static let json = """
        {"root": {"flow": {"id": "tags", "spacing": 6, "lineSpacing": 4.5, "alignment": "justified",
          "lineAlignment": "firstBaseline", "fill": "#FFEEDD", "children": [
            {"text": {"id": "a", "string": "Swift"}},
            {"box": {"width": 40, "height": 20}},
            {"flow": {"alignment": "center", "children": [{"box": {"width": 1, "height": 2}}]}}
        ]}}}
        """

    @Test(arguments: [yaml, json])
    func readsFlows(text: String) throws {
        let document = try StackDocument(yaml: text)
        let (layout, children) = try #require(flow(document.root))
        #expect(document.root.id == "tags")
        #expect(layout == FlowLayout(spacing: 6, lineSpacing: 4.5, alignment: .justified, lineAlignment: .firstBaseline))
        #expect(children.map(\.kindName) == ["text", "box", "flow"])
        #expect(flow(children[2])?.layout == FlowLayout(alignment: .center))
        #expect(document.styles["root"]?.fill == "#FFEEDD")
        // Children are at the paths a stack's would have; in frames JSON the kind is `flow`.
        let tree = try document.layoutTree()
        #expect(tree.indices.map { tree.name(at: $0) } == ["tags", "a", "root/1", "root/2", "root/2/0"])
        #expect(tree.kindName(at: 0) == "flow" && tree.kindName(at: 3) == "flow")
    }

    @Test func defaults() throws {
        // No keys: no spacing, leading lines, items at the top of their line, no children.
        for text in ["  flow: {}\n", "  flow:\n"] {
            let (layout, children) = try #require(flow(try StackDocument(yaml: document(root: text)).root))
            #expect(layout == FlowLayout(spacing: 0, lineSpacing: 0, alignment: .leading, lineAlignment: .top))
            #expect(children.isEmpty)
        }
    }

    @Test func laysOut() throws {
        // "Swift" at 10 pt is 25 wide; 25 + 6 + 40 = 71 fits 80, the nested flow (natural 1)
        // would need 71 + 6 + 1 = 78: it fits too. Justified: 2 left over, 1 more per gap.
        let document = try StackDocument(yaml: Self.yaml.replacingOccurrences(of: "string: Swift", with: "string: Swift, size: 10"))
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(document.layoutTree(), width: 80, measurer: FixedMetricsTextMeasurer())
        // Baselines: the text's 8, the box's and the nested flow's bottoms 20 and 2: shared 20.
        #expect(result.frame(of: "a") == Rect(x: 0, y: 12, width: 25, height: 10))
        #expect(result.frames[2] == Rect(x: 32, y: 0, width: 40, height: 20))
        #expect(result.frames[3] == Rect(x: 79, y: 18, width: 1, height: 2))
        #expect(result.size.height == 22)
    }

    // MARK: Errors

    @Test func unknownKeySuggestsTheNearest() {
        // `  flow: {`: `{` is column 9, the key starts at 10.
        #expect(
            readingError(document(root: "  flow: {lineSpaceing: 4}\n"))
                == "root.flow.lineSpaceing (line 2, column 10): unknown key \"lineSpaceing\" (did you mean \"lineSpacing\"?); "
                + "allowed keys: id, hidden, spacingAfter, hugging, compressionResistance, aspect, offset, audit, "
                + "spacing, lineSpacing, alignment, lineAlignment, children, fill, stroke, strokeWidth, cornerRadius")
        // The kind itself: `flwo` at column 3.
        #expect(
            readingError(document(root: "  flwo: {}\n"))
                == "root.flwo (line 2, column 3): unknown node kind \"flwo\" (did you mean \"flow\"?); "
                + "expected one of box, stack, text, buttons, list, flow, overlay")
    }

    @Test func unknownAlignments() {
        // `alignment:` 10–19, a space, `justify` at 21 (three edits from justified: no suggestion);
        // `justifed` (one edit) gets one.
        #expect(
            readingError(document(root: "  flow: {alignment: justify}\n"))
                == "root.flow.alignment (line 2, column 21): unknown value \"justify\"; "
                + "expected one of leading, center, trailing, justified")
        #expect(
            readingError(document(root: "  flow: {alignment: justifed}\n"))
                == "root.flow.alignment (line 2, column 21): unknown value \"justifed\" (did you mean \"justified\"?); "
                + "expected one of leading, center, trailing, justified")
        // `lineAlignment:` 10–23, a space, `baseline` at 25 (too far from firstBaseline to suggest it).
        #expect(
            readingError(document(root: "  flow: {lineAlignment: baseline}\n"))
                == "root.flow.lineAlignment (line 2, column 25): unknown value \"baseline\"; "
                + "expected one of top, center, bottom, firstBaseline")
    }

    @Test func badNumbers() {
        // `spacing:` 10–17, a space, `-2` at 19.
        #expect(
            readingError(document(root: "  flow: {spacing: -2}\n"))
                == "root.flow.spacing (line 2, column 19): expected a number of points, 0 or more; found -2")
        // `lineSpacing:` 10–21, a space, `.nan` at 23.
        #expect(
            readingError(document(root: "  flow: {lineSpacing: .nan}\n"))
                == "root.flow.lineSpacing (line 2, column 23): expected a number of points, 0 or more; found .nan")
        // `spacing:` 10–17, `100%` at 19: a flow's spacing is points only.
        #expect(
            readingError(document(root: "  flow: {spacing: 100%}\n"))?.hasPrefix("root.flow.spacing (line 2, column 19): ") == true)
    }

    @Test func badChildren() {
        // `children:` 10–18, a space, `{` at 20.
        #expect(
            readingError(document(root: "  flow: {children: {box: {}}}\n"))
                == "root.flow.children (line 2, column 20): expected a list; found a mapping")
        // `[` 20, `{` 21, `box:` 22–25, `{` 27, `width:` 28–33, `-1` at 35.
        #expect(
            readingError(document(root: "  flow: {children: [{box: {width: -1}}]}\n"))
                == "root.flow.children[0].box.width (line 2, column 35): expected a number of points, 0 or more; found -1")
    }

    @Test func nestingIsLimitedThroughFlowsToo() {
        // 513 flows, one inside the other: the innermost (level 512) may not have children.
        let level = #"{"flow": {"children": ["#
        let text = #"{"root": "# + String(repeating: level, count: 513) + #"{"box": {}}"#
            + String(repeating: "]}}", count: 513) + "}"
        let message = readingError(text) ?? ""
        // `{"root": ` is 9 characters; level k starts at column 10 + 23k, its list `[` 22 later.
        #expect(level.count == 23)
        #expect(message.hasSuffix("(line 1, column \(10 + 23 * 512 + 22)): stacks nest more than 512 levels deep; the engine's limit is 512"))
        #expect(message.hasPrefix("root.flow.children[0].flow.children[0].flow"))
    }
}
