import StackLayout

/// A node of the input tree together with where it sits: its number (``LayoutTree`` numbers
/// nodes in pre-order: the root 0, then each child's subtree in turn), its path of child
/// positions from the root (how errors name it, as ``LayoutTree/place(of:)`` does) and whether
/// it or an ancestor is hidden. The reference engine reads the input into these once, and walks
/// them instead of a flattened ``LayoutTree``, so that it depends on nothing the production
/// engine precomputes. They hold the input's structure only, never a layout result.
struct ReferenceNode {
    /// The node as the caller built it.
    let node: LayoutNode
    /// The pre-order number: the index of the node's frame.
    let number: Int
    /// Child positions from the root (empty for the root).
    let path: [Int]
    /// Hidden itself or below a hidden ancestor ("a hidden node and everything under it").
    let isHidden: Bool
    /// The children of a stack, a list or a container, in order; none for boxes and text.
    let children: [ReferenceNode]
    /// How many nodes the subtree holds, this one included.
    let subtreeCount: Int

    /// The root of a tree, numbered 0.
    init(root: LayoutNode) {
        self.init(node: root, number: 0, path: [], isHidden: root.isHidden)
    }

    private init(node: LayoutNode, number: Int, path: [Int], isHidden: Bool) {
        self.node = node
        self.number = number
        self.path = path
        self.isHidden = isHidden
        let childNodes: [LayoutNode]
        switch node.content {
        case .stack(let stack): childNodes = stack.children
        case .list(let list): childNodes = list.children
        case .container(_, let children): childNodes = children
        case .box, .text: childNodes = []
        }
        // Each child follows the subtrees of the children before it.
        var children: [ReferenceNode] = []
        var next = number + 1
        for (position, child) in childNodes.enumerated() {
            let read = ReferenceNode(node: child, number: next, path: path + [position], isHidden: isHidden || child.isHidden)
            children.append(read)
            next += read.subtreeCount
        }
        self.children = children
        subtreeCount = next - number
    }

    /// The children that take part in layout.
    var visibleChildren: [ReferenceNode] { children.filter { !$0.isHidden } }

    /// The arrangement a stack or list is measured with. A list is measured as a vertical
    /// stack with `fill` distribution and alignment and no margins (docs/layout-semantics.md,
    /// "Lists"); only placing it differs, by its anchor.
    var arrangement: Stack? {
        switch node.content {
        case .stack(let stack): return stack
        case .list(let list): return Stack(axis: .vertical, spacing: list.spacing, children: list.children)
        case .box, .text, .container: return nil
        }
    }

    /// A list's anchor; `nil` for every other kind.
    var listAnchor: StackAnchor? {
        if case .list(let list) = node.content { return list.anchor }
        return nil
    }

    /// The node and everything under it, in pre-order.
    var subtree: [ReferenceNode] { [self] + children.flatMap(\.subtree) }

    /// The node as errors name it: its pre-order number, child positions and id.
    var reference: NodeReference { NodeReference(index: number, childPositions: path, id: node.id) }

    /// The node as errors name it: `root/2/0`, with ` (id "x")` when it has an id.
    var place: String {
        let path = (["root"] + path.map(String.init)).joined(separator: "/")
        guard let id = node.id else { return path }
        return "\(path) (id \"\(id)\")"
    }
}
