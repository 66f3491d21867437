/// One placed part of a container that is not a child node: a button of a button stack, its
/// image, its title.
///
/// A top-level part (no ``parent``) is found by its ``id`` with ``LayoutResult/frame(of:)``; a
/// part that belongs to it carries the same id and is found by that id and its ``role`` with
/// ``LayoutResult/frame(of:part:)``.
public struct ContainerPart: Hashable, Sendable {
    /// The part's identifier (for example a button's id); the parts that belong to a part share
    /// its id.
    public var id: String
    /// What the part is (for example a button stack's `button`, `image`, `title`).
    public var role: PartRole
    /// The frame: in left-to-right root coordinates, unrounded, when returned by
    /// ``ContainerLayout/placeSubviews(in:proposal:subviews:cache:)``; rounded and mirrored like
    /// every frame in ``LayoutResult/containerPlacements``.
    public var frame: Rect
    /// The index of the part this one belongs to (a title belongs to its button), if any.
    public var parent: Int?
    /// The text the part shows, as it was measured (a renderer draws it in ``frame``).
    public var text: TextMeasurementRequest?
    /// The name of a built-in icon the part shows, if any.
    public var iconName: String?

    /// Creates a part.
    public init(id: String, role: PartRole, frame: Rect, parent: Int? = nil, text: TextMeasurementRequest? = nil,
                iconName: String? = nil) {
        self.id = id
        self.role = role
        self.frame = frame
        self.parent = parent
        self.text = text
        self.iconName = iconName
    }
}

/// What a ``ContainerLayout`` placed besides its children: its own parts, facts to report with
/// the node, and its typed ``details``.
public struct ContainerPlacement<Details: Sendable>: Sendable {
    /// The parts, in the order they should be reported.
    public var parts: [ContainerPart]
    /// Facts to report with the node, in order (for example `mode: row-beside`). Sizes stay
    /// exact; their ``ContainerAttributeValue/description`` rounds them for people.
    public var attributes: [(key: String, value: ContainerAttributeValue)]
    /// The layout's own typed description of the placement.
    public var details: Details

    /// Creates a placement.
    public init(parts: [ContainerPart] = [], attributes: [(key: String, value: ContainerAttributeValue)] = [],
                details: Details) {
        self.parts = parts
        self.attributes = attributes
        self.details = details
    }
}

extension ContainerPlacement where Details == Void {
    /// A placement without typed details.
    public init(parts: [ContainerPart] = [], attributes: [(key: String, value: ContainerAttributeValue)] = []) {
        self.init(parts: parts, attributes: attributes, details: ())
    }
}

/// A container's placement as a ``LayoutResult`` keeps it: parts and facts for every reader
/// (frames export, debug overlay), and the typed details for a reader that knows the layout
/// (``LayoutResult/placements(of:)``).
public struct PlacedContainer: Sendable {
    /// The parts, rounded and mirrored like every frame of the result.
    public var parts: [ContainerPart]
    /// Facts reported with the node, in order.
    public var attributes: [(key: String, value: ContainerAttributeValue)]
    /// The details, kept with the type of layout that made them, which alone reads them back.
    private(set) var details: any Sendable
    let layoutType: Any.Type

    init<L: ContainerLayout>(_ placement: ContainerPlacement<L.Details>, of layout: L.Type) {
        parts = placement.parts
        attributes = placement.attributes
        details = placement.details
        layoutType = layout
    }

    /// The typed details, when the placement was made by a layout of type `layout`.
    public func details<L: ContainerLayout>(for layout: L.Type) -> L.Details? {
        guard layoutType == layout else { return nil }
        return details as? L.Details
    }

    /// Applies `transform` to every frame: the parts', and the details' when they hold frames.
    mutating func mapFrames(_ transform: (Rect) -> Rect) {
        for i in parts.indices { parts[i].frame = transform(parts[i].frame) }
        if let framed = details as? any PlacementFrames { details = framed.mappingFrames(transform) }
    }
}
