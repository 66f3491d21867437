/// A shift of a node's centre after placement, as fractions of its container's content size
/// (positive x towards the trailing edge, positive y downwards): `CenterOffset(x: 0.1, y: 0)`
/// moves a node a tenth of its container's width towards the trailing side.
public struct CenterOffset: Hashable, Sendable {
    /// Fraction of the container's width.
    public var x: Double
    /// Fraction of the container's height.
    public var y: Double

    /// Creates an offset.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }
}
