/// A list: children one below the other, each as tall as it needs to be at the list's width,
/// positioned by an anchor, as the cells of a `ModelStack` in its viewport. Documents write
/// it as `list`.
///
/// A list is not a stack. A stack shares its length among its children, and when it is
/// shorter than their natural lengths it compresses them by their compression resistance,
/// which cannot say "never": even a required (1000) child gives way once nothing else can. A
/// list's children keep their natural heights whatever the list's height: content shorter
/// than the list sits at its top or bottom (``anchor``), content taller than it runs past the
/// edge away from the anchor, where a renderer clips it to the list's frame, as a scroll view
/// clips its content.
///
/// Measured, a list is a vertical stack with `fill` alignment and distribution: as wide as its
/// widest child, as tall as its children and the spacing between them.
public struct AnchoredList: Sendable {
    /// The vertical gap between adjacent visible children (not negative); a container
    /// fraction is of the list's own height.
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
