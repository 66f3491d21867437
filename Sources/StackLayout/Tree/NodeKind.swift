/// The kind of a node in a ``LayoutTree``. The raw value is the name frames exports report
/// (a custom node reports its layout's own, ``CustomLayout/kindName``).
public enum NodeKind: String, Hashable, Sendable {
    /// A box.
    case box
    /// A piece of text.
    case text
    /// A stack.
    case stack
    /// A list (``AnchoredList``).
    case list
    /// A ``CustomLayout`` leaf.
    case custom

    /// Whether nodes of this kind hold child nodes (stacks and lists).
    public var hasChildren: Bool { self == .stack || self == .list }
}
