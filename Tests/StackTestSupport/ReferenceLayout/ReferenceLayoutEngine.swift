import StackLayout

/// A second layout engine, written to be obviously right rather than fast: the oracle the
/// production ``StackLayoutEngine`` is compared with, frame by frame, in the property tests,
/// the engine fuzzer and the fuzz corpus replay (see ``EngineComparison``).
///
/// It reads the input ``LayoutNode`` tree directly (not the flattened ``LayoutTree``), measures
/// by plain recursion — every natural width and measurement computed afresh whenever it is
/// asked for, no memo, no cache — and implements the rules of docs/layout-semantics.md and the
/// docs/engine.md's proportional layout as they are written, without the production engine's internal
/// helpers (its distribution, rounding and length resolution are re-derived here). It calls
/// only public API of `StackLayout` for what is tested on its own: the text measurer, the
/// fitting search (``TextFit/resolve(_:width:height:environment:measurer:)``), the Dynamic Type
/// table, custom layouts' own `naturalWidth`/`measure`, and ``LayoutTree``'s validation of the
/// input's numbers.
///
/// Cost grows with the depth of the tree times its size (a stack's children are measured
/// again at every level that asks), which is fine for the trees tests and fuzzers generate.
public struct ReferenceLayoutEngine: Sendable {
    /// Direction, text size and display scale.
    public var environment: LayoutEnvironment

    /// Creates an engine for `environment`.
    public init(environment: LayoutEnvironment = LayoutEnvironment()) {
        self.environment = environment
    }

    /// The size the root takes for `proposal`: a finite dimension as given; an unspecified or
    /// infinite width the natural width; an unspecified or infinite height the height the root
    /// needs at the chosen width.
    ///
    /// - Throws: ``LayoutError`` as the production engine names it: invalid numbers in the
    ///   tree, a NaN or negative proposal, a scale outside 0…1000, a cycle, a missing root size.
    public func measure(_ root: LayoutNode, proposal: ProposedSize, measurer: some TextMeasuring) throws(LayoutError) -> Size {
        try validate(root)
        try Self.validate(proposal.width, .width)
        try Self.validate(proposal.height, .height)
        var pass = ReferencePass(environment: environment, measurer: measurer, nodeCount: 0)
        return try Self.rootSize(root, &pass, width: proposal.finiteWidth, height: proposal.finiteHeight)
    }

    /// Places the tree in `bounds`: the root gets exactly `bounds`.
    public func place(_ root: LayoutNode, in bounds: Rect, measurer: some TextMeasuring) throws(LayoutError) -> ReferenceLayoutResult {
        try validate(root)
        for (name, value) in [(LayoutError.BoundsProperty.x, bounds.minX), (.y, bounds.minY)] where !value.isFinite {
            throw LayoutError(.invalidBounds(name, value: value))
        }
        for (name, value) in [(LayoutError.BoundsProperty.width, bounds.width), (.height, bounds.height)] where !value.isFinite || value < 0 {
            throw LayoutError(.invalidBounds(name, value: value))
        }
        var pass = ReferencePass(environment: environment, measurer: measurer, nodeCount: ReferenceNode(root: root).subtreeCount)
        return try finish(root, &pass, bounds: bounds)
    }

    /// Measures for `width` (and `height` when given), then places the root at the origin in
    /// bounds of that size: `width × (height ?? the height the root needs at that width)`.
    public func layout(
        _ root: LayoutNode, width: Double, height: Double? = nil, measurer: some TextMeasuring
    ) throws(LayoutError) -> ReferenceLayoutResult {
        try validate(root)
        try Self.validate(width, .width)
        try Self.validate(height, .height)
        guard width.isFinite else { throw LayoutError(.invalidBounds(.width, value: width)) }
        var pass = ReferencePass(environment: environment, measurer: measurer, nodeCount: ReferenceNode(root: root).subtreeCount)
        let size = try Self.rootSize(root, &pass, width: width, height: height.flatMap { $0.isFinite ? $0 : nil })
        return try finish(root, &pass, bounds: Rect(origin: .zero, size: size))
    }

    /// "The root": the root's container is the bounds being found, so while its size is found
    /// only what the proposal gives is known of them.
    private static func rootSize(_ root: LayoutNode, _ pass: inout ReferencePass, width: Double?, height: Double?) throws(LayoutError) -> Size {
        let node = ReferenceNode(root: root)
        pass.rootWidth = width
        pass.rootHeight = height
        var chosenWidth = 0.0
        if let width {
            chosenWidth = width
        } else if let natural = try pass.naturalWidth(node, container: .unknown) {
            chosenWidth = natural
        }
        pass.rootWidth = chosenWidth
        if let height { return Size(width: chosenWidth, height: height) }
        let measured = try pass.measure(node, width: chosenWidth, container: ContainerExtent(width: chosenWidth, height: nil))
        return Size(width: chosenWidth, height: measured.length)
    }

    /// Places every node inside `bounds`, then rounds every frame edge to the display scale and,
    /// for right to left, mirrors every frame within the rounded bounds (rounding first, so the
    /// right-to-left frames are exactly the left-to-right ones mirrored).
    private func finish(_ root: LayoutNode, _ pass: inout ReferencePass, bounds: Rect) throws(LayoutError) -> ReferenceLayoutResult {
        pass.rootWidth = bounds.width
        pass.rootHeight = bounds.height
        try pass.place(ReferenceNode(root: root), in: bounds, container: bounds.size)
        let scale = environment.scale
        let roundedBounds = ReferencePixelRounding.round(bounds, scale: scale)
        let axisSum = roundedBounds.minX + roundedBounds.maxX
        let frames = pass.frames.map { exact in
            var frame = ReferencePixelRounding.round(exact, scale: scale)
            if environment.direction == .rightToLeft { frame.origin.x = axisSum - frame.maxX }
            return frame
        }
        return ReferenceLayoutResult(
            environment: environment, bounds: roundedBounds, frames: frames, exactBounds: bounds,
            exactLeftToRightFrames: pass.frames)
    }

    /// The tree's numbers, checked by ``LayoutTree`` (validation is not layout: the reference
    /// shares it so that both engines refuse the same trees, with the same errors), and the
    /// display scale.
    private func validate(_ root: LayoutNode) throws(LayoutError) {
        guard environment.hasValidScale else { throw LayoutError(.invalidScale(value: environment.scale)) }
        _ = try LayoutTree(root)
    }

    private static func validate(_ value: Double?, _ property: LayoutError.BoundsProperty) throws(LayoutError) {
        guard let value else { return }
        if value.isNaN || value < 0 { throw LayoutError(.invalidBounds(property, value: value)) }
    }
}
