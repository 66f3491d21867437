extension LayoutPass {
    /// `length` in points for a property of node `index`; 0, the first failure recorded, when unresolved.
    mutating func resolve(
        _ length: Length, at index: Int, property: LayoutProperty, axis: LayoutAxis?, container: (LayoutAxis) -> Double?
    ) -> Double {
        switch resolver.points(length, propertyAxis: axis, container: container) {
        case .success(let points):
            return points
        case .failure(.container):
            if failure == nil {
                failure = LayoutError(.cycle(property: property, length: length), node: tree.reference(to: index))
            }
            return 0
        case .failure(.root(let axis)):
            if failure == nil {
                failure = LayoutError(.unknownRootSize(property: property, dimension: axis), node: tree.reference(to: index))
            }
            return 0
        }
    }

    /// A stack's margins in points, fractions of its own `width` or `height` (unknown: a
    /// cycle); with `along`, only that axis's edges (the others 0).
    mutating func margins(of index: Int, _ style: LayoutTree.StackStyle, width: Double?, height: Double?, along: LayoutAxis?) -> DirectionalInsets {
        guard style.isLayoutMarginsRelativeArrangement else { return .zero }
        guard let lengths = style.marginLengths else { return style.margins }
        var insets = DirectionalInsets()
        for edge in lengths.edges where along == nil || along == edge.axis {
            let own = edge.axis == .horizontal ? width : height
            let value = resolve(edge.length, at: index, property: .margin(edge.edge), axis: edge.axis, container: { _ in own })
            switch edge.name {
            case "top": insets.top = value
            case "leading": insets.leading = value
            case "bottom": insets.bottom = value
            default: insets.trailing = value
            }
        }
        return insets
    }
}
