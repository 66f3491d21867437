import StackLayout

/// An engine layout over children that a host toolkit measures and shows: the way the SwiftUI
/// `Layout` conformances reuse the engine exactly. Each host view becomes a ``MeasuredLeaf``;
/// the root is a stack with those leaves as its children, or a container (`FlowLayout`,
/// `Overlay`, any `ContainerLayout`) with them as its children; `StackLayoutEngine` lays
/// the root out, and the leaves' frames are where the host puts its views.
///
/// ```swift
/// let row = HostedLayout(.stack(Stack(axis: .horizontal, spacing: 8, children: [])))
/// let children = [40.0, 60.0].map { width in
///     HostedChild { _ in Size(width: width, height: 20) }
/// }
/// let placement = try row.layout(width: 200, children: children, measurer: FixedMetricsTextMeasurer())
/// // placement.frames: (0, 0, 132, 20) and (140, 0, 60, 20)
/// ```
///
/// The host decides how its proposals become the engine's (``engineWidth(proposedWidth:)``):
/// a layout is as wide as it is offered (or its natural width when the width is left open) and
/// as tall as its content needs at that width, as a `UIStackView` pinned to the width of its
/// superview and fitted to its content's height.
public struct HostedLayout: Sendable {
    /// What arranges the children.
    public enum Arrangement: Sendable {
        /// A stack; its own `children` are ignored and replaced by the hosted children.
        case stack(Stack)
        /// A container layout with the hosted children as its children.
        case container(any ContainerLayout)
    }

    /// What arranges the children.
    public var arrangement: Arrangement
    /// Direction, text size and display scale. A host that mirrors placements for right to left
    /// itself (SwiftUI does) passes left to right here, or the frames would be mirrored twice;
    /// scale 0 leaves pixel rounding to the host.
    public var environment: LayoutEnvironment

    /// Creates a hosted layout.
    public init(_ arrangement: Arrangement, environment: LayoutEnvironment = LayoutEnvironment(scale: 0)) {
        self.arrangement = arrangement
        self.environment = environment
    }

    /// The engine's tree: the arrangement at the root, one leaf per child.
    ///
    /// - Throws: `LayoutError` naming the root when the arrangement has a bad value (a NaN
    ///   spacing, say).
    public func tree(children: [HostedChild]) throws(LayoutError) -> LayoutTree {
        let leaves = children.map(\.node)
        switch arrangement {
        case .stack(var stack):
            stack.children = leaves
            return try LayoutTree(.stack(stack))
        case .container(let layout):
            return try LayoutTree(LayoutNode(.container(layout, children: leaves)))
        }
    }

    /// The width to lay out at for a host's proposed width: a finite width as given (a negative
    /// one as 0), and an unspecified (`nil`), unbounded (infinite) or NaN one as `nil`, the
    /// natural width. SwiftUI proposes `nil` for a view's ideal size, 0 for its minimum and
    /// infinity for its maximum; nothing here grows without limit, so its maximum is its ideal.
    public static func engineWidth(proposedWidth: Double?) -> Double? {
        guard let width = proposedWidth, width.isFinite else { return nil }
        return max(0, width)
    }

    /// The size for a host's proposed width: that width (``engineWidth(proposedWidth:)``) or
    /// the natural one, and the height the content needs there.
    public func size(
        proposedWidth: Double?, children: [HostedChild], measurer: some TextMeasuring
    ) throws(LayoutError) -> Size {
        let tree = try tree(children: children)
        let engine = StackLayoutEngine(environment: environment)
        let proposal = ProposedSize(width: Self.engineWidth(proposedWidth: proposedWidth), height: nil)
        return try engine.measure(tree, proposal: proposal, measurer: measurer)
    }

    /// Measures for a host's proposed width (as ``size(proposedWidth:children:measurer:)``) and
    /// places the children in bounds of the size found, at (0, 0).
    public func layout(
        width proposedWidth: Double?, children: [HostedChild], measurer: some TextMeasuring
    ) throws(LayoutError) -> HostedPlacement {
        let tree = try tree(children: children)
        let engine = StackLayoutEngine(environment: environment)
        var width = Self.engineWidth(proposedWidth: proposedWidth)
        if width == nil {
            width = try engine.measure(tree, proposal: .unspecified, measurer: measurer).width
        }
        let result = try engine.layout(tree, width: width ?? 0, measurer: measurer)
        return Self.placement(of: result)
    }

    /// Places the children in bounds of `size` at (0, 0): the size the host gave, which may be
    /// larger or smaller than the one measured (a stack then distributes the difference).
    ///
    /// - Throws: `LayoutError` for a bad value in the arrangement or a non-finite or negative
    ///   size.
    public func place(
        in size: Size, children: [HostedChild], measurer: some TextMeasuring
    ) throws(LayoutError) -> HostedPlacement {
        let tree = try tree(children: children)
        let engine = StackLayoutEngine(environment: environment)
        let result = try engine.place(tree, in: Rect(origin: Point(x: 0, y: 0), size: size), measurer: measurer)
        return Self.placement(of: result)
    }

    /// The leaves' frames, in the children's order.
    private static func placement(of result: LayoutResult) -> HostedPlacement {
        HostedPlacement(size: result.size, frames: result.tree.children(of: 0).map { result.frames[$0] })
    }
}
