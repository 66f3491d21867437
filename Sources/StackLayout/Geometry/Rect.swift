/// An axis-aligned rectangle in points: an origin (top-left corner) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and its extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal extent.
    public var width: Double { size.width }
    /// The vertical extent.
    public var height: Double { size.height }
    /// Whether origin and size are all finite numbers (no NaN, no infinity), as every frame
    /// the engine returns is.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
    /// The centre point.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether `point` lies inside, with the left and top edges included and the right and
    /// bottom edges excluded, so that tiling rectangles never both contain one point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the interiors of the two rectangles overlap (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The part of the rectangle that lies inside `other`: zero wide or zero tall (at the
    /// nearest edge) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        return Rect(x: x, y: y, width: max(0, min(maxX, other.maxX) - x), height: max(0, min(maxY, other.maxY) - y))
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
