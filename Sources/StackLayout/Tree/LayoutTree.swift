/// A validated, flattened node tree, ready to be laid out any number of times.
///
/// Building one checks every number (finite, and non-negative where a size is meant), the
/// nesting depth and the node count, so layout itself cannot fail on bad data. Nodes are
/// numbered in document order (pre-order): the root is 0 and a stack's children follow it
/// depth first. Flattening is iterative, so absurdly deep input gets
/// ``LayoutError/Reason/tooDeep(limit:)`` rather than a stack overflow.
///
/// A ``LayoutError`` names the node by this index (``LayoutError/nodeIndex``); whoever built the
/// ``LayoutNode``s in the same order knows which of theirs it is.
public struct LayoutTree: Sendable {
    /// The default nesting limit. Real interfaces nest a few dozen levels; layout recurses once
    /// per level, so the limit keeps the recursion well inside a thread's stack.
    public static let defaultMaximumDepth = 512
    /// The largest font size accepted, in points (a sanity bound, far above any screen's needs).
    public static let maximumFontSize = 10_000.0
    /// The default node-count limit.
    public static let defaultMaximumNodeCount = 5_000_000
    /// The largest length in points (a size, spacing or margin, positive or negative), a sanity
    /// bound far above any screen's needs that keeps layout arithmetic finite: even summed over
    /// the largest tree and multiplied by any display scale up to ``maximumScale``, lengths stay
    /// far below `Double.greatestFiniteMagnitude`.
    public static let maximumLength = 1_000_000.0
    /// The aspect ratios accepted: from 1 : 1000 to 1000 : 1.
    public static let aspectRatios: ClosedRange<Double> = 0.001...1000
    /// The largest display scale the engine, documents and the command line accept (real screens
    /// have 1 to 3).
    public static let maximumScale = 1000.0

    struct FlatNode: Sendable {
        var parent: Int32
        var indexInParent: Int32
        var childStart: Int32 = 0
        var childCount: Int32 = 0
        /// Index into `stacks` (stacks and lists), `texts` or `containers`; -1 for boxes.
        var payload: Int32
        var kind: NodeKind
        /// Hidden itself or below a hidden ancestor.
        var isHidden: Bool
        /// Intrinsic box size; NaN where absent.
        var boxWidth: Double
        var boxHeight: Double
        /// Custom spacing after the node; NaN where absent.
        var spacingAfter: Double
        /// Priorities as `Float`, as `UILayoutPriority` stores them, to keep a node small (x, then y).
        var hugging: (Float, Float)
        var compressionResistance: (Float, Float)
        /// Whether some size or spacing is a proportional ``Length`` (in `lengths`; NaN in the fields).
        var hasLengths = false
        /// Whether a stack has hidden children (which placement collapses).
        var hasHiddenChildren = false
    }

    /// The proportional lengths of one node, kept aside so that trees in points pay nothing.
    struct NodeLengths: Sendable {
        var width: Length?
        var height: Length?
        var spacingAfter: Length?
    }

    /// A stack's own properties, without its children.
    struct StackStyle: Sendable {
        var axis: LayoutAxis
        var distribution: StackDistribution
        var alignment: StackAlignment
        var spacing: Double
        var margins: DirectionalInsets
        var isLayoutMarginsRelativeArrangement: Bool
        var isBaselineRelativeArrangement: Bool
        /// Proportional spacing, when the spacing is not in points.
        var spacingLength: Length?
        /// Proportional margins, when some margin is not in points.
        var marginLengths: LengthInsets?
        /// A list's anchor; `nil` for a stack.
        var anchor: StackAnchor?
    }

    private(set) var nodes: [FlatNode] = []
    private(set) var stacks: [StackStyle] = []
    private(set) var texts: [TextBlock] = []
    private(set) var containers: [any ContainerLayout] = []
    private(set) var lengths: [Int32: NodeLengths] = [:]
    private(set) var aspectRatios: [Int32: AspectRatio] = [:]
    private(set) var offsets: [Int32: CenterOffset] = [:]
    /// The variants of adaptive stacks, by stack number.
    private(set) var stackVariants: [Int32: [(condition: StackVariant.Condition, style: StackStyle)]] = [:]
    private(set) var overlayAlignments: [Int32: OverlayAlignment] = [:]

    /// Whether any node uses a proportional ``Length``, an aspect ratio or a centre offset.
    public private(set) var hasProportions = false
    private(set) var ids: [String?] = []
    private(set) var childList: [Int32] = []

    /// The deepest nesting level present (the root is level 0).
    public private(set) var depth = 0

    /// Validates and flattens `root`.
    ///
    /// - Throws: ``LayoutError`` with the index of the first offending node (the index it
    ///   would have had in the tree).
    public init(
        _ root: LayoutNode,
        maximumDepth: Int = LayoutTree.defaultMaximumDepth,
        maximumNodeCount: Int = LayoutTree.defaultMaximumNodeCount
    ) throws(LayoutError) {
        let limits = (depth: maximumDepth, nodeCount: maximumNodeCount)
        // Pre-order walk with an explicit stack of open parents, each keeping its children's array
        // (one reference) and reading the next child in place: no node is copied onto a pending stack.
        var open: [OpenParent] = []
        let rootChildren = try withUnsafePointer(to: root) { (root) throws(LayoutError) in
            try add(root, parent: -1, position: 0, level: 0, hiddenAbove: false, limits: limits)
        }
        if let children = rootChildren {
            open.append(OpenParent(children: children, index: 0, level: 0, isHidden: nodes[0].isHidden))
        }
        while let top = open.indices.last {
            let position = open[top].next
            guard position < open[top].children.count else {
                open.removeLast()
                continue
            }
            open[top].next = position + 1
            let parent = open[top].index, level = open[top].level + 1, hiddenAbove = open[top].isHidden
            // The child is read in place through a pointer; passed as a value it would be copied
            // (a node is a couple of hundred bytes, with references to retain and release).
            let grandchildren = try open[top].children.withUnsafeBufferPointer { (children) throws(LayoutError) in
                try add(
                    children.baseAddress! + position, parent: parent, position: position, level: level,
                    hiddenAbove: hiddenAbove, limits: limits)
            }
            if let children = grandchildren {
                let index = Int32(nodes.count - 1)
                open.append(OpenParent(children: children, index: index, level: level, isHidden: nodes[Int(index)].isHidden))
            }
        }
    }

    /// A stack, list or container whose children are being numbered.
    private struct OpenParent {
        let children: [LayoutNode]
        var next = 0
        let index: Int32
        let level: Int
        let isHidden: Bool
    }

    /// Numbers, validates and links `node` (in storage that outlives the call), child `position` of
    /// `parent` (-1 for the root); returns its children, if any, to be numbered next.
    private mutating func add(
        _ node: UnsafePointer<LayoutNode>, parent: Int32, position: Int, level: Int, hiddenAbove: Bool,
        limits: (depth: Int, nodeCount: Int)
    ) throws(LayoutError) -> [LayoutNode]? {
        var flat = try appendLinked(node, parent: parent, position: position, level: level, hiddenAbove: hiddenAbove, limit: limits.nodeCount)
        let index = Int32(nodes.count - 1)
        var nodeLengths = try addPlacementProperties(of: node, at: index, parent: parent)
        let children = try addContent(node.pointee.content, to: &flat, lengths: &nodeLengths, at: index)
        if !children.isEmpty {
            if level + 1 > limits.depth {
                throw LayoutError(.tooDeep(limit: limits.depth), node: reference(to: Int(index)))
            }
            makeRoom(forChildren: children.count, of: &flat)
        }
        if nodeLengths.width != nil || nodeLengths.height != nil || nodeLengths.spacingAfter != nil {
            lengths[index] = nodeLengths
            flat.hasLengths = true
        }
        if flat.hasLengths || node.pointee.aspectRatio != nil || node.pointee.offset != nil { hasProportions = true }
        nodes[Int(index)] = flat
        return children.isEmpty ? nil : children
    }

    /// Numbers `node`, appends it as a box (its kind is set by `addContent`) and links
    /// it into its parent's child list; returns the appended node for the later steps to fill.
    private mutating func appendLinked(
        _ node: UnsafePointer<LayoutNode>, parent: Int32, position: Int, level: Int, hiddenAbove: Bool, limit: Int
    ) throws(LayoutError) -> FlatNode {
        let index = Int32(nodes.count)
        guard nodes.count < limit else { throw LayoutError(.tooManyNodes(limit: limit)) }
        depth = max(depth, level)
        let hidden = hiddenAbove || node.pointee.isHidden
        let hugging = node.pointee.contentHugging, resistance = node.pointee.compressionResistance
        let flat = FlatNode(
            parent: parent, indexInParent: Int32(position), childStart: Int32(childList.count), payload: -1, kind: .box,
            isHidden: hidden, boxWidth: .nan, boxHeight: .nan,
            spacingAfter: node.pointee.spacingAfter?.points ?? .nan,
            hugging: (Float(hugging.horizontal.value), Float(hugging.vertical.value)),
            compressionResistance: (Float(resistance.horizontal.value), Float(resistance.vertical.value)))
        nodes.append(flat)
        ids.append(node.pointee.id)
        if parent >= 0 {
            let parentNode = Int(parent)
            childList[Int(nodes[parentNode].childStart) + position] = index
            if hidden { nodes[parentNode].hasHiddenChildren = true }
        }
        try validateCommon(spacingAfter: node.pointee.spacingAfter, hugging: hugging, resistance: resistance, at: index)
        return flat
    }

    /// What places the node within its parent, whatever its kind: the spacing after it,
    /// its aspect ratio, offset and overlay alignment, validated; returns its proportional
    /// spacing, the first of its lengths.
    private mutating func addPlacementProperties(
        of node: UnsafePointer<LayoutNode>, at index: Int32, parent: Int32
    ) throws(LayoutError) -> NodeLengths {
        if parent >= 0, let spacingAfter = node.pointee.spacingAfter {
            try check(spacingAfter, .spacingAfter, at: index, along: axis(ofContainer: parent))
        }
        var nodeLengths = NodeLengths()
        if let spacingAfter = node.pointee.spacingAfter, spacingAfter.points == nil {
            nodeLengths.spacingAfter = spacingAfter
        }
        if let aspect = node.pointee.aspectRatio {
            try check(InvalidValue.checking(aspect.ratio, .aspectRatio, .aspectRatio), at: index)
            aspectRatios[index] = aspect
        }
        if let offset = node.pointee.offset {
            try check(
                InvalidValue.checking(offset.x, .offset(.horizontal), .offset)
                    ?? InvalidValue.checking(offset.y, .offset(.vertical), .offset), at: index)
            offsets[index] = offset
        }
        if let alignment = node.pointee.overlayAlignment { overlayAlignments[index] = alignment }
        return nodeLengths
    }

    /// The node's kind and what it holds (a box's size, a text, a stack's style, a
    /// container's layout), validated; returns its children.
    private mutating func addContent(
        _ content: LayoutNode.Content, to flat: inout FlatNode, lengths nodeLengths: inout NodeLengths, at index: Int32
    ) throws(LayoutError) -> [LayoutNode] {
        switch content {
        case .box(let box):
            try check(box.width, .width, at: index, nonNegative: true)
            try check(box.height, .height, at: index, nonNegative: true)
            try check(box.width, .width, at: index, along: .horizontal)
            try check(box.height, .height, at: index, along: .vertical)
            if let width = box.width {
                if let points = width.points { flat.boxWidth = points } else { nodeLengths.width = width }
            }
            if let height = box.height {
                if let points = height.points { flat.boxHeight = points } else { nodeLengths.height = height }
            }
            return []
        case .text(let text):
            try validate(text, at: index)
            flat.kind = .text
            flat.payload = Int32(texts.count)
            texts.append(text)
            // A font size (or fit bound) relative to the root makes measurements depend on it.
            var sizes: [Length] = []
            if case .sized(_, let size, _) = text.font { sizes.append(size) }
            if let bounds = text.fit?.sizeLengths { sizes += [bounds.minimum, bounds.maximum] }
            if sizes.contains(where: { $0.points == nil && !$0.isScaled }) { hasProportions = true }
            return []
        case .container(let layout, let containerChildren):
            try check(layout.invalidValue(), at: index)
            flat.kind = .container
            flat.payload = Int32(containers.count)
            containers.append(layout)
            return containerChildren
        case .stack(let stack):
            try validate(stack, at: index)
            flat.kind = .stack
            flat.payload = try addStyle(of: stack, anchor: nil, node: index)
            return stack.children
        case .list(let list):
            try check(list.spacing, .spacing, at: index, nonNegative: true)
            try check(list.spacing, .spacing, at: index, along: .vertical)
            flat.kind = .list
            // Measured, a list is a vertical stack that fills (see AnchoredList).
            flat.payload = try addStyle(
                of: Stack(axis: .vertical, spacing: list.spacing, children: list.children), anchor: list.anchor, node: index)
            return list.children
        }
    }

    /// A place in the child list for each of `count` children, filled as they are
    /// numbered, and room for them in the node arrays.
    private mutating func makeRoom(forChildren count: Int, of flat: inout FlatNode) {
        flat.childCount = Int32(count)
        childList.append(contentsOf: repeatElement(0, count: count))
        // Room for the children at once (still doubling, so that many small parents do
        // not reallocate each time) saves copying a wide tree's nodes as the arrays grow.
        let needed = nodes.count + count
        if nodes.capacity < needed {
            let capacity = max(needed, 2 * nodes.capacity)
            nodes.reserveCapacity(capacity)
            ids.reserveCapacity(capacity)
        }
    }

    /// Adds the style of `stack` and its validated variants' styles; returns the style's number.
    private mutating func addStyle(of stack: Stack, anchor: StackAnchor?, node index: Int32) throws(LayoutError) -> Int32 {
        let number = Int32(stacks.count)
        stacks.append(Self.style(of: stack, anchor: anchor))
        if stack.spacing.points == nil || stack.margins.points == nil { hasProportions = true }
        if !stack.variants.isEmpty {
            var variants: [(condition: StackVariant.Condition, style: StackStyle)] = []
            for (position, variant) in stack.variants.enumerated() {
                let configured = variant.applied(to: stack)
                try validate(configured, at: index, variant: position)
                if case .rootWidth(let below) = variant.condition {
                    try check(
                        InvalidValue.checking(below, .variant(position, .rootWidthCondition), .nonNegativePoints), at: index)
                }
                if case .rootWidth = variant.condition { hasProportions = true }
                if configured.spacing.points == nil || configured.margins.points == nil { hasProportions = true }
                variants.append((variant.condition, Self.style(of: configured, anchor: nil)))
            }
            stackVariants[number] = variants
        }
        return number
    }

    /// The flattened style of `stack` (a list's with its anchor).
    private static func style(of stack: Stack, anchor: StackAnchor?) -> StackStyle {
        let pointMargins = stack.margins.points
        return StackStyle(
            axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
            spacing: stack.spacing.points ?? .nan, margins: pointMargins ?? .zero,
            isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement,
            isBaselineRelativeArrangement: stack.isBaselineRelativeArrangement,
            spacingLength: stack.spacing.points == nil ? stack.spacing : nil,
            marginLengths: pointMargins == nil ? stack.margins : nil, anchor: anchor)
    }

    // MARK: Validation

    /// Checks a node's spacing after it and its priorities: a few comparisons in the common
    /// case; only when one fails are the checks run one by one to name the first failure.
    private func validateCommon(
        spacingAfter: Length?, hugging: AxisPriorities, resistance: AxisPriorities, at index: Int32
    ) throws(LayoutError) {
        if Self.isAcceptedQuickly(spacingAfter, nonNegative: false)
            && Self.isPriority(hugging.horizontal.value) && Self.isPriority(hugging.vertical.value)
            && Self.isPriority(resistance.horizontal.value) && Self.isPriority(resistance.vertical.value)
        {
            return
        }
        try check(spacingAfter, .spacingAfter, at: index, nonNegative: false)
        for axis in LayoutAxis.allCases {
            try check(InvalidValue.checking(hugging[axis].value, .hugging(axis), .priority), at: index)
        }
        for axis in LayoutAxis.allCases {
            try check(InvalidValue.checking(resistance[axis].value, .compressionResistance(axis), .priority), at: index)
        }
    }

    /// Whether `value` is a priority, 0 … 1000 (NaN fails both comparisons).
    private static func isPriority(_ value: Double) -> Bool { value >= 0 && value <= 1000 }

    /// Whether `length` certainly passes ``InvalidValue/checking(_:_:nonNegative:)``: absent, or
    /// points within ±``maximumLength``; `false` only means the full check must decide.
    static func isAcceptedQuickly(_ length: Length?, nonNegative: Bool) -> Bool {
        guard let length else { return true }
        guard case .points(let value) = length else { return false }
        return abs(value) <= maximumLength && (!nonNegative || value >= 0)
    }

    private func validate(_ text: TextBlock, at index: Int32) throws(LayoutError) {
        try check(InvalidValue.checking(Double(text.lines), .lineLimit, .lineLimit), at: index)
        if let fit = text.fit {
            // With proportional bounds the sizes in points are placeholders, checked as lengths below.
            if fit.sizeLengths == nil {
                try check(
                    InvalidValue.checking(fit.minimumSize, .fitMinimum, .fontSize)
                        ?? InvalidValue.checking(fit.maximumSize, .fitMaximum, .fitMaximum(minimum: fit.minimumSize)),
                    at: index)
            }
            for edge in InsetEdge.allCases {
                try check(InvalidValue.checking(fit.margins[edge], .fitMargin(edge), .nonNegativePoints), at: index)
            }
        }
        var problem = InvalidValue.checking(text.font, .fontSize)
        if let lengths = text.fit?.sizeLengths {
            problem = problem
                ?? InvalidValue.checking(fontSize: lengths.minimum, .fitMinimum)
                ?? InvalidValue.checking(fontSize: lengths.maximum, .fitMaximum)
        }
        try check(problem, at: index)
    }

    /// Checks a stack's spacing and margins; with `variant`, named as the variant's (`variants[1].spacing`).
    private func validate(_ stack: Stack, at index: Int32, variant: Int? = nil) throws(LayoutError) {
        let margins = stack.margins
        if Self.isAcceptedQuickly(stack.spacing, nonNegative: false)
            && Self.isAcceptedQuickly(margins.top, nonNegative: true) && Self.isAcceptedQuickly(margins.leading, nonNegative: true)
            && Self.isAcceptedQuickly(margins.bottom, nonNegative: true)
            && Self.isAcceptedQuickly(margins.trailing, nonNegative: true)
        {
            return
        }
        func named(_ property: LayoutProperty) -> LayoutProperty { variant.map { .variant($0, property) } ?? property }
        try check(stack.spacing, named(.spacing), at: index, nonNegative: false)
        try check(stack.spacing, named(.spacing), at: index, along: stack.axis)
        for edge in stack.margins.edges {
            try check(edge.length, named(.margin(edge.edge)), at: index, nonNegative: true)
            try check(edge.length, named(.margin(edge.edge)), at: index, along: edge.axis)
        }
    }

    /// Checks a length with ``InvalidValue/checking(_:_:nonNegative:)``, naming the node.
    private func check(
        _ length: Length?, _ property: LayoutProperty, at index: Int32, nonNegative: Bool
    ) throws(LayoutError) {
        if Self.isAcceptedQuickly(length, nonNegative: nonNegative) { return }
        try check(InvalidValue.checking(length, property, nonNegative: nonNegative), at: index)
    }

    /// Refuses a container fraction of the other axis than `axis`: while a container is measured
    /// along one axis, its length along the other is not known yet.
    private func check(_ length: Length?, _ property: LayoutProperty, at index: Int32, along axis: LayoutAxis?) throws(LayoutError) {
        guard let axis, let length, length.dependsOnContainer else { return }
        let lengths: [Length]
        if case .byWidth(let breakpoints) = length { lengths = breakpoints.steps.map(\.value) } else { lengths = [length] }
        for case .container(let fraction, let named?) in lengths where named != axis {
            let along = axis == .horizontal ? "width" : "height"
            throw LayoutError(
                .invalidValue(InvalidValue(
                    property: property, value: fraction,
                    requirement: .custom(
                        "a fraction of the container's \(along), the axis it lies along: the container's "
                            + "\(axis == .horizontal ? "height" : "width") is not known while it is measured "
                            + "(a fraction of the root may name either axis)"))),
                node: reference(to: Int(index)))
        }
    }

    /// The axis a child of `index` is spaced along; `nil` for containers, whose children take no spacing.
    private func axis(ofContainer index: Int32) -> LayoutAxis? {
        let node = nodes[Int(index)]
        switch node.kind {
        case .stack, .list: return stacks[Int(node.payload)].axis
        default: return nil
        }
    }

    /// Throws `problem`, if any, as the error of node `index`.
    private func check(_ problem: InvalidValue?, at index: Int32) throws(LayoutError) {
        if let problem { throw LayoutError(.invalidValue(problem), node: reference(to: Int(index))) }
    }
}
