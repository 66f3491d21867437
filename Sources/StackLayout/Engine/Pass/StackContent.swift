/// A stack's content box and content, steps 1–2 of "The stack algorithm, step by step" in
/// `docs/layout-semantics.md`: its margins, its visible children and the gaps between them, and
/// its natural width. Uncached: the cached entry points are in `LayoutPass+Cached.swift`.
extension LayoutPass {
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

    /// Step 2: the visible children and the gap after each but the last.
    mutating func collectChildren(
        of index: Int, style: LayoutTree.StackStyle, ownLength: Double?, needsGaps: Bool
    ) -> StackContent {
        let nodes = tree.nodes
        let start = Int(nodes[index].childStart)
        let end = start + Int(nodes[index].childCount)
        var children: [Int] = []
        children.reserveCapacity(end - start)
        var gaps: [Double] = []
        gaps.reserveCapacity(end - start)
        var spacing = needsGaps ? style.spacing : 0
        if needsGaps, let length = style.spacingLength {
            spacing = resolve(length, at: index, property: .spacing, axis: style.axis, container: { _ in ownLength })
        }
        for slot in start..<end {
            let child = Int(tree.childList[slot])
            // Hidden children take neither space nor spacing.
            guard !nodes[child].isHidden else { continue }
            if needsGaps, let previous = children.last {
                if nodes[previous].hasLengths, let length = tree.nodeLengths(at: previous)?.spacingAfter {
                    gaps.append(resolve(length, at: previous, property: .spacingAfter, axis: style.axis, container: { _ in ownLength }))
                } else {
                    let custom = nodes[previous].spacingAfter
                    gaps.append(custom.isNaN ? spacing : custom)
                }
            }
            children.append(child)
        }
        return StackContent(children: children, gaps: gaps)
    }

    /// The children's natural widths as the horizontal distribution sees them (kept ones if any).
    mutating func naturalAxisItems(of content: StackContent, containerWidth: Double?) -> [AxisItem] {
        if let known = content.naturalItems { return known }
        var items: [AxisItem] = []
        items.reserveCapacity(content.children.count)
        // A loop rather than `map`, and the natural width computed before `axisItem`: either
        // way Swift would copy the whole pass, and every cache write would copy its arrays.
        for child in content.children {
            let natural = naturalWidth(child, containerWidth: containerWidth)
            items.append(axisItem(child, natural: natural, axis: .horizontal))
        }
        return items
    }

    /// A stack's natural width: the distribution's natural length of its children's natural widths
    /// (horizontal) or the widest child's (vertical), plus margins; `style` overrides the one
    /// chosen for the natural width (an adaptive stack's own, to judge `doesNotFit`).
    mutating func naturalStackWidth(_ index: Int, style: LayoutTree.StackStyle? = nil) -> Double {
        let style = style ?? chosenStyle(index, width: nil).style
        // The stack's own width is being found: spacing and margins relative to it are a cycle.
        let content = stackContent(index, style: style, ownLength: nil, needsGaps: style.axis == .horizontal)
        let margins = self.margins(of: index, style, width: nil, height: nil, along: .horizontal).total(along: .horizontal)
        if style.axis == .horizontal {
            let items = naturalAxisItems(of: content, containerWidth: nil)
            return max(0, AxisDistribution.naturalLength(style.distribution, items: items, gaps: content.gaps)) + margins
        }
        var widest = 0.0
        for child in content.children { widest = max(widest, naturalWidth(child) ?? 0) }
        return widest + margins
    }
}
