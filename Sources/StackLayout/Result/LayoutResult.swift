/// The frames of every node of a tree after placement, in root coordinates and points,
/// rounded to the display scale, in document order (pre-order).
public struct LayoutResult: Sendable {
    /// The tree that was laid out.
    public let tree: LayoutTree
    /// The environment it was laid out in.
    public let environment: LayoutEnvironment
    /// The bounds the root was placed in.
    public let bounds: Rect
    /// One frame per node, indexed like the tree. Hidden nodes (and everything below them)
    /// get a zero-size frame at their parent's leading top corner (top-left, or top-right in
    /// right-to-left layouts, since every frame is mirrored).
    public let frames: [Rect]
    /// The metrics of each text node at its placed width, keyed by node index.
    public let textMetrics: [Int: TextMetrics]
    /// The font each text node was measured with (its style resolved for the content size, a
    /// proportional size resolved for the root, a fitted size chosen), keyed by node index.
    public let fonts: [Int: FontDescriptor]
    /// The chosen font size of each text node with a ``TextFit``, keyed by node index.
    public let fittedTexts: [Int: FittedText]
    /// The placement of each container node (the buttons of a button stack, …), keyed by node
    /// index, its parts in root coordinates, rounded and mirrored like every frame.
    public let containerPlacements: [Int: PlacedContainer]
    /// The variant each adaptive stack (one with ``Stack/variants``) was placed with, keyed by
    /// node index.
    public let variantChoices: [Int: StackVariantChoice]

    /// The size of the bounds.
    public var size: Size { bounds.size }

    /// The frame of the first node with the given id or, when no node has it, of the first
    /// top-level part of a container with it, in document order: a button of a button stack,
    /// by its item id. `nil` when nothing has the id (the buttons of a hidden stack are not
    /// placed, so they have no frame).
    public func frame(of id: String) -> Rect? {
        if let index = tree.indices.first(where: { tree.id(at: $0) == id }) { return frames[index] }
        return topLevelPart(id).map { $0.placement.parts[$0.index].frame }
    }

    /// The frame of the part in `role` of the top-level part `id` of a container (in root
    /// coordinates, rounded and mirrored like every frame): for a button stack, `frame(of:
    /// "safari", part: ButtonPart.title.role)` is the title of the button `safari`, and the roles
    /// are the keys of its entry in frames JSON. `nil` when there is no such part (an icon-only
    /// button has no title; only a loading button has a spinner).
    public func frame(of id: String, part role: PartRole) -> Rect? {
        guard let (placement, index) = topLevelPart(id) else { return nil }
        if placement.parts[index].role == role { return placement.parts[index].frame }
        return placement.parts.first { $0.parent == index && $0.role == role }?.frame
    }

    /// The typed details of container node `index`'s placement, when a layout of type `layout`
    /// placed it: ``LayoutResult/details(of:for:)`` with `ButtonStack.self` gives a button
    /// stack's description (its chosen arrangement and buttons) without a cast.
    public func details<L: ContainerLayout>(of index: Int, for layout: L.Type) -> L.Details? {
        containerPlacements[index]?.details(for: layout)
    }

    /// Every container node a layout of type `layout` placed, in document order, with the
    /// layout and its typed details: `placements(of: ButtonStack.self)` gives each button stack
    /// with its items and its placed buttons. Frames in the details are in root coordinates,
    /// rounded and mirrored like every frame (``PlacementFrames``). A hidden container is not
    /// placed, and is not listed.
    public func placements<L: ContainerLayout>(of layout: L.Type) -> [PlacedLayout<L>] {
        containerPlacements.keys.sorted().compactMap { node in
            guard let details = containerPlacements[node]?.details(for: layout),
                let container = tree.containerLayout(at: node) as? L
            else { return nil }
            return PlacedLayout(node: node, layout: container, details: details)
        }
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
