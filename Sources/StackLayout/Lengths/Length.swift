/// A length in a layout: points, or a proportion that is resolved when the tree is laid out,
/// so that one specification scales to every screen without per-device numbers.
///
/// ```swift
/// Box(width: .container(0.4), height: .root(0.1, of: .vertical))   // 40 % of the parent, 10 % of the screen height
/// Stack(axis: .vertical, spacing: .container(0.025), …)            // 2.5 % of the stack's own height
/// Length.scaled(16, relativeTo: .body)                             // 16 pt at the default text size, grows with it
/// Length.byWidth(.compactRegular(compact: 12, regular: 20))        // 12 below 600 pt wide, 20 from 600 pt
/// ```
///
/// What "container" means depends on the property: for a node's size and its `spacingAfter`
/// it is the parent stack's content box (the root's container is the root bounds); for a
/// stack's spacing and margins it is the stack itself. A container fraction without an axis
/// uses the property's own axis (width → width, spacing of a vertical stack → height).
///
/// Not `indirect`: the only nesting, per-width values, is held in ``WidthBreakpoints``' array,
/// so a length is stored inline and making a node with lengths in points allocates nothing.
public enum Length: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible
{
    /// A fixed number of points.
    case points(Double)
    /// A fraction of the container's length along an axis (`nil`: the property's own axis,
    /// which a named axis must be: a container's length across is not known while it is measured).
    case container(Double, LayoutAxis?)
    /// A fraction of the root bounds' width or height.
    case root(Double, LayoutAxis)
    /// Points at the default content size category, scaled with a text style as UIFontMetrics does.
    case scaled(Double, relativeTo: TextStyle)
    /// A value chosen by the root width.
    case byWidth(WidthBreakpoints)

    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }

    /// A fraction of the container along the property's own axis.
    public static func container(_ fraction: Double) -> Length { .container(fraction, nil) }

    /// A fraction of the root bounds' width or height.
    public static func root(_ fraction: Double, of axis: LayoutAxis) -> Length { .root(fraction, axis) }

    /// The points, when the length is a fixed number of points.
    public var points: Double? {
        if case .points(let value) = self { return value }
        return nil
    }

    /// Whether the length scales with the content size only (it depends on no size of the
    /// layout).
    public var isScaled: Bool {
        if case .scaled = self { return true }
        return false
    }

    /// Whether the length depends on the container, directly or through a breakpoint value.
    public var dependsOnContainer: Bool {
        switch self {
        case .container: true
        case .byWidth(let breakpoints): breakpoints.values.contains { $0.dependsOnContainer }
        default: false
        }
    }

    public var description: String {
        switch self {
        case .points(let value): "\(value) pt"
        case .container(let fraction, let axis): "\(fraction * 100) % of the container" + (axis.map { " \($0 == .horizontal ? "width" : "height")" } ?? "")
        case .root(let fraction, let axis): "\(fraction) × root \(axis == .horizontal ? "width" : "height")"
        case .scaled(let value, let style): "\(value) pt scaled with \(style)"
        case .byWidth(let breakpoints): "\(breakpoints)"
        }
    }
}
