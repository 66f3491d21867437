extension NodeReader {
    static let flowKeys = ["spacing", "lineSpacing", "alignment", "lineAlignment", "children"]

    package static let flowAlignments: KeyValuePairs<String, FlowAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing, "justified": .justified,
    ]

    package static let flowLineAlignments: KeyValuePairs<String, FlowLineAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom, "firstBaseline": .firstBaseline,
    ]

    /// `flow: {spacing, lineSpacing, alignment, lineAlignment, children}`: children in lines
    /// that wrap (``FlowLayout``). Spacing and line spacing are points, 0 or more (default 0).
    /// Child `i` is at tree path `treePath/i`, as a stack's, and, read in order, gets the next
    /// node indices; places are recorded for node `index` under the names
    /// ``FlowLayout/invalidValue()`` uses.
    mutating func readFlow(
        _ mapping: DocumentMapping, node index: Int, treePath: String, level: Int
    ) throws(DocumentError) -> (layout: FlowLayout, children: [LayoutNode]) {
        var flow = FlowLayout()
        if let spacing = mapping["spacing"] {
            flow.spacing = try spacing.number(.nonNegativePoints)
            sourceMap.record(.spacing, place: spacing.place, node: index)
        }
        if let lineSpacing = mapping["lineSpacing"] {
            flow.lineSpacing = try lineSpacing.number(.nonNegativePoints)
            sourceMap.record(FlowLayout.lineSpacingProperty, place: lineSpacing.place, node: index)
        }
        flow.alignment = try mapping["alignment"]?.choice(Self.flowAlignments) ?? .leading
        flow.lineAlignment = try mapping["lineAlignment"]?.choice(Self.flowLineAlignments) ?? .top
        guard let children = mapping["children"] else { return (flow, []) }
        return (flow, try readChildren(children, node: index, treePath: treePath, level: level))
    }
}
