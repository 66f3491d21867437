/// Proportional lengths (fractions of a container or of the root) resolved to points for the
/// pass; a failure (a cycle, a missing root size) is recorded at the node.
extension LayoutPass {
    /// `length` in points for a property of node `index`; 0, the first failure recorded, when unresolved.
    mutating func resolve(
        _ length: Length, at index: Int, property: LayoutProperty, axis: LayoutAxis?, container: (LayoutAxis) -> Double?
    ) -> Double {
        switch resolver.points(length, propertyAxis: axis, container: container) {
        case .success(let points):
            return points
        case .failure(.container):
            if failure == nil {
                failure = LayoutError(.cycle(property: property, length: length), node: tree.reference(to: index))
            }
            return 0
        case .failure(.root(let axis)):
            if failure == nil {
                failure = LayoutError(.unknownRootSize(property: property, dimension: axis), node: tree.reference(to: index))
            }
            return 0
        }
    }
}
