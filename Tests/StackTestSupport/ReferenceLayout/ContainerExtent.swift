import StackLayout

/// The lengths of a node's container that are known at the moment a length is resolved:
/// while measuring, a container's extent that depends on its content is `nil`, and a
/// container fraction of it is a cycle.
struct ContainerExtent {
    var width: Double?
    var height: Double?

    /// Nothing known (a natural width of something whose container hugs it).
    static let unknown = ContainerExtent(width: nil, height: nil)

    /// The extent along `axis`.
    subscript(axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
}
