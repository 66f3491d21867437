import StackLayout

/// One layout by the reference engine: plain recursion over the input nodes, computing every
/// natural width and measurement afresh each time it is asked for (no memo, no cache), in
/// left-to-right coordinates without rounding; ``ReferenceLayoutEngine`` rounds and mirrors
/// the finished frames.
///
/// The measuring functions are pure; only placing writes (``frames``). Every function throws
/// the first ``LayoutError`` it meets: a proportional length whose container is not known yet
/// (a cycle) or a root dimension the layout was not given.
struct ReferencePass {
    let environment: LayoutEnvironment
    let measurer: any TextMeasuring
    /// The root bounds' width, when known: what `.root(_, .horizontal)` and breakpoints resolve
    /// against.
    var rootWidth: Double?
    /// The root bounds' height, when known.
    var rootHeight: Double?
    /// Placed frames by pre-order number, left to right, unrounded.
    var frames: [Rect]

    init(environment: LayoutEnvironment, measurer: any TextMeasuring, nodeCount: Int) {
        self.environment = environment
        self.measurer = measurer
        // NaN until placed, so that a node the reference forgets to place cannot pass for a
        // frame at the origin.
        frames = Array(repeating: Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: nodeCount)
    }

    // MARK: Natural width

    /// The width the node has when nothing constrains it; `nil` when it has none (flexible).
    /// `container` is what is known of the parent's content box.
    func naturalWidth(_ node: ReferenceNode, container: ContainerExtent) throws(LayoutError) -> Double? {
        switch node.node.content {
        case .box(let box):
            var width: Double?
            if let length = box.width {
                width = try points(length, of: node, .width, axis: .horizontal, container: container)
                // A width that is a fraction of the container is that fraction, ratio or not.
                if length.dependsOnContainer { return width }
            }
            return try aspectWidth(node, box, container: container) ?? width
        case .text(let text):
            return try naturalTextWidth(text, of: node)
        case .container(let layout, _):
            // A container's own rules are tested elsewhere (the button stack's, the flow's): the
            // reference runs its layout over proxies into this recursion (``ReferenceSubviews``).
            var pass = self
            return try ReferenceSubviews.with(&pass, container: node, size: .zero) {
                layout.referenceSize(for: .unspecified, subviews: $0)
            }.width
        case .stack, .list:
            return try naturalStackWidth(node, arrangement(of: node, width: nil))
        }
    }

    /// A box with a kept aspect ratio and an intrinsic height is `height × ratio` wide, even
    /// when it has a width in points too (a width that is a container fraction wins instead).
    /// Its natural width is found before any container's height is known, so a height that is a
    /// fraction of its container is a cycle (docs/engine.md, "Proportional and adaptive layout").
    private func aspectWidth(_ node: ReferenceNode, _ box: Box, container: ContainerExtent) throws(LayoutError) -> Double? {
        guard let aspect = node.node.aspectRatio, let height = box.height else { return nil }
        var container = container
        container.height = nil
        return try points(height, of: node, .height, axis: .vertical, container: container) * aspect.ratio
    }

    /// A stack's (or list's) fitting width: its distribution's natural length over its
    /// children's natural widths (horizontal), or its widest child (vertical), plus margins.
    /// The stack's own width is what is being found, so nothing here knows a container.
    func naturalStackWidth(_ node: ReferenceNode, _ stack: Stack) throws(LayoutError) -> Double {
        let margins = try margins(of: node, stack, own: .unknown, edges: .horizontal)
        let children = node.visibleChildren
        var widths: [Double?] = []
        for child in children { widths.append(try naturalWidth(child, container: .unknown)) }
        let content: Double
        if stack.axis == .horizontal {
            let gaps = try gaps(of: node, stack, between: children, own: .unknown, content: .unknown)
            let items = zip(children, widths).map { item($0, natural: $1, axis: .horizontal) }
            content = max(0, ReferenceDistribution.naturalLength(stack.distribution, items: items, gaps: gaps))
        } else {
            content = widths.map { $0 ?? 0 }.max() ?? 0
        }
        return content + margins.leading + margins.trailing
    }

    /// A child as its stack's distribution along `axis` sees it.
    func item(_ child: ReferenceNode, natural: Double?, axis: LayoutAxis) -> ReferenceDistribution.Item {
        ReferenceDistribution.Item(
            natural: natural, hugging: child.node.contentHugging[axis].value,
            compressionResistance: child.node.compressionResistance[axis].value)
    }
}
