/// The kind of a node in a ``LayoutTree``.
public enum NodeKind: String, Hashable, Sendable {
    /// A box.
    case box
    /// A piece of text.
    case text
    /// A stack.
    case stack
    /// A ``CustomLayout`` leaf.
    case custom
}
