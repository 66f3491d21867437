/// A node that arranges child nodes, and may place parts of its own, in the spirit of SwiftUI's
/// `Layout` protocol: the engine asks it for a size for a proposal, then has it place its
/// children (``ContainerSubviews``) in the bounds it got. The button stack of `DynamicButtons` and
/// the built-in flow and overlay are containers; so can be any layout written outside the engine.
///
/// ```swift
/// /// Children side by side at their natural sizes, tops aligned.
/// struct Strip: ContainerLayout {
///     var kindName: String { "strip" }
///
///     func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return ContainerSize(
///             width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
///     }
///
///     func placeSubviews(
///         in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void
///     ) -> ContainerPlacement<Void> {
///         var x = bounds.minX
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             subview.place(in: Rect(x: x, y: bounds.minY, width: size.width, height: size.height))
///             x += size.width
///         }
///         return ContainerPlacement()
///     }
/// }
/// ```
///
/// The engine works left to right: a container places everything as for a left-to-right
/// layout, and the engine mirrors the finished frames (children and parts) for right to left
/// and rounds them to pixels, as it does every frame. A container is measured once per distinct
/// width and placed once per layout; whatever it computes from its subviews that is worth
/// keeping between those calls goes in its typed ``Cache``, made once per layout.
public protocol ContainerLayout: Sendable {
    /// What the layout keeps between its calls during one layout (``makeCache(subviews:)``).
    associatedtype Cache = Void
    /// The layout's own typed description of a placement (``LayoutResult/details(of:for:)``).
    associatedtype Details: Sendable = Void

    /// The node kind reported in frames exports (for example `buttons`, `flow`).
    var kindName: String { get }

    /// Makes the cache, once per layout, before the first other call.
    func makeCache(subviews: ContainerSubviews) -> Cache

    /// The container's size for `proposal`: the natural size (width unspecified; `nil` for none,
    /// like a flexible box), or the height at a given width.
    func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Cache) -> ContainerSize

    /// Places every subview with ``ContainerSubview/place(in:)`` in `bounds` (left-to-right root
    /// coordinates; unplaced ones collapse at its origin) and returns the container's own parts.
    func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Cache
    ) -> ContainerPlacement<Details>

    /// The first number this layout was given that is out of range (by the ``InvalidValue``
    /// rules), or `nil`; building a ``LayoutTree`` asks. The default finds nothing.
    func invalidValue() -> InvalidValue?

    /// The layout with every text of its own that people read or hear (a button's title and
    /// accessibility label, say) passed through `translate`: how a document's translations
    /// reach a container. The default has no text of its own.
    func translatingText(_ translate: (String) -> String) -> Self
}

extension ContainerLayout {
    /// Finds nothing: a layout without numbers of its own has nothing to check.
    public func invalidValue() -> InvalidValue? { nil }

    /// The layout unchanged: it has no text of its own.
    public func translatingText(_ translate: (String) -> String) -> Self { self }
}

extension ContainerLayout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: ContainerSubviews) {}
}

/// What a ``ContainerLayout`` can use while laying out: the environment, and a text measurer
/// that remembers every request for the rest of the layout.
public struct LayoutContext {
    /// The layout environment.
    public let environment: LayoutEnvironment
    /// A measurer that remembers every request for the rest of the layout.
    public let measurer: any TextMeasuring

    /// Creates a context.
    public init(environment: LayoutEnvironment, measurer: any TextMeasuring) {
        self.environment = environment
        self.measurer = measurer
    }
}

/// A ``ContainerLayout``'s answer to a measuring question.
public struct ContainerSize: Hashable, Sendable {
    /// The width: what the container wants when the proposal leaves the width unspecified, or
    /// `nil` for none (it then takes the width its parent offers, like a flexible box). Given a
    /// width, the container is that wide whatever it answers here.
    public var width: Double?
    /// The height at the proposed width, or `nil` for none (flexible: it takes the height its
    /// parent gives).
    public var height: Double?
    /// The first baseline from the top; `nil`: the bottom edge, as a view without text.
    public var firstBaseline: Double?
    /// The last baseline from the top; `nil`: the bottom edge.
    public var lastBaseline: Double?

    /// Creates an answer.
    public init(width: Double?, height: Double?, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
