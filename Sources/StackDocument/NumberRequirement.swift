import StackLayout

/// What a number in a document must be. NaN and infinities are never accepted: YAML can
/// spell them (`.nan`, `.inf`) but no length or priority means them.
enum NumberRequirement: CustomStringConvertible {
    /// Any finite number of points (spacing may be negative to overlap children).
    case points
    /// A finite number of points, 0 or more (sizes, margins, the layout width).
    case nonNegativePoints
    /// A finite number of points greater than 0 (font sizes).
    case positivePoints
    /// A layout priority, 0 … 1000.
    case priority
    /// A display scale, 0 (no rounding) or more.
    case scale

    func accepts(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .points: return true
        case .nonNegativePoints, .scale: return value >= 0
        case .positivePoints: return value > 0
        case .priority: return (0...1000).contains(value)
        }
    }

    /// The largest magnitude accepted, for requirements that have one: lengths within
    /// ``LayoutTree/maximumLength`` (beyond it layout arithmetic could overflow), scales up to
    /// ``LayoutTree/maximumScale``.
    var largestMagnitude: Double? {
        switch self {
        case .points, .nonNegativePoints, .positivePoints: LayoutTree.maximumLength
        case .scale: LayoutTree.maximumScale
        case .priority: nil
        }
    }

    var description: String {
        switch self {
        case .points: "a number of points"
        case .nonNegativePoints: "a number of points, 0 or more"
        case .positivePoints: "a number of points greater than 0"
        case .priority: "a priority from 0 to 1000"
        case .scale: "a scale (pixels per point), 0 for no rounding or more"
        }
    }
}
