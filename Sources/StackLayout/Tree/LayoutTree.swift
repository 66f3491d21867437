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
        /// Priorities as `Float`, as `UILayoutPriority` stores them (0 … 1000 needs no more),
        /// to keep a node small: horizontal then vertical.
        var hugging: (Float, Float)
        var compressionResistance: (Float, Float)
        /// Whether some size or spacing of the node is a proportional ``Length`` (looked up in
        /// `lengths`; the Double fields then hold NaN where a length applies).
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

        /// The margins that take part in arrangement (in points).
        var effectiveMargins: DirectionalInsets {
            isLayoutMarginsRelativeArrangement ? margins : .zero
        }
    }

    private(set) var nodes: [FlatNode] = []
    private(set) var stacks: [StackStyle] = []
    private(set) var texts: [TextBlock] = []
    private(set) var containers: [any ContainerLayout] = []
    private(set) var lengths: [Int32: NodeLengths] = [:]
    private(set) var aspectRatios: [Int32: AspectRatio] = [:]
    private(set) var offsets: [Int32: CenterOffset] = [:]
    /// The variants of adaptive stacks, by stack number: each condition with the style it
    /// gives.
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
        // Pre-order walk with an explicit stack: children are pushed in reverse so the first
        // child is numbered next.
        var pending: [PendingNode] = [(root, -1, 0, 0, false)]
        while let (node, parent, indexInParent, level, hiddenAbove) = pending.popLast() {
            let index = Int32(nodes.count)
            guard nodes.count < maximumNodeCount else { throw LayoutError(.tooManyNodes(limit: maximumNodeCount)) }
            depth = max(depth, level)
            let hidden = hiddenAbove || node.isHidden
            var flat = FlatNode(
                parent: parent, indexInParent: indexInParent, payload: -1, kind: .box,
                isHidden: hidden, boxWidth: .nan, boxHeight: .nan,
                spacingAfter: node.spacingAfter?.points ?? .nan,
                hugging: (Float(node.contentHugging.horizontal.value), Float(node.contentHugging.vertical.value)),
                compressionResistance: (
                    Float(node.compressionResistance.horizontal.value), Float(node.compressionResistance.vertical.value)))
            nodes.append(flat)
            ids.append(node.id)
            try validateCommon(node, at: index)
            var nodeLengths = NodeLengths()
            if let spacingAfter = node.spacingAfter, spacingAfter.points == nil {
                nodeLengths.spacingAfter = spacingAfter
            }
            if let aspect = node.aspectRatio {
                try check(InvalidValue.checking(aspect.ratio, .aspectRatio, .aspectRatio), at: index)
                aspectRatios[index] = aspect
            }
            if let offset = node.offset {
                try check(
                    InvalidValue.checking(offset.x, .offset(.horizontal), .offset)
                        ?? InvalidValue.checking(offset.y, .offset(.vertical), .offset), at: index)
                offsets[index] = offset
            }
            if let alignment = node.overlayAlignment { overlayAlignments[index] = alignment }
            // A stack's or list's arrangement and, for a list, its anchor.
            var arranged: (stack: Stack, anchor: StackAnchor?)?
            switch node.content {
            case .box(let box):
                try check(box.width, .width, at: index, nonNegative: true)
                try check(box.height, .height, at: index, nonNegative: true)
                flat.boxWidth = box.width.map { $0.points ?? .nan } ?? .nan
                flat.boxHeight = box.height.map { $0.points ?? .nan } ?? .nan
                if let width = box.width, width.points == nil { nodeLengths.width = width }
                if let height = box.height, height.points == nil { nodeLengths.height = height }
            case .text(let text):
                try validate(text, at: index)
                flat.kind = .text
                flat.payload = Int32(texts.count)
                texts.append(text)
                // A font size (or fit bound) chosen by the root's size makes the text's
                // measurements depend on the root, as a proportional length does.
                var sizes: [Length] = []
                if case .sized(_, let size, _) = text.font { sizes.append(size) }
                if let bounds = text.fit?.sizeLengths { sizes += [bounds.minimum, bounds.maximum] }
                if sizes.contains(where: { $0.points == nil && !$0.isScaled }) { hasProportions = true }
            case .container(let layout, let children):
                try check(layout.invalidValue(), at: index)
                flat.kind = .container
                flat.payload = Int32(containers.count)
                containers.append(layout)
                try push(children, of: index, level: level, limit: maximumDepth, hidden: hidden, into: &pending)
            case .stack(let stack):
                try validate(stack, at: index)
                flat.kind = .stack
                arranged = (stack, nil)
            case .list(let list):
                try check(list.spacing, .spacing, at: index, nonNegative: true)
                flat.kind = .list
                // Measured, a list is a vertical stack that fills (see AnchoredList); only
                // placing differs, by the anchor.
                arranged = (Stack(axis: .vertical, spacing: list.spacing, children: list.children), list.anchor)
            }
            if case let (stack, anchor)? = arranged {
                flat.payload = Int32(stacks.count)
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
                        // A condition on the root width, like a proportional length, makes
                        // measurements depend on the root size.
                        if case .rootWidth = variant.condition { hasProportions = true }
                        if configured.spacing.points == nil || configured.margins.points == nil { hasProportions = true }
                        variants.append((variant.condition, Self.style(of: configured, anchor: nil)))
                    }
                    stackVariants[flat.payload] = variants
                }
                try push(stack.children, of: index, level: level, limit: maximumDepth, hidden: hidden, into: &pending)
            }
            if nodeLengths.width != nil || nodeLengths.height != nil || nodeLengths.spacingAfter != nil {
                lengths[index] = nodeLengths
                flat.hasLengths = true
            }
            if flat.hasLengths || node.aspectRatio != nil || node.offset != nil { hasProportions = true }
            nodes[Int(index)] = flat
        }
        linkChildren()
    }

    /// A node waiting to be numbered: its parent, its position there, its level and whether an
    /// ancestor is hidden.
    private typealias PendingNode = (node: LayoutNode, parent: Int32, indexInParent: Int32, depth: Int, hidden: Bool)

    /// Queues `children` of node `index` (at `level`, deepest allowed `limit`), in reverse so that the first is numbered
    /// next.
    private func push(
        _ children: [LayoutNode], of index: Int32, level: Int, limit: Int, hidden: Bool,
        into pending: inout [PendingNode]
    ) throws(LayoutError) {
        if !children.isEmpty && level + 1 > limit {
            throw LayoutError(.tooDeep(limit: limit), node: reference(to: Int(index)))
        }
        for (position, child) in children.enumerated().reversed() {
            pending.append((child, index, Int32(position), level + 1, hidden))
        }
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

    /// Fills `childStart`/`childCount` and `childList`. In pre-order a parent's children appear
    /// in order, so one counting pass and one filling pass suffice.
    private mutating func linkChildren() {
        for node in nodes where node.parent >= 0 {
            nodes[Int(node.parent)].childCount += 1
            if node.isHidden { nodes[Int(node.parent)].hasHiddenChildren = true }
        }
        var next: Int32 = 0
        for index in nodes.indices {
            nodes[index].childStart = next
            next += nodes[index].childCount
        }
        childList = [Int32](repeating: 0, count: Int(next))
        var filled = [Int32](repeating: 0, count: nodes.count)
        for index in nodes.indices {
            let parent = Int(nodes[index].parent)
            guard parent >= 0 else { continue }
            childList[Int(nodes[parent].childStart + filled[parent])] = Int32(index)
            filled[parent] += 1
        }
    }

    // MARK: Validation

    private func validateCommon(_ node: LayoutNode, at index: Int32) throws(LayoutError) {
        try check(node.spacingAfter, .spacingAfter, at: index, nonNegative: false)
        for axis in LayoutAxis.allCases {
            try check(InvalidValue.checking(node.contentHugging[axis].value, .hugging(axis), .priority), at: index)
        }
        for axis in LayoutAxis.allCases {
            try check(InvalidValue.checking(node.compressionResistance[axis].value, .compressionResistance(axis), .priority), at: index)
        }
    }

    private func validate(_ text: TextBlock, at index: Int32) throws(LayoutError) {
        try check(InvalidValue.checking(Double(text.lines), .lineLimit, .lineLimit), at: index)
        if let fit = text.fit {
            // With a proportional bound the sizes in points are placeholders: the bounds are
            // checked as lengths below and resolved against each other per layout.
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

    /// Checks a stack's spacing and margins; with `variant`, the stack that variant makes (whose
    /// properties are then named as the variant's, `variants[1].spacing`).
    private func validate(_ stack: Stack, at index: Int32, variant: Int? = nil) throws(LayoutError) {
        func named(_ property: LayoutProperty) -> LayoutProperty { variant.map { .variant($0, property) } ?? property }
        try check(stack.spacing, named(.spacing), at: index, nonNegative: false)
        for edge in stack.margins.edges {
            try check(edge.length, named(.margin(edge.edge)), at: index, nonNegative: true)
        }
    }

    /// Checks a length with ``InvalidValue/checking(_:_:nonNegative:)``, naming the node.
    private func check(
        _ length: Length?, _ property: LayoutProperty, at index: Int32, nonNegative: Bool
    ) throws(LayoutError) {
        try check(InvalidValue.checking(length, property, nonNegative: nonNegative), at: index)
    }

    /// Throws `problem`, if any, as the error of node `index`.
    private func check(_ problem: InvalidValue?, at index: Int32) throws(LayoutError) {
        if let problem { throw LayoutError(.invalidValue(problem), node: reference(to: Int(index))) }
    }

    // MARK: Queries

    /// The number of nodes.
    public var count: Int { nodes.count }

    /// The node indices in document order.
    public var indices: Range<Int> { nodes.indices }

    /// The id given to the node, if any.
    public func id(at index: Int) -> String? { ids[index] }

    /// The node's kind.
    public func kind(at index: Int) -> NodeKind { nodes[index].kind }

    /// The parent's index, or `nil` for the root.
    public func parent(at index: Int) -> Int? {
        let parent = nodes[index].parent
        return parent < 0 ? nil : Int(parent)
    }

    /// The indices of a stack's, list's or container's children, in order (empty for boxes and text).
    public func children(of index: Int) -> [Int] {
        let node = nodes[index]
        return childList[Int(node.childStart)..<Int(node.childStart + node.childCount)].map(Int.init)
    }

    /// Whether the node or one of its ancestors is hidden.
    public func isHidden(at index: Int) -> Bool { nodes[index].isHidden }

    /// The text of a text node.
    public func text(at index: Int) -> TextBlock? {
        nodes[index].kind == .text ? texts[Int(nodes[index].payload)] : nil
    }

    /// The node at `index` as errors name it: its index, child positions and id. (While the
    /// tree is being built it serves for every node numbered so far.)
    public func reference(to index: Int) -> NodeReference {
        var positions: [Int] = []
        var current = index
        while nodes[current].parent >= 0 {
            positions.append(Int(nodes[current].indexInParent))
            current = Int(nodes[current].parent)
        }
        return NodeReference(index: index, childPositions: positions.reversed(), id: ids[index])
    }

    /// The path from the root: `root`, `root/2`, `root/2/0`, … (child positions).
    public func path(at index: Int) -> String { reference(to: index).path }

    /// The id when the node has one, else its path; what the frames export reports.
    public func name(at index: Int) -> String { ids[index] ?? path(at: index) }

    /// The path, with the id when there is one; how an error's description names a node
    /// (``NodeReference/description``).
    public func place(of index: Int) -> String { reference(to: index).description }

    /// The proportional lengths of a node, if any.
    func nodeLengths(at index: Int) -> NodeLengths? { lengths[Int32(index)] }

    /// The aspect ratio a node keeps, if any.
    public func aspectRatio(at index: Int) -> AspectRatio? { aspectRatios.isEmpty ? nil : aspectRatios[Int32(index)] }

    /// The centre offset of a node, if any.
    public func offset(at index: Int) -> CenterOffset? { offsets.isEmpty ? nil : offsets[Int32(index)] }

    /// Where an ``Overlay`` puts the node instead of its own alignment, if anywhere.
    public func overlayAlignment(at index: Int) -> OverlayAlignment? {
        overlayAlignments.isEmpty ? nil : overlayAlignments[Int32(index)]
    }

    /// The layout of a container node.
    public func containerLayout(at index: Int) -> (any ContainerLayout)? {
        nodes[index].kind == .container ? containers[Int(nodes[index].payload)] : nil
    }

    /// The name to report as the node's kind: `box`, `text`, `stack`, `list`, or a container
    /// layout's own.
    public func kindName(at index: Int) -> String {
        containerLayout(at: index)?.kindName ?? nodes[index].kind.rawValue
    }

    /// The node's content hugging and compression resistance.
    public func priorities(at index: Int) -> (contentHugging: AxisPriorities, compressionResistance: AxisPriorities) {
        let node = nodes[index]
        return (
            AxisPriorities(horizontal: LayoutPriority(Double(node.hugging.0)), vertical: LayoutPriority(Double(node.hugging.1))),
            AxisPriorities(
                horizontal: LayoutPriority(Double(node.compressionResistance.0)),
                vertical: LayoutPriority(Double(node.compressionResistance.1))))
    }

    // MARK: Engine access

    func stackStyle(of index: Int) -> StackStyle { stacks[Int(nodes[index].payload)] }

    /// The variants of an adaptive stack, in order; `nil` for any other node.
    func variantStyles(of index: Int) -> [(condition: StackVariant.Condition, style: StackStyle)]? {
        guard !stackVariants.isEmpty, nodes[index].kind == .stack else { return nil }
        return stackVariants[nodes[index].payload]
    }

    /// The conditions of an adaptive stack's variants, in order (empty for any other node).
    public func variantConditions(at index: Int) -> [StackVariant.Condition] {
        variantStyles(of: index)?.map(\.condition) ?? []
    }
}
