/// A position in points; x grows to the right and y grows downwards.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate in points.
    public var x: Double
    /// The vertical coordinate in points.
    public var y: Double

    /// Creates a point from coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
