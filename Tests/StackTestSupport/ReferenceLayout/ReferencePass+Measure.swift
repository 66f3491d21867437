import StackLayout

/// Measuring at a width: a node's height and baselines when it is `width` wide. Measuring
/// happens before the container's height is known, so `container.height` is `nil` here unless
/// the caller is placing (a horizontal stack measures its children at placement again, with its
/// content height known).
extension ReferencePass {
    /// The node's height and baselines at `width`. A kept aspect ratio decides the height
    /// (`width / ratio`); baselines that were the bottom edge (or absent) move to the new bottom.
    func measure(_ node: ReferenceNode, width: Double, container: ContainerExtent) throws(LayoutError) -> ReferenceMeasurement {
        var measured = try measureOwnContent(node, width: width, container: container)
        if let aspect = node.node.aspectRatio {
            let height = width / aspect.ratio
            if measured.baselineIsBottom || measured.height == nil {
                measured.firstBaseline = height
                measured.lastBaseline = height
            }
            measured.height = height
        }
        return measured
    }

    private func measureOwnContent(_ node: ReferenceNode, width: Double, container: ContainerExtent) throws(LayoutError) -> ReferenceMeasurement {
        switch node.node.content {
        case .box(let box):
            // A box's baselines are its bottom edge (as UIView's).
            guard let height = box.height else { return .bottomBaselines(height: nil) }
            return .bottomBaselines(height: try points(height, of: node, .height, axis: .vertical, container: container))
        case .text(let text):
            return try measureText(text, at: node, width: width)
        case .container(let layout, _):
            var pass = self
            let size = try ReferenceSubviews.with(&pass, container: node, size: .zero) {
                layout.referenceSize(for: ProposedSize(width: width, height: nil), subviews: $0)
            }
            // No baseline given: the bottom edge, as a view without text.
            let bottom = size.height ?? 0
            return ReferenceMeasurement(
                height: size.height, firstBaseline: size.firstBaseline ?? bottom, lastBaseline: size.lastBaseline ?? bottom,
                baselineIsBottom: size.firstBaseline == nil && size.lastBaseline == nil)
        case .stack, .list:
            let stack = try arrangement(of: node, width: width)
            return stack.axis == .vertical
                ? try measureColumn(node, stack, width: width) : try measureRow(node, stack, width: width)
        }
    }

    // MARK: Vertical stacks (and lists)

    /// A vertical stack's visible children measured for a content box: each child's width from
    /// the alignment (all of it under `fill`, else its natural width capped at the content
    /// width; a vertical stack given a baseline alignment arranges as `leading`), its height at
    /// that width, and the gaps, from baseline to baseline under baseline-relative arrangement.
    struct Column {
        var children: [ReferenceNode]
        var widths: [Double]
        var measured: [ReferenceMeasurement]
        var items: [ReferenceDistribution.Item]
        var gaps: [Double]
    }

    func column(_ node: ReferenceNode, _ stack: Stack, own: ContainerExtent, content: ContainerExtent) throws(LayoutError) -> Column {
        let children = node.visibleChildren
        var gaps = try gaps(of: node, stack, between: children, own: own, content: content)
        let contentWidth = content.width!
        var widths: [Double] = []
        var measured: [ReferenceMeasurement] = []
        for child in children {
            let width = stack.alignment == .fill
                ? contentWidth : min(try naturalWidth(child, container: content) ?? 0, contentWidth)
            widths.append(width)
            measured.append(try measure(child, width: width, container: content))
        }
        if stack.isBaselineRelativeArrangement {
            // The frame gap is gi − (heighti − lastBaselinei) − firstBaseline(i+1).
            for i in gaps.indices {
                gaps[i] -= (measured[i].length - measured[i].lastBaseline) + measured[i + 1].firstBaseline
            }
        }
        let items = zip(children, measured).map { item($0, natural: $1.height, axis: .vertical) }
        return Column(children: children, widths: widths, measured: measured, items: items, gaps: gaps)
    }

    /// A vertical stack at `width`: its fitting height (the distribution's natural length over
    /// the children's heights, never below zero, plus margins), its first baseline the first
    /// child's and its last the last child's, where they sit when the stack is at that height.
    private func measureColumn(_ node: ReferenceNode, _ stack: Stack, width: Double) throws(LayoutError) -> ReferenceMeasurement {
        // The stack's height is what is being found: fractions of it (spacing, top and bottom
        // margins, children's heights) are cycles.
        let own = ContainerExtent(width: width, height: nil)
        let margins = try margins(of: node, stack, own: own)
        let content = ContainerExtent(width: max(0, width - margins.leading - margins.trailing), height: nil)
        let column = try column(node, stack, own: own, content: content)
        let length = max(0, ReferenceDistribution.naturalLength(stack.distribution, items: column.items, gaps: column.gaps))
        let height = length + margins.top + margins.bottom
        guard let last = column.children.indices.last else { return .bottomBaselines(height: height) }
        // At its natural height, as placing it there would arrange it: a bottom-edge baseline
        // moves with its child's frame (under fillEqually a short box is stretched).
        let arranged = ReferenceDistribution.arrange(
            stack.distribution, items: column.items, gaps: column.gaps, content: length)
        let offsets = arranged.offsets
        let first = column.measured[0].baselineIsBottom ? arranged.lengths[0] : column.measured[0].firstBaseline
        let lastBaseline = column.measured[last].baselineIsBottom ? arranged.lengths[last] : column.measured[last].lastBaseline
        return ReferenceMeasurement(
            height: height, firstBaseline: margins.top + offsets[0] + first,
            lastBaseline: margins.top + offsets[last] + lastBaseline, baselineIsBottom: false)
    }

    // MARK: Horizontal stacks

    /// A horizontal stack's visible children for a content box: their widths from the
    /// distribution over their natural widths, and their heights measured at those widths (so
    /// compressed text wraps and grows taller).
    struct Row {
        var children: [ReferenceNode]
        var arrangement: ReferenceDistribution.Arrangement
        var measured: [ReferenceMeasurement]
    }

    func row(_ node: ReferenceNode, _ stack: Stack, own: ContainerExtent, content: ContainerExtent) throws(LayoutError) -> Row {
        let children = node.visibleChildren
        let gaps = try gaps(of: node, stack, between: children, own: own, content: content)
        var items: [ReferenceDistribution.Item] = []
        for child in children {
            items.append(item(child, natural: try naturalWidth(child, container: content), axis: .horizontal))
        }
        let arrangement = ReferenceDistribution.arrange(stack.distribution, items: items, gaps: gaps, content: content.width!)
        var measured: [ReferenceMeasurement] = []
        for (child, width) in zip(children, arrangement.lengths) {
            measured.append(try measure(child, width: width, container: content))
        }
        return Row(children: children, arrangement: arrangement, measured: measured)
    }

    /// A horizontal stack at `width`: as tall as its largest child (baseline alignment: the
    /// largest extent above the shared baseline plus the largest below it) plus margins; its
    /// baselines those of its tallest child (the first on a tie), where the alignment put it.
    private func measureRow(_ node: ReferenceNode, _ stack: Stack, width: Double) throws(LayoutError) -> ReferenceMeasurement {
        let own = ContainerExtent(width: width, height: nil)
        let margins = try margins(of: node, stack, own: own)
        let content = ContainerExtent(width: max(0, width - margins.leading - margins.trailing), height: nil)
        let row = try row(node, stack, own: own, content: content)
        let cross = CrossPlacement(row.measured, alignment: stack.alignment, contentHeight: nil)
        let height = cross.height + margins.top + margins.bottom
        guard !row.children.isEmpty else { return .bottomBaselines(height: height) }
        var tallest = 0
        for i in row.measured.indices where row.measured[i].length > row.measured[tallest].length { tallest = i }
        let child = row.measured[tallest]
        let top = margins.top + cross.tops[tallest]
        return ReferenceMeasurement(
            height: height,
            firstBaseline: top + (child.baselineIsBottom ? cross.heights[tallest] : child.firstBaseline),
            lastBaseline: top + (child.baselineIsBottom ? cross.heights[tallest] : child.lastBaseline),
            baselineIsBottom: false)
    }
}
