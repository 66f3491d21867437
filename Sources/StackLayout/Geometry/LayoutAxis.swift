/// One of the two layout axes.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
    /// Left to right (or right to left in a right-to-left layout).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
