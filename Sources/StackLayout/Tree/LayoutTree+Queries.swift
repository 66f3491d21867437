extension LayoutTree {
    /// The number of nodes.
    public var count: Int { nodes.count }

    /// The node indices in document order.
    public var indices: Range<Int> { nodes.indices }

    /// The id given to the node, if any.
    public func id(at index: Int) -> String? { ids[index] }

    /// The node's kind.
    public func kind(at index: Int) -> NodeKind { nodes[index].kind }

    /// The parent's index, or `nil` for the root.
    public func parent(at index: Int) -> Int? {
        let parent = nodes[index].parent
        return parent < 0 ? nil : Int(parent)
    }

    /// The indices of a stack's, list's or container's children, in order (empty for boxes and text).
    public func children(of index: Int) -> [Int] {
        let node = nodes[index]
        return childList[Int(node.childStart)..<Int(node.childStart + node.childCount)].map(Int.init)
    }

    /// Whether the node or one of its ancestors is hidden.
    public func isHidden(at index: Int) -> Bool { nodes[index].isHidden }

    /// The text of a text node.
    public func text(at index: Int) -> TextBlock? {
        nodes[index].kind == .text ? texts[Int(nodes[index].payload)] : nil
    }

    /// The node at `index` as errors name it: its index, child positions and id. (While the
    /// tree is being built it serves for every node numbered so far.)
    public func reference(to index: Int) -> NodeReference {
        var positions: [Int] = []
        var current = index
        while nodes[current].parent >= 0 {
            positions.append(Int(nodes[current].indexInParent))
            current = Int(nodes[current].parent)
        }
        return NodeReference(index: index, childPositions: positions.reversed(), id: ids[index])
    }

    /// The path from the root: `root`, `root/2`, `root/2/0`, … (child positions).
    public func path(at index: Int) -> String { reference(to: index).path }

    /// The id when the node has one, else its path; what the frames export reports.
    public func name(at index: Int) -> String { ids[index] ?? path(at: index) }

    /// The path, with the id when there is one; how an error's description names a node
    /// (``NodeReference/description``).
    public func place(of index: Int) -> String { reference(to: index).description }

    func nodeLengths(at index: Int) -> NodeLengths? { lengths[Int32(index)] }

    /// The aspect ratio a node keeps, if any.
    public func aspectRatio(at index: Int) -> AspectRatio? { aspectRatios.isEmpty ? nil : aspectRatios[Int32(index)] }

    /// The centre offset of a node, if any.
    public func offset(at index: Int) -> CenterOffset? { offsets.isEmpty ? nil : offsets[Int32(index)] }

    /// Where an ``Overlay`` puts the node instead of its own alignment, if anywhere.
    public func overlayAlignment(at index: Int) -> OverlayAlignment? {
        overlayAlignments.isEmpty ? nil : overlayAlignments[Int32(index)]
    }

    /// The layout of a container node.
    public func containerLayout(at index: Int) -> (any ContainerLayout)? {
        nodes[index].kind == .container ? containers[Int(nodes[index].payload)] : nil
    }

    /// Every container node whose layout is of type `layout`, in document order, with the
    /// layout: `containerLayouts(of: ButtonStack.self)` lists a tree's button stacks, hidden
    /// ones included.
    public func containerLayouts<L: ContainerLayout>(of layout: L.Type) -> [(node: Int, layout: L)] {
        indices.compactMap { index in (containerLayout(at: index) as? L).map { (index, $0) } }
    }

    /// The name to report as the node's kind: `box`, `text`, `stack`, `list`, or a container
    /// layout's own.
    public func kindName(at index: Int) -> String {
        containerLayout(at: index)?.kindName ?? nodes[index].kind.rawValue
    }

    /// The node's content hugging and compression resistance.
    public func priorities(at index: Int) -> (contentHugging: AxisPriorities, compressionResistance: AxisPriorities) {
        let node = nodes[index]
        return (
            AxisPriorities(horizontal: LayoutPriority(Double(node.hugging.0)), vertical: LayoutPriority(Double(node.hugging.1))),
            AxisPriorities(
                horizontal: LayoutPriority(Double(node.compressionResistance.0)),
                vertical: LayoutPriority(Double(node.compressionResistance.1))))
    }

    // MARK: Engine access

    func stackStyle(of index: Int) -> StackStyle { stacks[Int(nodes[index].payload)] }

    /// The variants of an adaptive stack, in order; `nil` for any other node.
    func variantStyles(of index: Int) -> [(condition: StackVariant.Condition, style: StackStyle)]? {
        guard !stackVariants.isEmpty, nodes[index].kind == .stack else { return nil }
        return stackVariants[nodes[index].payload]
    }

    /// The conditions of an adaptive stack's variants, in order (empty for any other node).
    public func variantConditions(at index: Int) -> [StackVariant.Condition] {
        variantStyles(of: index)?.map(\.condition) ?? []
    }
}
