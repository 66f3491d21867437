/// One node of a ``LayoutTree``, as an error names it: its index in the tree and, so that the
/// error can be read without the tree (building the tree is what failed), its path and id.
///
/// Code that knows where each node came from looks the ``index`` up (a document keeps the
/// document place of every index); people read the ``description``, `root/2/0 (id "dock")`.
public struct NodeReference: Hashable, Sendable, CustomStringConvertible {
    /// The node's index in the tree: its position in document order (pre-order), the root 0.
    public var index: Int
    /// The child positions leading from the root to the node: `[]` for the root, `[2, 0]` for
    /// the first child of the root's third child.
    public var childPositions: [Int]
    /// The id given to the node, if any.
    public var id: String?

    /// Creates a reference.
    public init(index: Int, childPositions: [Int], id: String? = nil) {
        self.index = index
        self.childPositions = childPositions
        self.id = id
    }

    /// The path from the root, as ``LayoutTree/path(at:)`` spells it: `root`, `root/2/0`.
    public var path: String {
        var text = "root"
        for position in childPositions { text += "/\(position)" }
        return text
    }

    /// The path, followed by the id when the node has one: `root/2/0 (id "dock")`.
    public var description: String {
        guard let id else { return path }
        return "\(path) (id \"\(id)\")"
    }
}
