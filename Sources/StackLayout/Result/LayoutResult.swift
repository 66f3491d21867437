/// The frames of every node of a tree after placement, in root coordinates, rounded, in document order.
public struct LayoutResult: Sendable {
    /// The tree that was laid out.
    public let tree: LayoutTree
    /// The environment it was laid out in.
    public let environment: LayoutEnvironment
    /// The bounds the root was placed in.
    public let bounds: Rect
    /// One frame per node; hidden nodes get a zero-size frame at their parent's leading top corner.
    public let frames: [Rect]
    /// The metrics of each text node at its placed width, keyed by node index.
    public let textMetrics: [Int: TextMetrics]
    /// The font each text node was measured with, resolved, keyed by node index.
    public let fonts: [Int: FontDescriptor]
    /// The chosen font size of each text node with a ``TextFit``, keyed by node index.
    public let fittedTexts: [Int: FittedText]
    /// The placement of each container node, keyed by node index, rounded and mirrored like every frame.
    public let containerPlacements: [Int: PlacedContainer]
    /// The variant each adaptive stack was placed with, keyed by node index.
    public let variantChoices: [Int: StackVariantChoice]

    /// The size of the bounds.
    public var size: Size { bounds.size }

    /// The frame of the first node with the given id or, when no node has it, of the first
    /// top-level part of a container with it (a button, by its item id), in document order.
    public func frame(of id: String) -> Rect? {
        if let index = tree.indices.first(where: { tree.id(at: $0) == id }) { return frames[index] }
        return topLevelPart(id).map { $0.placement.parts[$0.index].frame }
    }

    /// The frame of the part in `role` of the top-level part `id` of a container, if any:
    /// `frame(of: "safari", part: "title")` is the title of the button `safari`.
    public func frame(of id: String, part role: String) -> Rect? {
        guard let (placement, index) = topLevelPart(id) else { return nil }
        if placement.parts[index].role == role { return placement.parts[index].frame }
        return placement.parts.first { $0.parent == index && $0.role == role }?.frame
    }

    /// The typed details of container node `index`'s placement, when a layout of type `layout` made it.
    public func details<L: ContainerLayout>(of index: Int, for layout: L.Type) -> L.Details? {
        containerPlacements[index]?.details(for: layout)
    }

    /// The first top-level part whose id is `id`, with its placement.
    private func topLevelPart(_ id: String) -> (placement: PlacedContainer, index: Int)? {
        for node in containerPlacements.keys.sorted() {
            let placement = containerPlacements[node]!
            if let index = placement.parts.firstIndex(where: { $0.parent == nil && $0.id == id }) { return (placement, index) }
        }
        return nil
    }
}
