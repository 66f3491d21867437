/// Turns ``Length``s into points for one layout.
struct LengthResolver {
    var rootWidth: Double?
    var rootHeight: Double?
    var category: TextSizeCategory

    /// Why a length could not be resolved.
    enum Failure: Error {
        /// The container's length along this axis is not known (it depends on its content).
        case container
        /// The root's width or height is not known.
        case root(LayoutAxis)
    }

    /// `length` in points; `propertyAxis` is a container fraction's default axis.
    func points(_ length: Length, propertyAxis: LayoutAxis?, container: (LayoutAxis) -> Double?) -> Result<Double, Failure> {
        switch length {
        case .points(let value):
            return .success(value)
        case .container(let fraction, let axis):
            guard let length = container(axis ?? propertyAxis ?? .horizontal) else { return .failure(.container) }
            return .success(fraction * length)
        case .root(let fraction, let axis):
            guard let length = axis == .horizontal ? rootWidth : rootHeight else { return .failure(.root(axis)) }
            return .success(fraction * length)
        case .scaled(let value, let style):
            return .success(DynamicTypeTable.scaledValue(value, relativeTo: style, at: category))
        case .byWidth(let breakpoints):
            guard let rootWidth else { return .failure(.root(.horizontal)) }
            return points(breakpoints.value(forRootWidth: rootWidth), propertyAxis: propertyAxis, container: container)
        }
    }
}
