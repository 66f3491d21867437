/// The visible children of a container, as proxies that measure them for any proposal and place
/// them, like SwiftUI's `LayoutSubviews`. Hidden children are not among them (they take no space
/// and get a zero-size frame at the container's origin, as in a stack).
///
/// Proxies are valid during the ``ContainerLayout`` call they are given to (and, through a
/// cache made by ``ContainerLayout/makeCache(subviews:)``, during the later calls of the same
/// layout): they reach into the layout in progress.
public struct LayoutSubviews: RandomAccessCollection {
    /// The environment and a text measurer for the container's own text.
    public let context: LayoutContext
    let engine: any SubviewEngine
    let nodes: [Int]

    init(context: LayoutContext, engine: any SubviewEngine, nodes: [Int]) {
        self.context = context
        self.engine = engine
        self.nodes = nodes
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(engine: engine, node: nodes[position]) }
}

/// One child of a container (see ``LayoutSubviews``).
public struct LayoutSubview {
    let engine: any SubviewEngine
    /// The child's index in the ``LayoutTree``.
    public let node: Int

    /// The child's id, if it has one.
    public var id: String? { engine.id(of: node) }

    /// The child's natural width, or `nil` when it has none (a flexible box).
    public var naturalWidth: Double? { engine.naturalWidth(of: node) }

    /// The child's content hugging and compression resistance.
    public var priorities: (contentHugging: AxisPriorities, compressionResistance: AxisPriorities) {
        engine.priorities(of: node)
    }

    /// The child's size for `proposal`: the proposed width (unspecified or infinite: its
    /// natural width, 0 when it has none), and the height it needs at that width (when it has
    /// none: the proposed height, else 0).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { dimensions(in: proposal).size }

    /// The child's size for `proposal` (as ``sizeThatFits(_:)``) with its baselines.
    public func dimensions(in proposal: ProposedSize) -> SubviewDimensions { engine.dimensions(of: node, proposal: proposal) }

    /// Places the child in `frame` (left-to-right root coordinates): the child gets exactly this
    /// frame, and its own children are laid out inside it.
    public func place(in frame: Rect) { engine.place(node, in: frame) }
}

/// A child's size with its baselines.
public struct SubviewDimensions: Hashable, Sendable {
    /// The size.
    public var size: Size
    /// The first baseline from the top (the bottom edge for a child without text).
    public var firstBaseline: Double
    /// The last baseline from the top.
    public var lastBaseline: Double

    /// Creates dimensions.
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// What the proxies reach into: the layout in progress.
protocol SubviewEngine: AnyObject {
    func id(of node: Int) -> String?
    func naturalWidth(of node: Int) -> Double?
    func priorities(of node: Int) -> (contentHugging: AxisPriorities, compressionResistance: AxisPriorities)
    func dimensions(of node: Int, proposal: ProposedSize) -> SubviewDimensions
    func place(_ node: Int, in frame: Rect)
}
