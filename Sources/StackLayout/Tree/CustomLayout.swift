/// A leaf node that lays out its own interior, so that layouts defined outside the engine (the
/// dynamic button stack, for one) take part in stacks like any other node. Like SwiftUI's
/// `Layout`, it answers a measuring question and then places its parts in the size it got.
///
/// Implementations are immutable values; any memo they need across the measure and place
/// calls of one layout comes from the context's measurer, which caches every text request for
/// the duration of a layout pass.
public protocol CustomLayout: Sendable {
    /// The node kind reported in frames exports (for example `buttons`).
    var kindName: String { get }

    /// The width the node has when nothing constrains it, or `nil` when it has none (it then
    /// takes the width its stack offers, like a flexible box).
    func naturalWidth(in context: CustomLayoutContext) -> Double?

    /// The node's height and baselines when it is `width` wide (`nil`: its natural width).
    func measure(width: Double?, in context: CustomLayoutContext) -> CustomMeasurement

    /// The node's parts placed in `size`, in coordinates relative to the node's top-left corner,
    /// left to right (the engine mirrors them for right-to-left and rounds them to pixels).
    func place(in size: Size, in context: CustomLayoutContext) -> CustomPlacement

    /// The first number this layout was given that is out of range, or `nil`. Building a
    /// ``LayoutTree`` asks, so that a NaN, infinite, negative or absurd number in a custom node
    /// is an error naming the node, as in any other node, rather than garbage frames. Use the
    /// ``InvalidValue`` rules; the default finds nothing.
    func invalidValue() -> InvalidValue?
}

extension CustomLayout {
    /// Finds nothing: a layout without numbers of its own has nothing to check.
    public func invalidValue() -> InvalidValue? { nil }
}

/// What a ``CustomLayout`` can use while laying out.
public struct CustomLayoutContext {
    /// The layout environment.
    public let environment: LayoutEnvironment
    /// A measurer that remembers every request for the rest of the layout pass.
    public let measurer: any TextMeasuring

    /// Creates a context.
    public init(environment: LayoutEnvironment, measurer: any TextMeasuring) {
        self.environment = environment
        self.measurer = measurer
    }
}

/// A ``CustomLayout``'s answer to a measuring question.
public struct CustomMeasurement: Hashable, Sendable {
    /// The height, or `nil` when the node has no intrinsic height.
    public var height: Double?
    /// The first baseline from the top (the bottom edge when there is no text).
    public var firstBaseline: Double
    /// The last baseline from the top.
    public var lastBaseline: Double

    /// Creates a measurement.
    public init(height: Double?, firstBaseline: Double, lastBaseline: Double) {
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// One placed part of a custom node (a button, its image, its title).
///
/// A top-level part (no ``parent``) is found by its ``id`` with ``LayoutResult/frame(of:)``; a
/// part that belongs to it carries the same id and is found by that id and its ``role`` with
/// ``LayoutResult/frame(of:part:)``.
public struct CustomPart: Hashable, Sendable {
    /// The part's identifier (for example a button's id); the parts that belong to a part share
    /// its id.
    public var id: String
    /// What the part is (for example `button`, `image`, `title`).
    public var role: String
    /// The frame: local to the node when returned by ``CustomLayout/place(in:in:)``; in root
    /// coordinates, rounded and mirrored, in ``LayoutResult/customPlacements``.
    public var frame: Rect
    /// The index of the part this one belongs to (a title belongs to its button), if any.
    public var parent: Int?
    /// The text the part shows, as it was measured (a renderer draws it in ``frame``).
    public var text: TextMeasurementRequest?
    /// The name of a built-in icon the part shows, if any.
    public var iconName: String?

    /// Creates a part.
    public init(id: String, role: String, frame: Rect, parent: Int? = nil, text: TextMeasurementRequest? = nil,
                iconName: String? = nil) {
        self.id = id
        self.role = role
        self.frame = frame
        self.parent = parent
        self.text = text
        self.iconName = iconName
    }
}

/// The placed parts of a custom node, with free-form facts about the placement (for example
/// the chosen button arrangement) and a typed payload for callers that know the layout.
public struct CustomPlacement: Sendable {
    /// The parts, in the order they should be reported.
    public var parts: [CustomPart]
    /// Facts to report with the node, in order (for example `mode: row-beside`). Sizes stay
    /// exact; their ``CustomAttributeValue/description`` rounds them for people.
    public var attributes: [(key: String, value: CustomAttributeValue)]
    /// The layout's own typed description of the placement.
    public var details: (any Sendable)?

    /// Creates a placement.
    public init(parts: [CustomPart], attributes: [(key: String, value: CustomAttributeValue)] = [], details: (any Sendable)? = nil) {
        self.parts = parts
        self.attributes = attributes
        self.details = details
    }
}
