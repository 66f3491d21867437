/// A shift of a node's centre after placement, in fractions of its container (x towards trailing).
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
