import ModelStack

extension NodeReader {
    static let listKeys = ["spacing", "anchor", "items"]
    package static let cellKinds: KeyValuePairs<String, String> = [
        "messageLeft": "messageLeft", "messageRight": "messageRight", "questionAnswer": "questionAnswer", "row": "row",
    ]
    /// The keys of a list item: its model id, its cell kind and what that kind presents.
    package static let cellKeys = ["id", "kind", "text", "question", "answer"]
    package static let anchors: KeyValuePairs<String, StackAnchor> = ["top": .top, "bottom": .bottom]

    /// `list: {spacing, anchor: top | bottom, items: [{id, kind, …}]}`: an ``AnchoredList`` of
    /// ModelStack's built-in cells, one per item by its `kind` (`messageLeft` / `messageRight`
    /// and `row` present `text`, `questionAnswer` `question` and `answer`), each of its natural
    /// height; `anchor` (default top) says which edge the cells start from.
    ///
    /// Item `i` is at tree path `treePath/i`, like a stack's `children[i]`; each cell and each
    /// node it is made of gets the next index in tree order, its place that of the item.
    /// Bubbles are styled like a messaging app (grey for others, blue for the user's own); the
    /// theme's `text` colour applies to rows and answers.
    mutating func readList(_ mapping: DocumentMapping, node index: Int, treePath: String, level: Int) throws(DocumentError) -> AnchoredList {
        var list = AnchoredList(children: [])
        if let spacing = mapping["spacing"] {
            list.spacing = try readLength(spacing, axis: .vertical, nonNegative: true, node: index, property: .spacing)
        }
        list.anchor = try mapping["anchor"]?.choice(Self.anchors) ?? .top
        let items = try mapping.required("items")
        sourceMap.record(childrenOf: index, place: items.place)
        let values = try items.list()
        list.children.reserveCapacity(values.count)
        // Every item is read even after a mistake in one, so that all of them are reported at
        // once (past the node limit nothing more is read); a failed item stands in as an empty
        // box, never laid out since the document is refused.
        for (position, value) in values.enumerated() {
            do {
                list.children.append(try readCell(value, cellPath: treePath + "/" + String(position), level: level + 1))
            } catch {
                if isOverNodeLimit { throw error }
                errors.record(error)
                list.children.append(LayoutNode(.box(Box())))
            }
        }
        return list
    }

    /// Reads one item into its cell, which sits at `cellPath` and nesting `level`.
    private mutating func readCell(_ value: DocumentValue, cellPath: String, level: Int) throws(DocumentError) -> LayoutNode {
        let mapping = try value.mapping(allowedKeys: Self.cellKeys, collectingInto: &errors)
        let kindValue = try mapping.required("kind")
        let kind = try kindValue.choice(Self.cellKinds)
        // A model without an id is named by its cell's tree path, as any node without one.
        let idValue = mapping["id"]
        let id = try idValue?.text() ?? cellPath
        if let idValue { try claim(id: id, at: idValue, owner: cellPath) }
        // A model must carry what its cell kind presents, and nothing the kind ignores.
        let needed = kind == "questionAnswer" ? ["question", "answer"] : ["text"]
        for key in ["text", "question", "answer"] where mapping[key] != nil && !needed.contains(key) {
            throw mapping[key]!.error("cell kind \(kind) does not understand \(key); it presents \(needed.joined(separator: " and "))")
        }
        for key in needed where mapping[key] == nil {
            throw value.error("cell kind \(kind) needs \(key) (model \"\(id)\")")
        }
        var cell: LayoutNode
        switch kind {
        case "questionAnswer":
            let pair = QuestionAnswerPair(question: try mapping.required("question").text(), answer: try mapping.required("answer").text())
            cell = pair.node(idPrefix: id)
        case "row":
            cell = PlainRow(try mapping.required("text").text(), insets: DirectionalInsets(top: 4, leading: 0, bottom: 4, trailing: 0)).node(idPrefix: id)
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
            cell = MessageBubble(text, side: side).node(idPrefix: id)
        }
        // The cell's own name is the model's id when the item has one, else its path.
        if idValue == nil { cell.id = nil }
        try recordParts(of: cell, treePath: cellPath, level: level, item: idValue ?? value, model: id)
        return cell
    }

    /// Records the nodes a cell is made of, which the document does not write, as the reader
    /// records every node it reads, in tree order: their indices lead back to the item (so
    /// engine errors name it), so do their tree paths (for the check of path-like ids), their
    /// ids are claimed like any other (so that `m1.text` cannot also be another node's id), and
    /// they count towards the node and nesting limits.
    private mutating func recordParts(
        of node: LayoutNode, treePath: String, level: Int, item: DocumentValue, model: String
    ) throws(DocumentError) {
        _ = try recordNode(at: item.place, treePath: treePath, countedAgainst: item)
        if let id = node.id, id != model {
            try claim(id: id, at: item, owner: treePath, note: " (a part of the cell of model \"\(model)\")")
        }
        guard case .stack(let stack) = node.content else { return }
        if !stack.children.isEmpty && level + 1 > maximumDepth {
            throw item.error(
                Self.tooDeepProblem(limit: maximumDepth) + " (counting the stacks the cell of model \"\(model)\" is made of)")
        }
        for (index, child) in stack.children.enumerated() {
            try recordParts(of: child, treePath: "\(treePath)/\(index)", level: level + 1, item: item, model: model)
        }
    }
}
