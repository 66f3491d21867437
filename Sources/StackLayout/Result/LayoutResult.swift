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
    /// The placed parts of each custom node (buttons of a button stack, …), keyed by node index,
    /// in root coordinates, rounded and mirrored like every frame.
    public let customPlacements: [Int: CustomPlacement]

    /// The size of the bounds.
    public var size: Size { bounds.size }

    /// The frame of the first node with the given id.
    public func frame(of id: String) -> Rect? {
        guard let index = tree.indices.first(where: { tree.id(at: $0) == id }) else { return nil }
        return frames[index]
    }
}
