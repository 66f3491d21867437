/// The visible children of a container, as proxies that measure them for any proposal and place
/// them, like SwiftUI's `LayoutSubviews`. Hidden children are not among them (they take no space
/// and get a zero-size frame at the container's origin, as in a stack).
///
/// Proxies are valid during the ``ContainerLayout`` call they are given to, and only then: they
/// reach into the layout in progress. A cache keeps what the proxies answered (sizes,
/// baselines), never the proxies themselves; a proxy used after its call stops the program.
public struct ContainerSubviews: RandomAccessCollection {
    /// The environment and a text measurer for the container's own text.
    public let context: LayoutContext
    let engine: any SubviewEngine
    let nodes: [Int]

    /// Subviews reaching into a layout engine other than this one's (the reference engine of
    /// the test support): not for apps.
    @_spi(LayoutEngines)
    public init(context: LayoutContext, engine: any SubviewEngine, nodes: [Int]) {
        self.context = context
        self.engine = engine
        self.nodes = nodes
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last position: the number of visible children.
    public var endIndex: Int { nodes.count }
    /// The child at `position`, in the container's order.
    public subscript(position: Int) -> ContainerSubview { ContainerSubview(engine: engine, node: nodes[position]) }
}

/// One child of a container (see ``ContainerSubviews``).
public struct ContainerSubview {
    let engine: any SubviewEngine
    /// The child's index in the ``LayoutTree``.
    public let node: Int

    /// The child's id, if it has one.
    public var id: String? { engine.id(of: node) }

    /// The child's natural width, or `nil` when it has none (a flexible box).
    public var naturalWidth: Double? { engine.naturalWidth(of: node) }

    /// The height the child needs at `width`, or `nil` when it has none (a box without a
    /// height, a container that answers none): such a child takes whatever height it is given.
    public func height(atWidth width: Double) -> Double? { engine.height(of: node, width: width) }

    /// Where an ``Overlay`` puts this child instead of the overlay's own alignment, if anywhere
    /// (``LayoutNode/overlayAlignment``).
    public var overlayAlignment: OverlayAlignment? { engine.overlayAlignment(of: node) }

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

/// What the proxies reach into: the layout in progress (for layout engines, not apps).
@_spi(LayoutEngines)
public protocol SubviewEngine: AnyObject {
    func id(of node: Int) -> String?
    func naturalWidth(of node: Int) -> Double?
    func height(of node: Int, width: Double) -> Double?
    func overlayAlignment(of node: Int) -> OverlayAlignment?
    func priorities(of node: Int) -> (contentHugging: AxisPriorities, compressionResistance: AxisPriorities)
    func dimensions(of node: Int, proposal: ProposedSize) -> SubviewDimensions
    func place(_ node: Int, in frame: Rect)
}
