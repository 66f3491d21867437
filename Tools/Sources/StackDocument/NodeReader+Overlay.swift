
extension NodeReader {
    static let overlayKeys = ["alignment", "children"]

    /// The nine positions, for an overlay's `alignment` and a child's `overlayAlignment`.
    package static let overlayAlignments: KeyValuePairs<String, OverlayAlignment> = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
        "leading": .leading, "center": .center, "trailing": .trailing,
        "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
    ]

    /// `overlay: {alignment, children}`: children on top of each other (an ``Overlay``), each put
    /// by its own `overlayAlignment` or else by the overlay's `alignment` (default `center`).
    /// Children are at tree paths `treePath/i`, as a stack's.
    mutating func readOverlay(
        _ mapping: DocumentMapping, node index: Int, treePath: String, level: Int
    ) throws(DocumentError) -> (layout: Overlay, children: [LayoutNode]) {
        var overlay = Overlay()
        if let alignment = mapping["alignment"] {
            overlay.alignment = try alignment.choice(Self.overlayAlignments)
        }
        guard let children = mapping["children"] else { return (overlay, []) }
        return (overlay, try readChildren(children, node: index, treePath: treePath, level: level, inOverlay: true))
    }

    /// Takes `overlayAlignment` out of a node's `properties`: read, for a child of an overlay, and
    /// removed, so that the node's kind sees only its own keys (and its unknown-key errors list
    /// only those). Anywhere else the engine would ignore it, and an author who writes it expects
    /// the node to move: an error.
    func takeOverlayAlignment(
        from properties: DocumentValue, inOverlay: Bool
    ) throws(DocumentError) -> (properties: DocumentValue, alignment: OverlayAlignment?) {
        let tree = properties.tree
        guard properties.isMapping,
            (0..<tree.childCount(properties.index)).contains(where: {
                tree.scalar(tree.pair($0, of: properties.index).key, equals: "overlayAlignment")
            })
        else { return (properties, nil) }  // nearly every node: nothing to take out
        var alignment: (key: DocumentValue, value: OverlayAlignment)?
        for (key, value) in properties.pairs ?? [] where key.scalarText == "overlayAlignment" {
            let keyValue = key.at(properties.path.appending("overlayAlignment"))
            guard inOverlay else {
                throw keyValue.error("overlayAlignment places a child of an overlay; this node is not in an overlay's children")
            }
            if let first = alignment {
                throw keyValue.error("duplicate key \"overlayAlignment\"; first given at \(first.key.place)")
            }
            let choice = try value.at(keyValue.path).choice(Self.overlayAlignments)
            alignment = (keyValue, choice)
        }
        guard let alignment else { return (properties, nil) }
        return (properties.omitting("overlayAlignment"), alignment.value)
    }
}
