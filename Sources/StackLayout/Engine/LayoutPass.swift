/// One layout of one tree: the measuring and placing recursion, with per-node memos so that
/// every node is measured once per distinct width however often its ancestors ask.
///
/// Coordinates here are left-to-right; right-to-left is produced afterwards by mirroring the
/// finished frames (see ``StackLayoutEngine``), so there is no second code path per layout.
struct LayoutPass<Measurer: TextMeasuring> {
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
    /// The font of each placed text node.
    private(set) var placedFonts: [Int: FontDescriptor] = [:]
    /// The fitted text of each placed fitting text node.
    private(set) var fittedTexts: [Int: FittedText] = [:]
    /// Per-stack memos by stack number (only for trees without proportional lengths).
    private var stackMemos: [StackMemo?]
    /// Whether stack memos apply: proportional lengths make a stack's gaps and its children's
    /// sizes depend on more than the lengths it is given.
    private let memoizesStacks: Bool
    /// Resolves proportional lengths; the root size is set when the layout's bounds are known.
    var resolver: LengthResolver
    /// The first length that could not be resolved (a cycle, a missing root size).
    var failure: LayoutError?
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

    /// `keepsStackMemos`: remember every stack's arrangement for later layouts (a
    /// ``LayoutSession``). It makes re-layout several times cheaper and costs about 100 bytes
    /// per arranged child, which a one-off layout does not spend.
    init(tree: LayoutTree, environment: LayoutEnvironment, measurer: Measurer, keepsStackMemos: Bool = false) {
        self.tree = tree
        self.environment = environment
        self.measurer = measurer
        naturalWidths = Array(repeating: .nan, count: tree.count)
        memoWidthBits = Array(repeating: Self.unmeasuredBits, count: tree.count)
        memo = Array(repeating: NodeMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0), count: tree.count)
        frames = Self.unfilledFrames(tree.count)
        resolver = LengthResolver(rootWidth: nil, rootHeight: nil, category: environment.contentSizeCategory)
        memoizesStacks = keepsStackMemos && !tree.hasProportions
        stackMemos = Array(repeating: nil, count: memoizesStacks ? tree.stacks.count : 0)
    }

    /// Prepares a pass that has already laid the tree out for another layout. Measurements
    /// are pure functions of a node and a width, so the memos stay valid, unless proportional
    /// lengths make them depend on the root size too.
    mutating func prepareForReuse(rootSizeChanged: Bool) {
        failure = nil
        if frames.count != tree.count { frames = Self.unfilledFrames(tree.count) }
        textMetrics.removeAll(keepingCapacity: true)
        fittedTexts.removeAll(keepingCapacity: true)
        customPlacements.removeAll(keepingCapacity: true)
        placedFonts.removeAll(keepingCapacity: true)
        guard rootSizeChanged && tree.hasProportions else { return }
        for i in naturalWidths.indices {
            naturalWidths[i] = .nan
            memoWidthBits[i] = Self.unmeasuredBits
        }
        textMemo.removeAll()
        fitMemo.removeAll()
    }

    /// Room for every node's frame, not zeroed: placing the root gives every node a frame
    /// (visible ones by their stack, hidden ones collapsed), and zero-filling cost as much as
    /// placing a flat row.
    ///
    /// Debug builds (the test suite, the fuzzers) fill the room with NaN instead, so that a
    /// node a change forgets to place shows up as a non-finite frame, which the property tests
    /// and the fuzzers look for, rather than as whatever the memory held.
    static func unfilledFrames(_ count: Int) -> [Rect] {
        #if DEBUG
            return [Rect](repeating: Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: count)
        #else
            return [Rect](unsafeUninitializedCapacity: count) { _, initialized in
                initialized = count
            }
        #endif
    }

    /// Hands the placed frames over without copying them (the pass keeps none).
    mutating func takeFrames() -> [Rect] {
        let placed = frames
        frames = []
        return placed
    }

    // MARK: Text

    private mutating func measureText(_ index: Int, wrapWidth: Double?) -> TextMetrics {
        let bits = wrapWidth?.bitPattern ?? Self.noWidthBits
        if let memo = textMemo[index], memo.widthBits == bits { return memo.metrics }
        let text = tree.text(at: index)!
        let metrics = measurer.measure(
            TextMeasurementRequest(
                string: text.string,
                font: font(of: index, text),
                maximumLines: text.lineLimit,
                wrapWidth: wrapWidth))
        if wrapWidth != nil { textMemo[index] = (bits, metrics) }
        return metrics
    }

    /// The font of a text node; a length-sized font resolved against the root.
    private mutating func font(of index: Int, _ text: Text) -> FontDescriptor {
        guard case .sized(let family, let length, let weight) = text.font else {
            return text.font.resolved(for: environment.contentSizeCategory)
        }
        let size = max(0.01, resolve(length, at: index, property: .fontSize, axis: .vertical, container: { _ in nil }))
        return FontDescriptor(family: family, size: size, weight: weight)
    }

    /// Fits a text node with a ``TextFit`` to `width` × `height` (`nil`: unconstrained).
    private mutating func fitText(_ index: Int, fit: TextFit, width: Double?, height: Double?) -> FittedText {
        let widthBits = width?.bitPattern ?? Self.noWidthBits
        let heightBits = height?.bitPattern ?? Self.noWidthBits
        if let memo = fitMemo[index], memo.widthBits == widthBits, memo.heightBits == heightBits {
            return memo.fitted
        }
        let (text, fit) = resolvedFit(index, fit)
        let fitted = fit.resolve(
            text, width: width.map { max(0, $0 - fit.margins.total(along: .horizontal)) },
            height: height.map { max(0, $0 - fit.margins.total(along: .vertical)) },
            environment: environment, measurer: measurer)
        fitMemo[index] = (widthBits, heightBits, fitted)
        return fitted
    }

    /// A fitting text's natural width: the text unwrapped at the fit's largest size, plus the
    /// horizontal margins, as a `UILabel` that adjusts its font size measures at its full size.
    /// Given less, the fit shrinks the text to the width it gets.
    private mutating func naturalFittingWidth(_ index: Int, fit: TextFit) -> Double {
        let (text, fit) = resolvedFit(index, fit)
        let metrics = measurer.measure(
            TextFitting.request(text, size: fit.maximumSize, wrapWidth: nil, environment: environment))
        return metrics.size.width + fit.margins.total(along: .horizontal)
    }

    /// A fitting text node's text and fit with their lengths in points: proportional size
    /// bounds and a length-sized font resolved against the root.
    private mutating func resolvedFit(_ index: Int, _ fit: TextFit) -> (Text, TextFit) {
        var text = tree.text(at: index)!
        var fit = fit
        if let lengths = fit.sizeLengths {
            fit.minimumSize = max(0.01, resolve(lengths.minimum, at: index, property: .fitMinimum, axis: .vertical, container: { _ in nil }))
            fit.maximumSize = max(fit.minimumSize, resolve(lengths.maximum, at: index, property: .fitMaximum, axis: .vertical, container: { _ in nil }))
        }
        if case .sized = text.font {
            let resolved = font(of: index, text)
            text.font = .fixed(family: resolved.family, size: resolved.size, weight: resolved.weight)
        }
        return (text, fit)
    }

    // MARK: Visible children

    /// A stack's visible children and the gap after each one but the last.
    /// `ownLength` is the stack's length along its axis when known: proportional spacing is a
    /// fraction of it.
    private mutating func arrangedChildren(
        of index: Int, style: LayoutTree.StackStyle, ownLength: Double?, needsGaps: Bool = true
    ) -> (children: [Int], gaps: [Double]) {
        if memoizesStacks {
            let stack = Int(tree.nodes[index].payload)
            if let memo = stackMemos[stack] { return (memo.children, memo.gaps) }
            let computed = collectChildren(of: index, style: style, ownLength: nil, needsGaps: true)
            stackMemos[stack] = StackMemo(children: computed.children, gaps: computed.gaps)
            return computed
        }
        return collectChildren(of: index, style: style, ownLength: ownLength, needsGaps: needsGaps)
    }

    private mutating func collectChildren(
        of index: Int, style: LayoutTree.StackStyle, ownLength: Double?, needsGaps: Bool
    ) -> (children: [Int], gaps: [Double]) {
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
        return (children, gaps)
    }

    private func axisItem(_ child: Int, natural: Double?, axis: Axis) -> AxisItem {
        let node = tree.nodes[child]
        return AxisItem(
            natural: natural, hugging: Double(axis == .horizontal ? node.hugging.0 : node.hugging.1),
            compressionResistance: Double(axis == .horizontal ? node.compressionResistance.0 : node.compressionResistance.1))
    }

    // MARK: Natural width

    /// The width the node has when nothing constrains it; `nil` when it has none (flexible).
    /// `containerWidth` is the parent's content width when known: a width that is a fraction
    /// of the container resolves against it (and without it is a cycle).
    mutating func naturalWidth(_ index: Int, containerWidth: Double? = nil) -> Double? {
        let node = tree.nodes[index]
        if node.hasLengths, let length = tree.nodeLengths(at: index)?.width, length.dependsOnContainer {
            return resolve(length, at: index, property: .width, axis: .horizontal, container: { _ in containerWidth })
        }
        let cached = naturalWidths[index]
        if !cached.isNaN { return cached == -.infinity ? nil : cached }
        var width: Double?
        switch node.kind {
        case .box:
            if node.hasLengths, let length = tree.nodeLengths(at: index)?.width {
                width = resolve(length, at: index, property: .width, axis: .horizontal, container: { _ in nil })
            } else {
                width = node.boxWidth.isNaN ? nil : node.boxWidth
            }
        case .text:
            if let fit = tree.text(at: index)!.fit {
                width = naturalFittingWidth(index, fit: fit)
            } else {
                width = measureText(index, wrapWidth: nil).size.width
            }
        case .stack, .list:
            width = naturalStackWidth(index)
        case .custom:
            width = tree.customLayout(at: index)!.naturalWidth(in: customContext)
        }
        // A kept aspect ratio with a known height gives the width.
        if let aspect = tree.aspectRatio(at: index), node.kind == .box, let height = intrinsicBoxHeight(index, containerHeight: nil) {
            width = height * aspect.ratio
        }
        naturalWidths[index] = width ?? -.infinity
        return width
    }

    private mutating func naturalStackWidth(_ index: Int) -> Double {
        let style = tree.stackStyle(of: index)
        // The stack's own width is what is being found: proportional spacing and margins of
        // it cannot be resolved here (a cycle if present).
        let (children, gaps) = arrangedChildren(of: index, style: style, ownLength: nil, needsGaps: style.axis == .horizontal)
        let margins = self.margins(of: index, style, width: nil, height: nil, along: .horizontal).total(along: .horizontal)
        if style.axis == .horizontal {
            // Loops rather than `map`, and the natural width computed before `axisItem`: either
            // way Swift would copy the whole pass, and every memo write would copy its arrays.
            var items: [AxisItem] = []
            items.reserveCapacity(children.count)
            for child in children {
                let natural = naturalWidth(child)
                items.append(axisItem(child, natural: natural, axis: .horizontal))
            }
            return max(0, AxisDistribution.naturalLength(style.distribution, items: items, gaps: gaps)) + margins
        }
        var widest = 0.0
        for child in children { widest = max(widest, naturalWidth(child) ?? 0) }
        return widest + margins
    }

    /// A box's intrinsic height; a container fraction resolves against `containerHeight`.
    private mutating func intrinsicBoxHeight(_ index: Int, containerHeight: Double?) -> Double? {
        let node = tree.nodes[index]
        if node.hasLengths, let length = tree.nodeLengths(at: index)?.height {
            return resolve(length, at: index, property: .height, axis: .vertical, container: { _ in containerHeight })
        }
        return node.boxHeight.isNaN ? nil : node.boxHeight
    }

    // MARK: Measuring at a width

    /// The node's height and baselines when it is `width` wide (`nil`: its natural width).
    /// `containerHeight` is the parent's content height when known (at placement): a height
    /// that is a fraction of the container resolves against it.
    mutating func measure(_ index: Int, width: Double?, containerHeight: Double? = nil) -> NodeMeasurement {
        let node = tree.nodes[index]
        if node.hasLengths || !tree.aspectRatios.isEmpty {
            if let aspect = tree.aspectRatio(at: index), let width = width ?? naturalWidth(index) {
                // A kept ratio decides the height from the width.
                let height = width / aspect.ratio
                var measured = measureIgnoringAspect(index, width: width, containerHeight: containerHeight)
                if measured.baselineIsBottom || measured.height == nil {
                    measured.firstBaseline = height
                    measured.lastBaseline = height
                }
                measured.height = height
                return measured
            }
            if node.kind == .box, let length = tree.nodeLengths(at: index)?.height, length.dependsOnContainer {
                let height = intrinsicBoxHeight(index, containerHeight: containerHeight)
                return NodeMeasurement(height: height, firstBaseline: height ?? 0, lastBaseline: height ?? 0, baselineIsBottom: true)
            }
        }
        return measureIgnoringAspect(index, width: width, containerHeight: containerHeight)
    }

    private mutating func measureIgnoringAspect(_ index: Int, width: Double?, containerHeight: Double?) -> NodeMeasurement {
        let key = width?.bitPattern ?? Self.noWidthBits
        if memoWidthBits[index] == key { return memo[index] }
        let result: NodeMeasurement
        let node = tree.nodes[index]
        switch node.kind {
        case .box:
            let height = intrinsicBoxHeight(index, containerHeight: containerHeight)
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
        case .stack, .list:
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
    private mutating func measureFittingText(_ index: Int, fit: TextFit, width: Double?) -> NodeMeasurement {
        guard fit.check == .width else { return NodeMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0) }
        let metrics = fitText(index, fit: fit, width: width, height: nil).metrics
        return NodeMeasurement(
            height: metrics.size.height + fit.margins.total(along: .vertical),
            firstBaseline: fit.margins.top + metrics.firstBaseline,
            lastBaseline: fit.margins.top + metrics.lastBaseline)
    }

    /// The width a vertical stack's child gets: all of it under `fill`, else its natural width
    /// capped at the stack's.
    private mutating func crossWidth(_ child: Int, alignment: StackAlignment, available: Double) -> Double {
        alignment == .fill ? available : min(naturalWidth(child, containerWidth: available) ?? 0, available)
    }

    /// Children of a vertical stack measured at their widths, with the gaps adjusted for
    /// baseline-relative arrangement.
    private mutating func verticalItems(
        of index: Int, _ children: [Int], gaps: [Double], style: LayoutTree.StackStyle, contentWidth: Double,
        contentHeight: Double?
    ) -> (widths: [Double], measured: [NodeMeasurement], items: [AxisItem], gaps: [Double]) {
        let stack = Int(tree.nodes[index].payload)
        if memoizesStacks, let memo = stackMemos[stack], memo.contentWidthBits == contentWidth.bitPattern {
            return (memo.widths, memo.measured, memo.items, memo.adjustedGaps)
        }
        let computed = measureVerticalChildren(children, gaps: gaps, style: style, contentWidth: contentWidth, contentHeight: contentHeight)
        if memoizesStacks {
            stackMemos[stack]!.contentWidthBits = contentWidth.bitPattern
            stackMemos[stack]!.widths = computed.widths
            stackMemos[stack]!.measured = computed.measured
            stackMemos[stack]!.items = computed.items
            stackMemos[stack]!.adjustedGaps = computed.gaps
        }
        return computed
    }

    private mutating func measureVerticalChildren(
        _ children: [Int], gaps: [Double], style: LayoutTree.StackStyle, contentWidth: Double, contentHeight: Double?
    ) -> (widths: [Double], measured: [NodeMeasurement], items: [AxisItem], gaps: [Double]) {
        var widths: [Double] = []
        var measured: [NodeMeasurement] = []
        var items: [AxisItem] = []
        widths.reserveCapacity(children.count)
        measured.reserveCapacity(children.count)
        items.reserveCapacity(children.count)
        for child in children {
            let width = crossWidth(child, alignment: style.alignment, available: contentWidth)
            let measurement = measure(child, width: width, containerHeight: contentHeight)
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

    private mutating func measureVerticalStack(_ index: Int, style: LayoutTree.StackStyle, width: Double) -> NodeMeasurement {
        // The height is what is being found: spacing and top/bottom margins that are fractions
        // of it cannot be resolved (a cycle if present).
        let margins = self.margins(of: index, style, width: width, height: nil, along: nil)
        let (children, rawGaps) = arrangedChildren(of: index, style: style, ownLength: nil)
        let contentWidth = max(0, width - margins.total(along: .horizontal))
        let (_, measured, items, gaps) = verticalItems(
            of: index, children, gaps: rawGaps, style: style, contentWidth: contentWidth, contentHeight: nil)
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
    private mutating func horizontalItems(
        of index: Int, _ children: [Int], gaps: [Double], style: LayoutTree.StackStyle, contentWidth: Double,
        contentHeight: Double?
    ) -> (arrangement: AxisDistribution.Arrangement, measured: [NodeMeasurement]) {
        let stack = memoizesStacks ? Int(tree.nodes[index].payload) : -1
        var items: [AxisItem]
        if memoizesStacks, let memo = stackMemos[stack] {
            if memo.contentWidthBits == contentWidth.bitPattern { return (memo.arrangement, memo.measured) }
            items = memo.naturalItems ?? []
        } else {
            items = []
        }
        if items.count != children.count {
            items.removeAll(keepingCapacity: true)
            items.reserveCapacity(children.count)
            for child in children {
                // Evaluated before the call: an argument that mutates the pass would otherwise
                // make Swift copy the whole pass to keep `self` of the outer call unchanged.
                let natural = naturalWidth(child, containerWidth: contentWidth)
                items.append(axisItem(child, natural: natural, axis: .horizontal))
            }
        }
        var sums: (lengths: Double, gaps: Double)?
        if memoizesStacks {
            sums = stackMemos[stack]!.naturalSums
                ?? (AxisDistribution.sum(items.lazy.map(\.length)), AxisDistribution.sum(gaps))
        }
        let arrangement = AxisDistribution.arrange(
            style.distribution, items: items, gaps: gaps, available: contentWidth, sums: sums)
        var measured: [NodeMeasurement]
        var reused = false
        if memoizesStacks, let memo = stackMemos[stack], memo.measured.count == children.count,
            (memo.arrangement.keepsNaturalLengths && arrangement.keepsNaturalLengths)
                || memo.arrangement.lengths == arrangement.lengths
        {
            // Same widths as last time (only positions moved): same measurements.
            measured = memo.measured
            reused = true
        } else {
            measured = []
            measured.reserveCapacity(children.count)
            for (i, child) in children.enumerated() {
                measured.append(measure(child, width: arrangement.lengths[i], containerHeight: contentHeight))
            }
        }
        if memoizesStacks {
            stackMemos[stack]!.naturalItems = items
            stackMemos[stack]!.naturalSums = sums
            stackMemos[stack]!.contentWidthBits = contentWidth.bitPattern
            stackMemos[stack]!.arrangement = arrangement
            if !reused {
                stackMemos[stack]!.measured = measured
                stackMemos[stack]!.measuredVersion += 1
            }
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

    private mutating func measureHorizontalStack(_ index: Int, style: LayoutTree.StackStyle, width: Double) -> NodeMeasurement {
        let margins = self.margins(of: index, style, width: width, height: nil, along: nil)
        let (children, gaps) = arrangedChildren(of: index, style: style, ownLength: width)
        let contentWidth = max(0, width - margins.total(along: .horizontal))
        let (_, measured) = horizontalItems(
            of: index, children, gaps: gaps, style: style, contentWidth: contentWidth, contentHeight: nil)
        let cross: (height: Double, tops: [Double], heights: [Double])
        // The stack's baselines are those of its tallest child (the first on a tie), where the
        // alignment put it; under baseline alignment that is the shared baseline.
        var tallest = -1
        let stack = memoizesStacks ? Int(tree.nodes[index].payload) : -1
        if memoizesStacks, let memo = stackMemos[stack], memo.naturalCrossVersion == memo.measuredVersion {
            cross = memo.naturalCross
            tallest = memo.tallest
        } else {
            cross = horizontalCross(measured, alignment: style.alignment, available: nil)
            for i in measured.indices where tallest < 0 || measured[i].length > measured[tallest].length {
                tallest = i
            }
            if memoizesStacks {
                stackMemos[stack]!.naturalCross = cross
                stackMemos[stack]!.tallest = tallest
                stackMemos[stack]!.naturalCrossVersion = stackMemos[stack]!.measuredVersion
            }
        }
        let height = cross.height + margins.total(along: .vertical)
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

    /// Places the node in `frame` (left-to-right coordinates) and its subtree inside it;
    /// `container` is the parent's content size, which centre offsets are fractions of.
    mutating func place(_ index: Int, in frame: Rect, container: Size) {
        var frame = frame
        if tree.hasProportions {
            if let aspect = tree.aspectRatio(at: index) {
                frame = aspect.rect(in: frame)
            }
            if let offset = tree.offset(at: index) {
                frame.origin.x += offset.x * container.width
                frame.origin.y += offset.y * container.height
            }
        }
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
            let text = tree.text(at: index)!
            placedFonts[index] = font(of: index, text)
            if let fit = text.fit {
                let fitted = fitText(
                    index, fit: fit, width: frame.width, height: fit.check == .width ? nil : frame.height)
                fittedTexts[index] = fitted
                textMetrics[index] = fitted.metrics
                placedFonts[index]?.size = fitted.fontSize
            } else {
                textMetrics[index] = measureText(index, wrapWidth: frame.width)
            }
        case .stack, .list:
            let style = tree.stackStyle(of: index)
            if tree.nodes[index].hasHiddenChildren { placeHiddenChildren(of: index, at: frame.origin) }
            let margins = self.margins(of: index, style, width: frame.width, height: frame.height, along: nil)
            let content = Rect(
                x: frame.minX + margins.leading, y: frame.minY + margins.top,
                width: max(0, frame.width - margins.total(along: .horizontal)),
                height: max(0, frame.height - margins.total(along: .vertical)))
            if let anchor = style.anchor {
                placeList(index, style: style, anchor: anchor, content: content)
            } else if style.axis == .vertical {
                placeVertical(index, style: style, content: content, ownHeight: frame.height)
            } else {
                placeHorizontal(index, style: style, content: content, ownWidth: frame.width)
            }
        }
    }

    private mutating func placeVertical(_ index: Int, style: LayoutTree.StackStyle, content: Rect, ownHeight: Double) {
        let (children, rawGaps) = arrangedChildren(of: index, style: style, ownLength: ownHeight)
        let (widths, _, items, gaps) = verticalItems(
            of: index, children, gaps: rawGaps, style: style, contentWidth: content.width, contentHeight: content.height)
        let arrangement: AxisDistribution.Arrangement
        let stack = Int(tree.nodes[index].payload)
        if memoizesStacks, let memo = stackMemos[stack], memo.placedWidthBits == content.width.bitPattern,
            memo.placedHeightBits == content.height.bitPattern
        {
            arrangement = memo.placedArrangement
        } else {
            arrangement = AxisDistribution.arrange(style.distribution, items: items, gaps: gaps, available: content.height)
            if memoizesStacks {
                stackMemos[stack]!.placedWidthBits = content.width.bitPattern
                stackMemos[stack]!.placedHeightBits = content.height.bitPattern
                stackMemos[stack]!.placedArrangement = arrangement
            }
        }
        for (i, child) in children.enumerated() {
            let x: Double
            switch style.alignment {
            case .center: x = (content.width - widths[i]) / 2
            case .trailing: x = content.width - widths[i]
            default: x = 0
            }
            place(child, in: Rect(
                x: content.minX + x, y: content.minY + arrangement.offsets[i],
                width: widths[i], height: arrangement.lengths[i]), container: content.size)
        }
    }

    /// A list's children keep their natural heights whatever the list's height (see
    /// ``AnchoredList``): one below the other from the top, or, anchored to the bottom, with the
    /// last one's bottom on the list's bottom. Content taller than the list runs past the edge
    /// away from the anchor (negative offsets above a bottom-anchored list).
    private mutating func placeList(_ index: Int, style: LayoutTree.StackStyle, anchor: StackAnchor, content: Rect) {
        let (children, rawGaps) = arrangedChildren(of: index, style: style, ownLength: content.height)
        let (widths, _, items, gaps) = verticalItems(
            of: index, children, gaps: rawGaps, style: style, contentWidth: content.width, contentHeight: content.height)
        let lengths = items.map(\.length)
        let offsets = AxisDistribution.offsets(lengths: lengths, gaps: gaps)
        var top = content.minY
        if anchor == .bottom, let last = lengths.indices.last {
            top = content.maxY - (offsets[last] + lengths[last])
        }
        for (i, child) in children.enumerated() {
            place(child, in: Rect(x: content.minX, y: top + offsets[i], width: widths[i], height: lengths[i]),
                  container: content.size)
        }
    }

    private mutating func placeHorizontal(_ index: Int, style: LayoutTree.StackStyle, content: Rect, ownWidth: Double) {
        let (children, gaps) = arrangedChildren(of: index, style: style, ownLength: ownWidth)
        let (arrangement, measured) = horizontalItems(
            of: index, children, gaps: gaps, style: style, contentWidth: content.width, contentHeight: content.height)
        let cross: (height: Double, tops: [Double], heights: [Double])
        let stack = Int(tree.nodes[index].payload)
        // Cross positions depend on the measurements and the height only, not on the width.
        if memoizesStacks, let memo = stackMemos[stack], memo.placedHeightBits == content.height.bitPattern,
            memo.placedVersion == memo.measuredVersion
        {
            cross = memo.cross
        } else {
            cross = horizontalCross(measured, alignment: style.alignment, available: content.height)
            if memoizesStacks {
                stackMemos[stack]!.placedVersion = stackMemos[stack]!.measuredVersion
                stackMemos[stack]!.placedHeightBits = content.height.bitPattern
                stackMemos[stack]!.cross = cross
            }
        }
        let leavesOnly = !tree.hasProportions
        for (i, child) in children.enumerated() {
            let frame = Rect(
                x: content.minX + arrangement.offsets[i], y: content.minY + cross.tops[i],
                width: arrangement.lengths[i], height: cross.heights[i])
            // A box has nothing inside to place: write its frame here (most nodes of large
            // trees are such leaves).
            if leavesOnly && tree.nodes[child].kind == .box {
                frames[child] = frame
            } else {
                place(child, in: frame, container: content.size)
            }
        }
    }

    /// Hidden children and their subtrees get a zero-size frame at the stack's origin (its
    /// leading top corner once mirrored).
    private mutating func placeHiddenChildren(of index: Int, at origin: Point) {
        let node = tree.nodes[index]
        for slot in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            let child = Int(tree.childList[slot])
            if tree.nodes[child].isHidden { collapse(child, at: origin) }
        }
    }

    private mutating func collapse(_ index: Int, at origin: Point) {
        frames[index] = Rect(origin: origin, size: .zero)
        let node = tree.nodes[index]
        for slot in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            collapse(Int(tree.childList[slot]), at: origin)
        }
    }
}
