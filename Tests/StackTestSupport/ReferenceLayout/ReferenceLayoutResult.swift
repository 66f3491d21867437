import StackLayout

/// The reference engine's frames for one layout, in the shape of ``LayoutResult``: one frame
/// per node in pre-order (as ``LayoutTree`` numbers nodes), in root coordinates and points.
public struct ReferenceLayoutResult: Sendable {
    /// The environment the tree was laid out in.
    public let environment: LayoutEnvironment
    /// The bounds the root was placed in, rounded to the display scale.
    public let bounds: Rect
    /// Every node's frame, rounded to the display scale, then mirrored for right to left.
    public let frames: [Rect]
    /// The bounds before rounding.
    public let exactBounds: Rect
    /// Every node's frame before rounding and before mirroring (left-to-right coordinates):
    /// what ``frames`` are computed from, for telling a rounding tie from a real difference.
    public let exactLeftToRightFrames: [Rect]

    /// The size of the bounds.
    public var size: Size { bounds.size }
}
