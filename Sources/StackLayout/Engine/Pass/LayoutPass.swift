/// One layout of one tree: the measuring and placing recursion over nodes of every kind, in
/// the numbered steps of `docs/layout-semantics.md` for stacks. Written uncached: the
/// ``LayoutCache`` behind `LayoutPass+Cached.swift` alone decides when a result may be reused.
/// Coordinates are left-to-right; right to left is made by mirroring the finished frames.
struct LayoutPass<Measurer: TextMeasuring> {
    let tree: LayoutTree
    let environment: LayoutEnvironment
    let measurer: Measurer
    /// What earlier steps (and, in a session, earlier layouts) learned.
    var cache: LayoutCache

    /// Placed frames, left-to-right, unrounded.
    private(set) var frames: [Rect]
    var textMetrics: [Int: TextMetrics] = [:]
    var placedFonts: [Int: FontDescriptor] = [:]
    var fittedTexts: [Int: FittedText] = [:]
    /// The placement of each container node, parts in left-to-right root coordinates.
    var containerPlacements: [Int: PlacedContainer] = [:]
    var variantChoices: [Int: StackVariantChoice] = [:]
    /// Resolves proportional lengths; the root size is set when the layout's bounds are known.
    var resolver: LengthResolver
    /// The first length that could not be resolved (a cycle, a missing root size).
    var failure: LayoutError?
    /// What containers measure their own text with, every request remembered for the pass.
    private(set) lazy var context = LayoutContext(environment: environment, measurer: CachedTextMeasurer(measurer))
    /// Each container's layout with its cache, made when the container is first asked.
    var containerRuns: [Int: any ContainerRunning] = [:]

    /// A pass over `tree` that starts from `cache` (a fresh one for a one-off layout).
    init(tree: LayoutTree, environment: LayoutEnvironment, measurer: Measurer, cache: LayoutCache? = nil) {
        self.tree = tree
        self.environment = environment
        self.measurer = measurer
        self.cache = cache ?? LayoutCache(tree: tree, keepsStacks: false)
        frames = Self.unfilledFrames(tree.count)
        resolver = LengthResolver(rootWidth: nil, rootHeight: nil, category: environment.contentSizeCategory)
    }

    /// Room for every node's frame, not zeroed: placing gives every node a frame, and
    /// zero-filling cost as much as placing a flat row. Debug builds fill it with NaN, so that a
    /// node a change forgets to place shows up as a non-finite frame the tests look for.
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

    /// One visible child of a stack as the distribution along `axis` sees it.
    func axisItem(_ child: Int, natural: Double?, axis: LayoutAxis) -> AxisItem {
        let node = tree.nodes[child]
        return AxisItem(
            natural: natural, hugging: Double(axis == .horizontal ? node.hugging.0 : node.hugging.1),
            compressionResistance: Double(axis == .horizontal ? node.compressionResistance.0 : node.compressionResistance.1))
    }

    // MARK: Natural width

    /// A node's natural width, `nil` when flexible; uncached (see ``naturalWidth(_:containerWidth:)``).
    mutating func computeNaturalWidth(_ index: Int) -> Double? {
        let node = tree.nodes[index]
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
        case .container:
            width = containerSize(index, proposal: .unspecified).width
        }
        // A kept aspect ratio with a known height gives the width.
        if let aspect = tree.aspectRatio(at: index), node.kind == .box, let height = intrinsicBoxHeight(index, containerHeight: nil) {
            width = height * aspect.ratio
        }
        return width
    }

    /// A box's intrinsic height; a container fraction resolves against `containerHeight`.
    mutating func intrinsicBoxHeight(_ index: Int, containerHeight: Double?) -> Double? {
        let node = tree.nodes[index]
        if node.hasLengths, let length = tree.nodeLengths(at: index)?.height {
            return resolve(length, at: index, property: .height, axis: .vertical, container: { _ in containerHeight })
        }
        return node.boxHeight.isNaN ? nil : node.boxHeight
    }

    // MARK: Measuring at a width

    /// The node's height and baselines when it is `width` wide (`nil`: its natural width);
    /// container fractions of the height resolve against `containerHeight` when known.
    mutating func measure(_ index: Int, width: Double?, containerHeight: Double? = nil) -> NodeMeasurement {
        let node = tree.nodes[index]
        if node.hasLengths || !tree.aspectRatios.isEmpty {
            var width = width
            if width == nil, tree.aspectRatio(at: index) != nil { width = naturalWidth(index) }
            if let aspect = tree.aspectRatio(at: index), let width {
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
                // Not cached: the height depends on the container's, which the key leaves out.
                let height = intrinsicBoxHeight(index, containerHeight: containerHeight)
                return NodeMeasurement(height: height, firstBaseline: height ?? 0, lastBaseline: height ?? 0, baselineIsBottom: true)
            }
        }
        return measureIgnoringAspect(index, width: width, containerHeight: containerHeight)
    }

    /// The measurement of a node at `width`; uncached (see ``measureIgnoringAspect(_:width:containerHeight:)``).
    mutating func computeMeasurement(_ index: Int, width: Double?, containerHeight: Double?) -> NodeMeasurement {
        switch tree.nodes[index].kind {
        case .box:
            let height = intrinsicBoxHeight(index, containerHeight: containerHeight)
            return NodeMeasurement(
                height: height, firstBaseline: height ?? 0, lastBaseline: height ?? 0, baselineIsBottom: true)
        case .text:
            if let fit = tree.text(at: index)!.fit { return measureFittingText(index, fit: fit, width: width) }
            let metrics = measureText(index, wrapWidth: width)
            return NodeMeasurement(
                height: metrics.size.height, firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline)
        case .container:
            var width = width
            if width == nil { width = naturalWidth(index) ?? 0 }
            let size = containerSize(index, proposal: ProposedSize(width: width, height: nil))
            let bottom = size.height ?? 0
            return NodeMeasurement(
                height: size.height, firstBaseline: size.firstBaseline ?? bottom, lastBaseline: size.lastBaseline ?? bottom,
                baselineIsBottom: size.firstBaseline == nil && size.lastBaseline == nil)
        case .stack, .list:
            // Not `??`: an autoclosure that mutates the pass would make Swift copy all of it.
            if let width { return measureStack(index, width: width) }
            return measureStack(index, width: naturalWidth(index)!)
        }
    }

    // MARK: Placing

    /// Places the node and its subtree in `frame`; centre offsets are fractions of `container`.
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
        case .text:
            placeText(index, in: frame)
        case .stack, .list:
            placeStack(index, in: frame)
        case .container:
            placeContainer(index, in: frame)
        }
    }

    /// Writes a box's frame without the checks ``place(_:in:container:)`` makes (trees without proportions).
    mutating func setFrame(_ frame: Rect, of index: Int) {
        frames[index] = frame
    }

    /// Hidden children and their subtrees get a zero-size frame at the stack's origin.
    mutating func placeHiddenChildren(of index: Int, at origin: Point) {
        let node = tree.nodes[index]
        for slot in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            let child = Int(tree.childList[slot])
            if tree.nodes[child].isHidden { collapse(child, at: origin) }
        }
    }

    mutating func collapse(_ index: Int, at origin: Point) {
        frames[index] = Rect(origin: origin, size: .zero)
        let node = tree.nodes[index]
        for slot in Int(node.childStart)..<Int(node.childStart + node.childCount) {
            collapse(Int(tree.childList[slot]), at: origin)
        }
    }
}
