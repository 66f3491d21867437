/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// Creates a size from a width and a height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    public func length(along axis: LayoutAxis) -> Double {
        axis == .horizontal ? width : height
    }

    /// Builds a size from a length along `axis` and a length across it.
    public init(along axis: LayoutAxis, length: Double, cross: Double) {
        if axis == .horizontal {
            self.init(width: length, height: cross)
        } else {
            self.init(width: cross, height: length)
        }
    }

    public var description: String { "\(width)×\(height)" }
}
