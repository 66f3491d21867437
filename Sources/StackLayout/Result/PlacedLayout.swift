/// One container node of a ``LayoutResult`` placed by a layout of type `L`, as
/// ``LayoutResult/placements(of:)`` lists it: the layout as the tree holds it, and its typed
/// placement details.
public struct PlacedLayout<L: ContainerLayout>: Sendable {
    /// The node's index in the tree.
    public var node: Int
    /// The layout (a button stack, with its items).
    public var layout: L
    /// The layout's description of its placement (a button stack's arrangement and buttons),
    /// frames in root coordinates, rounded and mirrored.
    public var details: L.Details
}
