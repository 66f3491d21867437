/// Why a tree cannot be laid out. Every case names the place: the node's path from the root
/// (`root/2/0`, or the node's id when it has one, as in `root/2/0 (id "dock")`).
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number is NaN, infinite, or outside the range the property allows.
    case invalidValue(place: String, property: String, value: Double, requirement: String)
    /// The tree nests deeper than the engine's limit.
    case tooDeep(place: String, limit: Int)
    /// The tree has more nodes than the engine's limit.
    case tooManyNodes(limit: Int)
    /// A size offered to the root is NaN, infinite or negative.
    case invalidBounds(property: String, value: Double)
    /// The environment's display scale is NaN, infinite, negative or larger than
    /// ``LayoutTree/maximumScale``.
    case invalidScale(value: Double)
    /// A proportional length refers to a container whose size depends on this node: the
    /// container hugs its content while the content is a fraction of the container.
    case cycle(place: String, property: String, length: String)
    /// A proportional length refers to a root dimension the layout was not given (a fraction
    /// of the root height without a height, a breakpoint without a width).
    case unknownRootSize(place: String, property: String, dimension: String)

    public var description: String {
        switch self {
        case .invalidValue(let place, let property, let value, let requirement):
            "\(place): \(property) is \(Self.format(value)); it must be \(requirement)"
        case .tooDeep(let place, let limit):
            "\(place): nesting is deeper than \(limit) levels"
        case .tooManyNodes(let limit):
            "the tree has more than \(limit) nodes"
        case .invalidBounds(let property, let value):
            "the layout \(property) is \(Self.format(value)); it must be a finite number of points, 0 or more"
        case .invalidScale(let value):
            "the display scale is \(Self.format(value)); it must be 0 (no rounding) or a number of pixels per point "
                + "up to \(Self.format(LayoutTree.maximumScale))"
        case .cycle(let place, let property, let length):
            "\(place): \(property) is \(length), but that container's size depends on this node (a cycle); "
                + "give the container a size, or use points or a fraction of the root"
        case .unknownRootSize(let place, let property, let dimension):
            "\(place): \(property) needs the root \(dimension), and the layout was not given one"
        }
    }

    private static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
