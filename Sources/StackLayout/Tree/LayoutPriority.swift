/// How strongly a node holds on to its intrinsic length, from 0 to 1000, as Auto Layout's
/// `UILayoutPriority`. Priorities act as tiers, not weights: the engine gives all spare room
/// to the single lowest-hugging child and takes missing room from the lowest-resistance child
/// first, whatever the numeric gap between tiers.
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The numeric priority, 0 … 1000.
    public var value: Double

    /// Creates a priority from its numeric value (0 … 1000).
    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: never broken.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging of boxes and stacks.
    public static let defaultLow = LayoutPriority(250)
    /// 251: the default content hugging of text, as `UILabel`'s.
    public static let textHugging = LayoutPriority(251)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    public var description: String { "\(value)" }
}

/// A priority for each axis.
public struct AxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis.
    public var horizontal: LayoutPriority
    /// The priority along the vertical axis.
    public var vertical: LayoutPriority

    /// Creates priorities for both axes.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same priority on both axes.
    public init(_ both: LayoutPriority) {
        self.init(horizontal: both, vertical: both)
    }

    /// The priority along `axis`.
    public subscript(axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontal : vertical
    }
}
