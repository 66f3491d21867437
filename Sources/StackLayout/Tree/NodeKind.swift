/// The kind of a node in a ``LayoutTree``. The raw value is the name frames exports report
/// (a container reports its layout's own, ``ContainerLayout/kindName``).
public enum NodeKind: String, Hashable, Sendable {
    /// A box.
    case box
    /// A piece of text.
    case text
    /// A stack.
    case stack
    /// A list (``AnchoredList``).
    case list
    /// A node laid out by a ``ContainerLayout`` (a button stack, a flow, an overlay).
    case container

    /// Whether nodes of this kind may hold child nodes (stacks, lists and containers).
    public var hasChildren: Bool { self == .stack || self == .list || self == .container }
}
