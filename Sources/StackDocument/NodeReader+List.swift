import ModelStack

extension NodeReader {
    static let listKeys = ["spacing", "anchor", "items"]
    static let cellKinds = ["messageLeft", "messageRight", "questionAnswer", "row"]
    static let anchors: KeyValuePairs<String, StackAnchor> = ["top": .top, "bottom": .bottom]

    /// `list: {spacing, anchor: top | bottom, items: [{id, kind, …}]}`: a model-driven stack
    /// written inline. Each item is a model whose `kind` picks one of ModelStack's built-in
    /// cells — `messageLeft` / `messageRight` (`text`), `questionAnswer` (`question`,
    /// `answer`), `row` (`text`) — and the list becomes a vertical stack of those cells. With
    /// `anchor: bottom` (chat style) a flexible space above the cells keeps them at the bottom
    /// when they are shorter than the list; with `anchor: top` (the default) the space goes
    /// below them. Cells keep their natural heights either way.
    ///
    /// Bubbles are styled like a messaging app (grey for others, blue for the user's own);
    /// the theme's `text` colour applies to rows and answers.
    mutating func readList(_ mapping: DocumentMapping, treePath: String) throws(DocumentError) -> Stack {
        var stack = Stack(axis: .vertical, children: [])
        if let spacing = mapping["spacing"] {
            stack.spacing = try readLength(spacing, axis: .vertical, nonNegative: true, treePath: treePath, property: "spacing")
        }
        let anchor = try mapping["anchor"]?.choice(Self.anchors) ?? .top
        if anchor == .bottom {
            // The spacer hugs least and has no height of its own: it takes all spare room.
            stack.children.append(LayoutNode(.box(Box()), spacingAfter: 0, contentHugging: AxisPriorities(1)))
            styles["\(treePath)/0"] = NodeStyle(fill: "#00000000", stroke: "#00000000")
        }
        let items = try mapping.required("items")
        for (index, value) in try items.list().enumerated() {
            let cellPath = "\(treePath)/\(stack.children.count)"
            stack.children.append(try readCell(value, defaultID: "\(treePath)/items/\(index)", cellPath: cellPath))
        }
        if anchor == .top {
            if let last = stack.children.indices.last { stack.children[last].spacingAfter = 0 }
            stack.children.append(LayoutNode(.box(Box()), contentHugging: AxisPriorities(1)))
            styles["\(treePath)/\(stack.children.count - 1)"] = NodeStyle(fill: "#00000000", stroke: "#00000000")
        }
        return stack
    }

    private mutating func readCell(_ value: DocumentValue, defaultID: String, cellPath: String) throws(DocumentError) -> LayoutNode {
        let mapping = try value.mapping(allowedKeys: ["id", "kind", "text", "question", "answer"])
        let kindValue = try mapping.required("kind")
        let kind = try kindValue.choice(KeyValuePairs(dictionaryLiteral:
            ("messageLeft", "messageLeft"), ("messageRight", "messageRight"), ("questionAnswer", "questionAnswer"), ("row", "row")))
        let id = try claimItemID(in: mapping, of: value, defaultID: defaultID)
        // A model must carry what its cell kind presents, and nothing the kind ignores.
        let needed = kind == "questionAnswer" ? ["question", "answer"] : ["text"]
        for key in ["text", "question", "answer"] where mapping[key] != nil && !needed.contains(key) {
            throw mapping[key]!.error("cell kind \(kind) does not understand \(key); it presents \(needed.joined(separator: " and "))")
        }
        for key in needed where mapping[key] == nil {
            throw value.error("cell kind \(kind) needs \(key) (model \"\(id)\")")
        }
        switch kind {
        case "questionAnswer":
            let cell = QuestionAnswerPair(question: try mapping.required("question").text(), answer: try mapping.required("answer").text())
            return cell.node(idPrefix: id)
        case "row":
            return PlainRow(try mapping.required("text").text(), insets: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)).node(idPrefix: id)
        default:
            let side: MessageBubble.Side = kind == "messageLeft" ? .leading : .trailing
            let text = try mapping.required("text").text()
            // Tree paths of the cell's parts: the bubble is first on the leading side, second on
            // the trailing side; the gap is the other child; the text is inside the bubble.
            let bubble = side == .leading ? "\(cellPath)/0" : "\(cellPath)/1"
            let gap = side == .leading ? "\(cellPath)/1" : "\(cellPath)/0"
            styles[bubble] = NodeStyle(fill: side == .leading ? "#E9E9EB" : "#0A84FF", stroke: "#00000000", cornerRadius: 16)
            styles["\(bubble)/0"] = NodeStyle(color: side == .leading ? "#000000" : "#FFFFFF")
            styles[gap] = NodeStyle(fill: "#00000000", stroke: "#00000000")
            return MessageBubble(text, side: side).node(idPrefix: id)
        }
    }
}
