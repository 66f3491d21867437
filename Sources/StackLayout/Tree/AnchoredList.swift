/// A list: children one below the other, each as tall as it needs to be at the list's width,
/// positioned by an anchor, as the cells of a `ModelStack` in its viewport.
///
/// Unlike a stack's, which compresses even required children once nothing else gives, a list's
/// children keep their natural heights whatever its height: content shorter than the list sits
/// at its top or bottom (``anchor``), taller content runs past the other edge and is clipped.
/// Measured, a list is a vertical stack with `fill` alignment and distribution.
public struct AnchoredList: Sendable {
    /// The vertical gap between adjacent visible children (not negative; a fraction is of the list).
    public var spacing: Length
    /// Where the children sit when they are shorter or taller than the list.
    public var anchor: StackAnchor
    /// The children, top to bottom. Each is as wide as the list.
    public var children: [LayoutNode]

    /// Creates a list.
    public init(spacing: Length = 0, anchor: StackAnchor = .top, children: [LayoutNode]) {
        self.spacing = spacing
        self.anchor = anchor
        self.children = children
    }
}
