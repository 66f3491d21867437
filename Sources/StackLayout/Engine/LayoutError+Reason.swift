extension LayoutError {
    /// What is wrong, without where: each case carries the typed facts a caller needs to
    /// report it in its own terms, and its ``description`` is the engine's wording.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// A number is NaN, infinite, or outside the range the property allows.
        case invalidValue(InvalidValue)
        /// The node's children nest deeper than the engine's limit.
        case tooDeep(limit: Int)
        /// The tree has more nodes than the engine's limit.
        case tooManyNodes(limit: Int)
        /// A dimension or origin of the layout's bounds (or proposal) is NaN, infinite or negative.
        case invalidBounds(BoundsProperty, value: Double)
        /// The environment's display scale is NaN, infinite, negative or above ``LayoutTree/maximumScale``.
        case invalidScale(value: Double)
        /// A proportional length refers to a container whose size depends on this node.
        case cycle(property: LayoutProperty, length: Length)
        /// A proportional length refers to a root dimension the layout was not given.
        case unknownRootSize(property: LayoutProperty, dimension: LayoutAxis)

        /// The engine's message, without the node: `width is -1; it must be …`,
        /// `nesting is deeper than 512 levels`.
        public var description: String {
            switch self {
            case .invalidValue(let invalid):
                invalid.description
            case .tooDeep(let limit):
                "nesting is deeper than \(limit) levels"
            case .tooManyNodes(let limit):
                "the tree has more than \(limit) nodes"
            case .invalidBounds(let property, let value):
                // Bounds have no upper limit in the engine (documents and `stacks` keep them
                // within LayoutTree.maximumLength), so this is not a ValueRequirement.
                "the layout \(property.rawValue) is \(InvalidValue.format(value)); it must be a finite number of points"
                    + (property.mayBeNegative ? "" : ", 0 or more")
            case .invalidScale(let value):
                "the display scale is \(InvalidValue.format(value)); it must be \(ValueRequirement.scale)"
            case .cycle(let property, let length):
                "\(property) is \(length), but that container's size depends on this node (a cycle); "
                    + "give the container a size, or use points or a fraction of the root"
            case .unknownRootSize(let property, let dimension):
                "\(property) needs the root \(dimension == .horizontal ? "width" : "height"), and the layout was not given one"
            }
        }
    }

    /// A number that places or sizes a layout's bounds.
    public enum BoundsProperty: String, Hashable, Sendable, CaseIterable {
        /// The origin's x.
        case x
        /// The origin's y.
        case y
        /// The width.
        case width
        /// The height.
        case height

        /// Whether the value may be negative (an origin may, a size may not).
        var mayBeNegative: Bool { self == .x || self == .y }
    }
}
