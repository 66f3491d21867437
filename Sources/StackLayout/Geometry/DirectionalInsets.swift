/// Insets from each edge of a rectangle, in points, named by reading direction: `leading` is
/// the left edge in left-to-right layouts and the right edge in right-to-left layouts.
public struct DirectionalInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No insets.
    public static let zero = DirectionalInsets()

    /// The sum of the two insets along `axis` (leading + trailing, or top + bottom).
    public func total(along axis: LayoutAxis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }

    /// The inset at the start of `axis` (leading or top).
    public func start(along axis: LayoutAxis) -> Double {
        axis == .horizontal ? leading : top
    }
}
