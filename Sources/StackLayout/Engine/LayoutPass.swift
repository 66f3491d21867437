/// One layout of one tree: the measuring and placing recursion, with per-node memos so that
/// every node is measured once per distinct width however often its ancestors ask.
///
/// Coordinates here are left-to-right; right-to-left is produced afterwards by mirroring the
/// finished frames (see ``StackLayoutEngine``), so there is no second code path per layout.
final class LayoutPass<Measurer: TextMeasuring> {
    let tree: LayoutTree
    let environment: LayoutEnvironment
    let measurer: Measurer

    /// Natural widths; NaN where not yet computed, -∞ for flexible nodes.
    private var naturalWidths: [Double]
    /// One memo entry per node: the width it was last measured at (bit pattern, so that "no
    /// width" can be stored as a NaN) and the result.
    private var memoWidthBits: [UInt64]
    private var memo: [NodeMeasurement]
    /// Placed frames, left-to-right, unrounded.
    private(set) var frames: [Rect]
    /// Text metrics at the placed widths.
    private(set) var textMetrics: [Int: TextMetrics] = [:]
    /// The last wrapped measurement of each text node (width bits, metrics), so that placing
    /// at the width a node was measured at asks the measurer nothing.
    private var textMemo: [Int: (widthBits: UInt64, metrics: TextMetrics)] = [:]
    /// Fitted text by node, with the width and height (bits) it was fitted to.
    private var fitMemo: [Int: (widthBits: UInt64, heightBits: UInt64, fitted: FittedText)] = [:]
    /// The fitted text of each placed fitting text node.
    private(set) var fittedTexts: [Int: FittedText] = [:]
    /// The placement of each custom node, parts in left-to-right root coordinates.
    private(set) var customPlacements: [Int: CustomPlacement] = [:]
    /// What custom layouts measure with: every request remembered for the pass, so that a
    /// custom node measured and then placed at the same size asks the real measurer nothing new.
    private lazy var customContext = CustomLayoutContext(
        environment: environment, measurer: CachedTextMeasurer(measurer))

    /// The memo key for "measured without a width".
    private static var noWidthBits: UInt64 { Double.signalingNaN.bitPattern }
    /// The memo key for "never measured".
    private static var unmeasuredBits: UInt64 { Double.nan.bitPattern }

    init(tree: LayoutTree, environment: LayoutEnvironment, measurer: Measurer) {
        self.tree = tree
        self.environment = environment
        self.measurer = measurer
        naturalWidths = Array(repeating: .nan, count: tree.count)
        memoWidthBits = Array(repeating: Self.unmeasuredBits, count: tree.count)
        memo = Array(repeating: NodeMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0), count: tree.count)
        frames = Array(repeating: .zero, count: tree.count)
    }

    // MARK: Text

    private func measureText(_ index: Int, wrapWidth: Double?) -> TextMetrics {
        let bits = wrapWidth?.bitPattern ?? Self.noWidthBits
        if let memo = textMemo[index], memo.widthBits == bits { return memo.metrics }
        let text = tree.text(at: index)!
        let metrics = measurer.measure(
            TextMeasurementRequest(
                string: text.string,
                font: text.font.resolved(for: environment.contentSizeCategory),
                maximumLines: text.lines,
                wrapWidth: wrapWidth))
        if wrapWidth != nil { textMemo[index] = (bits, metrics) }
        return metrics
    }

    /// Fits a text node with a ``TextFit`` to `width` × `height` (`nil`: unconstrained).
    private func fitText(_ index: Int, fit: TextFit, width: Double?, height: Double?) -> FittedText {
        let widthBits = width?.bitPattern ?? Self.noWidthBits
        let heightBits = height?.bitPattern ?? Self.noWidthBits
        if let memo = fitMemo[index], memo.widthBits == widthBits, memo.heightBits == heightBits {
            return memo.fitted
        }
        let text = tree.text(at: index)!
        let fitted = fit.resolve(
            text, width: width.map { max(0, $0 - fit.margins.total(along: .horizontal)) },
            height: height.map { max(0, $0 - fit.margins.total(along: .vertical)) },
            environment: environment, measurer: measurer)
        fitMemo[index] = (widthBits, heightBits, fitted)
        return fitted
    }

    // MARK: Visible children

    /// A stack's visible children and the gap after each one but the last.
    private func arrangedChildren(of index: Int, style: LayoutTree.StackStyle) -> (children: [Int], gaps: [Double]) {
        let nodes = tree.nodes
        let start = Int(nodes[index].childStart)
        let end = start + Int(nodes[index].childCount)
        var children: [Int] = []
        children.reserveCapacity(end - start)
        var gaps: [Double] = []
        gaps.reserveCapacity(end - start)
        for slot in start..<end {
            let child = Int(tree.childList[slot])
            guard !nodes[child].isHidden else { continue }
            if let previous = children.last {
                let custom = nodes[previous].spacingAfter
                gaps.append(custom.isNaN ? style.spacing : custom)
            }
            children.append(child)
        }
        return (children, gaps)
    }

    private func axisItem(_ child: Int, natural: Double?, axis: Axis) -> AxisItem {
        let node = tree.nodes[child]
        return AxisItem(
            natural: natural, hugging: node.hugging[axis].value,
            compressionResistance: node.compressionResistance[axis].value)
    }

    // MARK: Natural width

    /// The width the node has when nothing constrains it; `nil` when it has none (flexible).
    func naturalWidth(_ index: Int) -> Double? {
        let cached = naturalWidths[index]
        if !cached.isNaN { return cached == -.infinity ? nil : cached }
        let width: Double?
        switch tree.nodes[index].kind {
        case .box:
            let box = tree.nodes[index].boxWidth
            width = box.isNaN ? nil : box
        case .text:
            width = tree.text(at: index)!.fit == nil ? measureText(index, wrapWidth: nil).size.width : nil
        case .stack:
            width = naturalStackWidth(index)
        case .custom:
            width = tree.customLayout(at: index)!.naturalWidth(in: customContext)
        }
        naturalWidths[index] = width ?? -.infinity
        return width
    }

    private func naturalStackWidth(_ index: Int) -> Double {
        let style = tree.stackStyle(of: index)
        let (children, gaps) = arrangedChildren(of: index, style: style)
        let margins = style.effectiveMargins.total(along: .horizontal)
        if style.axis == .horizontal {
            let items = children.map { axisItem($0, natural: naturalWidth($0), axis: .horizontal) }
            return max(0, AxisDistribution.naturalLength(style.distribution, items: items, gaps: gaps)) + margins
        }
        var widest = 0.0
        for child in children { widest = max(widest, naturalWidth(child) ?? 0) }
        return widest + margins
    }

    // MARK: Measuring at a width

    /// The node's height and baselines when it is `width` wide (`nil`: its natural width).
    func measure(_ index: Int, width: Double?) -> NodeMeasurement {
        let key = width?.bitPattern ?? Self.noWidthBits
        if memoWidthBits[index] == key { return memo[index] }
        let result: NodeMeasurement
        let node = tree.nodes[index]
        switch node.kind {
        case .box:
            let height = node.boxHeight.isNaN ? nil : node.boxHeight
            result = NodeMeasurement(
                height: height, firstBaseline: height ?? 0, lastBaseline: height ?? 0, baselineIsBottom: true)
        case .text:
            if let fit = tree.text(at: index)!.fit {
                result = measureFittingText(index, fit: fit, width: width)
                break
            }
            let metrics = measureText(index, wrapWidth: width)
            result = NodeMeasurement(
                height: metrics.size.height, firstBaseline: metrics.firstBaseline,
                lastBaseline: metrics.lastBaseline)
        case .custom:
            let measurement = tree.customLayout(at: index)!.measure(width: width, in: customContext)
            result = NodeMeasurement(
                height: measurement.height, firstBaseline: measurement.firstBaseline,
                lastBaseline: measurement.lastBaseline)
        case .stack:
            let style = tree.stackStyle(of: index)
            let width = width ?? naturalWidth(index)!
            result = style.axis == .vertical
                ? measureVerticalStack(index, style: style, width: width)
                : measureHorizontalStack(index, style: style, width: width)
        }
        memoWidthBits[index] = key
        memo[index] = result
        return result
    }

    /// A fitting text checked only for width is as tall as its text at the fitted size; one
    /// checked for height takes the height it is given (flexible).
    private func measureFittingText(_ index: Int, fit: TextFit, width: Double?) -> NodeMeasurement {
        guard fit.check == .width else { return NodeMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0) }
        let metrics = fitText(index, fit: fit, width: width, height: nil).metrics
        return NodeMeasurement(
            height: metrics.size.height + fit.margins.total(along: .vertical),
            firstBaseline: fit.margins.top + metrics.firstBaseline,
            lastBaseline: fit.margins.top + metrics.lastBaseline)
    }

    /// The width a vertical stack's child gets: all of it under `fill`, else its natural width
    /// capped at the stack's.
    private func crossWidth(_ child: Int, alignment: StackAlignment, available: Double) -> Double {
        alignment == .fill ? available : min(naturalWidth(child) ?? 0, available)
    }

    /// Children of a vertical stack measured at their widths, with the gaps adjusted for
    /// baseline-relative arrangement.
    private func verticalItems(
        _ children: [Int], gaps: [Double], style: LayoutTree.StackStyle, contentWidth: Double
    ) -> (widths: [Double], measured: [NodeMeasurement], items: [AxisItem], gaps: [Double]) {
        var widths: [Double] = []
        var measured: [NodeMeasurement] = []
        var items: [AxisItem] = []
        widths.reserveCapacity(children.count)
        measured.reserveCapacity(children.count)
        items.reserveCapacity(children.count)
        for child in children {
            let width = crossWidth(child, alignment: style.alignment, available: contentWidth)
            let measurement = measure(child, width: width)
            widths.append(width)
            measured.append(measurement)
            items.append(axisItem(child, natural: measurement.height, axis: .vertical))
        }
        var gaps = gaps
        if style.isBaselineRelativeArrangement {
            // The spacing runs from one child's last baseline to the next one's first.
            for i in gaps.indices {
                gaps[i] -= (measured[i].length - measured[i].lastBaseline) + measured[i + 1].firstBaseline
            }
        }
        return (widths, measured, items, gaps)
    }

    private func measureVerticalStack(_ index: Int, style: LayoutTree.StackStyle, width: Double) -> NodeMeasurement {
        let margins = style.effectiveMargins
        let (children, rawGaps) = arrangedChildren(of: index, style: style)
        let contentWidth = max(0, width - margins.total(along: .horizontal))
        let (_, measured, items, gaps) = verticalItems(children, gaps: rawGaps, style: style, contentWidth: contentWidth)
        let content = max(0, AxisDistribution.naturalLength(style.distribution, items: items, gaps: gaps))
        let height = content + margins.total(along: .vertical)
        guard let first = measured.first, let last = measured.last else {
            return NodeMeasurement(height: height, firstBaseline: height, lastBaseline: height, baselineIsBottom: true)
        }
        // At its natural length the stack's children keep their lengths, except under
        // fillEqually, where each is as long as the longest; a bottom-edge baseline moves with it.
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

    /// A horizontal stack's children: their widths for `contentWidth` and their measurements
    /// at those widths.
    private func horizontalItems(_ children: [Int], gaps: [Double], style: LayoutTree.StackStyle, contentWidth: Double)
        -> (arrangement: AxisDistribution.Arrangement, measured: [NodeMeasurement])
    {
        let items = children.map { axisItem($0, natural: naturalWidth($0), axis: .horizontal) }
        let arrangement = AxisDistribution.arrange(style.distribution, items: items, gaps: gaps, available: contentWidth)
        var measured: [NodeMeasurement] = []
        measured.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            measured.append(measure(child, width: arrangement.lengths[i]))
        }
        return (arrangement, measured)
    }

    /// The content height of a horizontal stack and each child's top within it.
    private func horizontalCross(_ measured: [NodeMeasurement], alignment: StackAlignment, available: Double?)
        -> (height: Double, tops: [Double], heights: [Double])
    {
        if alignment.isBaseline {
            let baselines = measured.map { alignment == .firstBaseline ? $0.firstBaseline : $0.lastBaseline }
            let above = baselines.max() ?? 0
            var below = 0.0
            for (m, b) in zip(measured, baselines) { below = max(below, m.length - b) }
            return (above + below, baselines.map { above - $0 }, measured.map(\.length))
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
        return (height, tops, heights)
    }

    private func measureHorizontalStack(_ index: Int, style: LayoutTree.StackStyle, width: Double) -> NodeMeasurement {
        let margins = style.effectiveMargins
        let (children, gaps) = arrangedChildren(of: index, style: style)
        let contentWidth = max(0, width - margins.total(along: .horizontal))
        let (_, measured) = horizontalItems(children, gaps: gaps, style: style, contentWidth: contentWidth)
        let cross = horizontalCross(measured, alignment: style.alignment, available: nil)
        let height = cross.height + margins.total(along: .vertical)
        // The stack's baselines are those of its tallest child (the first on a tie), where the
        // alignment put it; under baseline alignment that is the shared baseline.
        var tallest = -1
        for i in measured.indices where tallest < 0 || measured[i].length > measured[tallest].length {
            tallest = i
        }
        guard tallest >= 0 else {
            return NodeMeasurement(height: height, firstBaseline: height, lastBaseline: height, baselineIsBottom: true)
        }
        let top = margins.top + cross.tops[tallest]
        return NodeMeasurement(
            height: height,
            firstBaseline: top + measured[tallest].firstBaseline,
            lastBaseline: top + measured[tallest].lastBaseline)
    }

    // MARK: Placing

    /// Places the node in `frame` (left-to-right coordinates) and its subtree inside it.
    func place(_ index: Int, in frame: Rect) {
        frames[index] = frame
        switch tree.nodes[index].kind {
        case .box:
            return
        case .custom:
            var placement = tree.customLayout(at: index)!.place(in: frame.size, in: customContext)
            for i in placement.parts.indices {
                placement.parts[i].frame.origin.x += frame.minX
                placement.parts[i].frame.origin.y += frame.minY
            }
            customPlacements[index] = placement
        case .text:
            if let fit = tree.text(at: index)!.fit {
                let fitted = fitText(
                    index, fit: fit, width: frame.width, height: fit.check == .width ? nil : frame.height)
                fittedTexts[index] = fitted
                textMetrics[index] = fitted.metrics
            } else {
                textMetrics[index] = measureText(index, wrapWidth: frame.width)
            }
        case .stack:
            let style = tree.stackStyle(of: index)
            placeHiddenChildren(of: index, at: frame.origin)
            let margins = style.effectiveMargins
            let content = Rect(
                x: frame.minX + margins.leading, y: frame.minY + margins.top,
                width: max(0, frame.width - margins.total(along: .horizontal)),
                height: max(0, frame.height - margins.total(along: .vertical)))
            if style.axis == .vertical {
                placeVertical(index, style: style, content: content)
            } else {
                placeHorizontal(index, style: style, content: content)
            }
        }
    }

    private func placeVertical(_ index: Int, style: LayoutTree.StackStyle, content: Rect) {
        let (children, rawGaps) = arrangedChildren(of: index, style: style)
        let (widths, _, items, gaps) = verticalItems(children, gaps: rawGaps, style: style, contentWidth: content.width)
        let arrangement = AxisDistribution.arrange(style.distribution, items: items, gaps: gaps, available: content.height)
        for (i, child) in children.enumerated() {
            let x: Double
            switch style.alignment {
            case .center: x = (content.width - widths[i]) / 2
            case .trailing: x = content.width - widths[i]
            default: x = 0
            }
            place(child, in: Rect(
                x: content.minX + x, y: content.minY + arrangement.offsets[i],
                width: widths[i], height: arrangement.lengths[i]))
        }
    }

    private func placeHorizontal(_ index: Int, style: LayoutTree.StackStyle, content: Rect) {
        let (children, gaps) = arrangedChildren(of: index, style: style)
        let (arrangement, measured) = horizontalItems(children, gaps: gaps, style: style, contentWidth: content.width)
        let cross = horizontalCross(measured, alignment: style.alignment, available: content.height)
        for (i, child) in children.enumerated() {
            place(child, in: Rect(
                x: content.minX + arrangement.offsets[i], y: content.minY + cross.tops[i],
                width: arrangement.lengths[i], height: cross.heights[i]))
        }
    }

    /// Hidden children and their subtrees get a zero-size frame at the stack's origin (its
    /// leading top corner once mirrored).
    private func placeHiddenChildren(of index: Int, at origin: Point) {
        let node = tree.nodes[index]
        for slot in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            let child = Int(tree.childList[slot])
            if tree.nodes[child].isHidden { collapse(child, at: origin) }
        }
    }

    private func collapse(_ index: Int, at origin: Point) {
        frames[index] = Rect(origin: origin, size: .zero)
        let node = tree.nodes[index]
        for slot in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            collapse(Int(tree.childList[slot]), at: origin)
        }
    }
}
