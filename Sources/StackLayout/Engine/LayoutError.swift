/// Why a tree cannot be built or laid out: a typed ``reason`` and, when the problem is in a
/// node, the ``node`` it is in, by its index in the ``LayoutTree``.
///
/// Callers that know where each node came from map ``NodeReference/index`` back to their own
/// places (a document maps it to the line and column the author wrote); the ``description``
/// names the node by its path and id for everyone else:
/// `root/2/0 (id "dock"): width is -1; it must be a number of points, 0 or more`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The node the problem is in; `nil` for problems of the whole tree or layout (too many
    /// nodes, invalid bounds, an invalid display scale).
    public var node: NodeReference?
    /// What is wrong.
    public var reason: Reason

    /// Creates an error about `node` (or the whole tree or layout).
    public init(_ reason: Reason, node: NodeReference? = nil) {
        self.reason = reason
        self.node = node
    }

    /// The index in the tree of the node the problem is in, if any.
    public var nodeIndex: Int? { node?.index }

    /// `root/2/0 (id "dock"): width is -1; …`, or the reason alone when there is no node.
    public var description: String {
        guard let node else { return reason.description }
        return "\(node): \(reason)"
    }
}
