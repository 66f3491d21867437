import StackLayout

/// One child of a ``HostedLayout``: a host view measured by a closure (``MeasuredLeaf``), with
/// the priorities it takes part in a stack's distribution with.
public struct HostedChild: Sendable {
    /// The host's answer for a proposal (see ``MeasuredLeaf``).
    public var measure: @Sendable (ProposedSize) -> Size
    /// Resistance to growing beyond its natural size (250 by default, as a `UIView`).
    public var contentHugging: AxisPriorities
    /// Resistance to shrinking below its natural size (750 by default).
    public var compressionResistance: AxisPriorities

    /// Creates a child.
    public init(
        contentHugging: AxisPriorities = AxisPriorities(.defaultLow),
        compressionResistance: AxisPriorities = AxisPriorities(.defaultHigh),
        measure: @escaping @Sendable (ProposedSize) -> Size
    ) {
        self.measure = measure
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
    }

    /// The leaf node standing for this child in the engine's tree.
    var node: LayoutNode {
        LayoutNode(
            .container(MeasuredLeaf(measure: measure), children: []),
            contentHugging: contentHugging, compressionResistance: compressionResistance)
    }
}
