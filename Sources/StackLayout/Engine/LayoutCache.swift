/// What a layout keeps so that no node is measured twice at one width (after Taffy's `Cache`
/// and Yoga's `canUseCachedMeasurement`); the algorithm asks through `LayoutPass+Cached.swift`.
///
/// Reuse rules:
/// - A node's natural width and measurements are pure functions of the node and the sizes
///   asked, unless proportional lengths make them depend on the root size: then they hold until
///   it changes (``forgetRootDependentEntries()``).
/// - A stack's content and last measurement are kept only for a ``LayoutSession``
///   (``keepsStacks``: about 100 bytes per child) and only without proportional lengths, where
///   they depend on nothing but the stack's width; never for an adaptive stack, whose children
///   depend on the variant chosen.
/// - A session keeps the last frames before and after pixel rounding: a frame placed exactly
///   where it was is not rounded again.
struct LayoutCache {
    let keepsStacks: Bool
    private let hasProportions: Bool

    private var naturalWidths: [NaturalWidthSlot]
    /// One measurement per node: the width it is for, and the result.
    private var measuredAt: [WidthKey]
    private var measurements: [NodeMeasurement]
    private var textMetrics: [Int: (key: WidthKey, metrics: TextMetrics)] = [:]
    private var fittedTexts: [Int: (width: WidthKey, height: WidthKey, fitted: FittedText)] = [:]
    /// By stack number (``LayoutTree`` numbers stacks and lists apart from nodes).
    private var stackContents: [StackContent?]
    private var stackMeasurements: [StackMeasurement?]
    private let adaptiveStacks: Set<Int>
    /// Sessions: the last layout's frames before rounding and after, at `scale`.
    private var lastRounding: (scale: Double, exact: [Rect], rounded: [Rect])?

    init(tree: LayoutTree, keepsStacks: Bool) {
        hasProportions = tree.hasProportions
        self.keepsStacks = keepsStacks && !tree.hasProportions
        naturalWidths = Array(repeating: .unknown, count: tree.count)
        measuredAt = Array(repeating: .unmeasured, count: tree.count)
        measurements = Array(repeating: NodeMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0), count: tree.count)
        stackContents = Array(repeating: nil, count: self.keepsStacks ? tree.stacks.count : 0)
        stackMeasurements = Array(repeating: nil, count: self.keepsStacks ? tree.stacks.count : 0)
        adaptiveStacks = Set(tree.stackVariants.keys.map(Int.init))
    }

    /// Readies the cache for another root size: only proportional lengths depend on it.
    mutating func forgetRootDependentEntries() {
        guard hasProportions else { return }
        for i in naturalWidths.indices {
            naturalWidths[i] = .unknown
            measuredAt[i] = .unmeasured
        }
        textMetrics.removeAll()
        fittedTexts.removeAll()
    }

    // MARK: Nodes

    /// The natural width of `node`, if known.
    @inline(__always)
    func naturalWidth(of node: Int) -> NaturalWidthSlot { naturalWidths[node] }

    @inline(__always)
    mutating func store(naturalWidth: Double?, of node: Int) {
        naturalWidths[node] = NaturalWidthSlot(known: naturalWidth)
    }

    /// The measurement of `node` at `width`, when it is the last one made.
    @inline(__always)
    func measurement(of node: Int, at width: WidthKey) -> NodeMeasurement? {
        measuredAt[node] == width ? measurements[node] : nil
    }

    @inline(__always)
    mutating func store(_ measurement: NodeMeasurement, of node: Int, at width: WidthKey) {
        measuredAt[node] = width
        measurements[node] = measurement
    }

    // MARK: Text

    func textMetrics(of node: Int, wrapWidth: Double) -> TextMetrics? {
        guard let entry = textMetrics[node], entry.key == WidthKey(wrapWidth) else { return nil }
        return entry.metrics
    }

    mutating func store(_ metrics: TextMetrics, of node: Int, wrapWidth: Double) {
        textMetrics[node] = (WidthKey(wrapWidth), metrics)
    }

    func fittedText(of node: Int, width: Double?, height: Double?) -> FittedText? {
        guard let entry = fittedTexts[node], entry.width == WidthKey(width), entry.height == WidthKey(height) else {
            return nil
        }
        return entry.fitted
    }

    mutating func store(_ fitted: FittedText, of node: Int, width: Double?, height: Double?) {
        fittedTexts[node] = (WidthKey(width), WidthKey(height), fitted)
    }

    // MARK: Rounding

    /// Rounds `frames` in place to `grid`, reusing the last layout's rounding of unmoved frames.
    mutating func round(_ frames: inout [Rect], to grid: PixelGrid) {
        let exact = keepsStacks ? frames : []
        let last = lastRounding.take()
        frames.withUnsafeMutableBufferPointer { buffer in
            if let last, last.scale == grid.scale, last.exact.count == buffer.count {
                for i in buffer.indices {
                    buffer[i] = buffer[i] == last.exact[i] ? last.rounded[i] : grid.round(buffer[i])
                }
            } else {
                for i in buffer.indices { buffer[i] = grid.round(buffer[i]) }
            }
        }
        if keepsStacks { lastRounding = (grid.scale, exact, frames) }
    }

    // MARK: Stacks

    func content(ofStack stack: Int) -> StackContent? {
        keeps(stack) ? stackContents[stack] : nil
    }

    mutating func store(_ content: StackContent, ofStack stack: Int) {
        if keeps(stack) { stackContents[stack] = content }
    }

    private func keeps(_ stack: Int) -> Bool {
        keepsStacks && (adaptiveStacks.isEmpty || !adaptiveStacks.contains(stack))
    }

    /// The last measurement of stack `stack`, when it is for `contentWidth`.
    func measurement(ofStack stack: Int, contentWidth: Double) -> StackMeasurement? {
        guard keeps(stack), let measurement = stackMeasurements[stack],
              measurement.contentWidth.bitPattern == contentWidth.bitPattern else { return nil }
        return measurement
    }

    /// The last measurement of stack `stack`, whatever its content width: children given the same
    /// widths may take their measurements from it.
    func lastMeasurement(ofStack stack: Int) -> StackMeasurement? {
        keeps(stack) ? stackMeasurements[stack] : nil
    }

    mutating func store(_ measurement: StackMeasurement, ofStack stack: Int) {
        if keeps(stack) { stackMeasurements[stack] = measurement }
    }
}
