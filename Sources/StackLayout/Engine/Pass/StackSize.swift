/// A stack's size at a width, steps 3–6 of "The stack algorithm, step by step" in
/// `docs/layout-semantics.md`: the lengths along its axis, its children's heights, baseline-relative
/// gaps, and its height and baselines. Uncached.
extension LayoutPass {
    /// A stack's height and baselines at `width` (steps 1–6).
    mutating func measureStack(_ index: Int, width: Double) -> NodeMeasurement {
        let style = chosenStyle(index, width: width).style
        // Step 1. The height is being found: margins relative to it are a cycle.
        let margins = self.margins(of: index, style, width: width, height: nil, along: nil)
        let contentWidth = max(0, width - margins.total(along: .horizontal))
        // Proportional spacing is of the stack's length along its axis, unknown when vertical.
        let content = stackContent(index, style: style, ownLength: style.axis == .horizontal ? width : nil)
        let measured = stackMeasurement(index, style: style, content: content, contentWidth: contentWidth, contentHeight: nil)
        // Step 6.
        return style.axis == .horizontal
            ? horizontalStackSize(measured, margins: margins)
            : verticalStackSize(measured, style: style, margins: margins)
    }

    /// Steps 3–4 for a horizontal stack: the distribution shares out the content width, then
    /// every child is measured at its share; step 6's cross positions come with it.
    /// `previous`, when given, is a measurement of the same children whose heights depend on
    /// nothing but their widths: children given the same widths keep its measurements.
    mutating func measureHorizontalContent(
        style: LayoutTree.StackStyle, content: StackContent, contentWidth: Double, contentHeight: Double?,
        previous: StackMeasurement? = nil
    ) -> StackMeasurement {
        // Step 3.
        let items = naturalAxisItems(of: content, containerWidth: contentWidth)
        let arrangement = AxisDistribution.arrange(
            style.distribution, items: items, gaps: content.gaps, available: contentWidth, sums: content.naturalSums)
        if let previous, previous.widths == arrangement.lengths {
            // Step 4 as before: the same widths give the same heights (only offsets moved).
            return StackMeasurement(
                contentWidth: contentWidth, children: content.children, widths: arrangement.lengths,
                measured: previous.measured, offsets: arrangement.offsets, items: items, gaps: content.gaps,
                naturalCross: previous.naturalCross, tallest: previous.tallest)
        }
        // Step 4. Across: heights at the widths given.
        var measured: [NodeMeasurement] = []
        measured.reserveCapacity(content.children.count)
        // Whether every child measures as in `previous`: then so do the cross positions.
        var unchanged = previous != nil
        for (i, child) in content.children.enumerated() {
            if let previous, previous.widths[i] == arrangement.lengths[i] {
                measured.append(previous.measured[i])
                continue
            }
            let measurement = measure(child, width: arrangement.lengths[i], containerHeight: contentHeight)
            if unchanged, measurement != previous!.measured[i] { unchanged = false }
            measured.append(measurement)
        }
        if let previous, unchanged {
            return StackMeasurement(
                contentWidth: contentWidth, children: content.children, widths: arrangement.lengths, measured: measured,
                offsets: arrangement.offsets, items: items, gaps: content.gaps,
                naturalCross: previous.naturalCross, tallest: previous.tallest)
        }
        // The stack's baselines are those of its tallest child (the first on a tie).
        var tallest = -1
        for i in measured.indices where tallest < 0 || measured[i].length > measured[tallest].length {
            tallest = i
        }
        return StackMeasurement(
            contentWidth: contentWidth, children: content.children, widths: arrangement.lengths, measured: measured,
            offsets: arrangement.offsets, items: items, gaps: content.gaps,
            naturalCross: Self.horizontalCross(measured, alignment: style.alignment, available: nil), tallest: tallest)
    }

    /// Steps 3–5 for a vertical stack.
    mutating func measureVerticalContent(
        style: LayoutTree.StackStyle, content: StackContent, contentWidth: Double, contentHeight: Double?
    ) -> StackMeasurement {
        let children = content.children
        var widths: [Double] = []
        var measured: [NodeMeasurement] = []
        var items: [AxisItem] = []
        widths.reserveCapacity(children.count)
        measured.reserveCapacity(children.count)
        items.reserveCapacity(children.count)
        for child in children {
            // Step 3.
            let width = style.alignment == .fill
                ? contentWidth : min(naturalWidth(child, containerWidth: contentWidth) ?? 0, contentWidth)
            // Step 4.
            let measurement = measure(child, width: width, containerHeight: contentHeight)
            widths.append(width)
            measured.append(measurement)
            items.append(axisItem(child, natural: measurement.height, axis: .vertical))
        }
        var gaps = content.gaps
        if style.isBaselineRelativeArrangement {
            // Step 5.
            for i in gaps.indices {
                gaps[i] -= (measured[i].length - measured[i].lastBaseline) + measured[i + 1].firstBaseline
            }
        }
        return StackMeasurement(
            contentWidth: contentWidth, children: children, widths: widths, measured: measured, offsets: [],
            items: items, gaps: gaps, naturalCross: CrossPlacement(height: 0, tops: [], heights: []), tallest: -1)
    }

    /// Step 6 for a horizontal stack: the baselines are the tallest child's.
    func horizontalStackSize(_ measurement: StackMeasurement, margins: DirectionalInsets) -> NodeMeasurement {
        let height = measurement.naturalCross.height + margins.total(along: .vertical)
        let tallest = measurement.tallest
        guard tallest >= 0 else {
            return NodeMeasurement(height: height, firstBaseline: height, lastBaseline: height, baselineIsBottom: true)
        }
        let top = margins.top + measurement.naturalCross.tops[tallest]
        return NodeMeasurement(
            height: height,
            firstBaseline: top + measurement.measured[tallest].firstBaseline,
            lastBaseline: top + measurement.measured[tallest].lastBaseline)
    }

    /// Step 6 for a vertical stack.
    func verticalStackSize(_ measurement: StackMeasurement, style: LayoutTree.StackStyle, margins: DirectionalInsets) -> NodeMeasurement {
        let items = measurement.items
        let natural = AxisDistribution.naturalLength(style.distribution, items: items, gaps: measurement.gaps)
        let content = max(0, natural)
        let height = content + margins.total(along: .vertical)
        guard let first = measurement.measured.first, let last = measurement.measured.last else {
            return NodeMeasurement(height: height, firstBaseline: height, lastBaseline: height, baselineIsBottom: true)
        }
        if natural < 0 {
            // Negative spacing made the stack 0 tall: at that height the distribution gives the
            // children other lengths and offsets, and the baselines are where placing puts them.
            let arranged = AxisDistribution.arrange(style.distribution, items: items, gaps: measurement.gaps, available: 0)
            let lastIndex = items.count - 1
            let firstBaseline = first.baselineIsBottom ? arranged.lengths[0] : first.firstBaseline
            let lastBaseline = last.baselineIsBottom ? arranged.lengths[lastIndex] : last.lastBaseline
            return NodeMeasurement(
                height: height,
                firstBaseline: margins.top + arranged.offsets[0] + firstBaseline,
                lastBaseline: margins.top + arranged.offsets[lastIndex] + lastBaseline)
        }
        // Under fillEqually each child is as long as the longest; a bottom-edge baseline moves with it.
        let equalLength = style.distribution == .fillEqually ? items.map(\.length).max()! : nil
        let firstLength = equalLength ?? first.length
        let lastLength = equalLength ?? last.length
        let firstBaseline = first.baselineIsBottom ? firstLength : first.firstBaseline
        let lastBaseline = last.baselineIsBottom ? lastLength : last.lastBaseline
        return NodeMeasurement(
            height: height,
            firstBaseline: margins.top + firstBaseline,
            lastBaseline: margins.top + content - lastLength + lastBaseline)
    }

    /// A horizontal stack's content height (`available`, or natural) and each child's top and height.
    static func horizontalCross(_ measured: [NodeMeasurement], alignment: StackAlignment, available: Double?) -> CrossPlacement {
        if alignment.isBaseline {
            let baselines = measured.map { alignment == .firstBaseline ? $0.firstBaseline : $0.lastBaseline }
            let above = baselines.max() ?? 0
            var below = 0.0
            for (m, b) in zip(measured, baselines) { below = max(below, m.length - b) }
            return CrossPlacement(height: above + below, tops: baselines.map { above - $0 }, heights: measured.map(\.length))
        }
        let natural = measured.map(\.length).max() ?? 0
        let height = available ?? natural
        var tops: [Double] = []
        var heights: [Double] = []
        tops.reserveCapacity(measured.count)
        heights.reserveCapacity(measured.count)
        for m in measured {
            let childHeight = alignment == .fill ? height : min(m.length, height)
            heights.append(childHeight)
            switch alignment {
            case .center: tops.append((height - childHeight) / 2)
            case .trailing: tops.append(height - childHeight)
            default: tops.append(0)
            }
        }
        return CrossPlacement(height: height, tops: tops, heights: heights)
    }
}
