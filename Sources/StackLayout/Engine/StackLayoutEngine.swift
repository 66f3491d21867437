/// Lays out ``LayoutTree``s in two phases, as SwiftUI's `Layout` protocol does: *measure* a
/// size for a proposal, then *place* frames inside given bounds.
///
/// ```swift
/// let tree = try LayoutTree(.stack(Stack(axis: .vertical, spacing: 8, children: [
///     .box(width: 60, height: 60),
///     .text("Calendar", font: .style(.caption1)),
/// ])))
/// let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 3))
/// let result = try engine.layout(tree, width: 375, measurer: FixedMetricsTextMeasurer())
/// ```
///
/// The engine is a value and `Sendable`; layouts of different trees (or the same tree) can run
/// on many threads at once, each with its own text measurer.
public struct StackLayoutEngine: Sendable {
    /// Direction, text size and display scale.
    public var environment: LayoutEnvironment

    /// Creates an engine for `environment`.
    public init(environment: LayoutEnvironment = LayoutEnvironment()) {
        self.environment = environment
    }

    /// The size the root takes for `proposal`, in the manner of `systemLayoutSizeFitting`:
    /// a finite proposed dimension is taken as given (the root is pinned to it); an unspecified
    /// or unbounded width becomes the tree's natural width, and an unspecified or unbounded
    /// height the height the tree needs at the chosen width.
    ///
    /// - Throws: ``LayoutError/Reason/invalidBounds(_:value:)`` for a NaN or negative proposal,
    ///   ``LayoutError/Reason/invalidScale(value:)`` for a scale outside 0…``LayoutTree/maximumScale``.
    public func measure(
        _ tree: LayoutTree, proposal: ProposedSize, measurer: some TextMeasuring
    ) throws(LayoutError) -> Size {
        try validateScale()
        try Self.validate(proposal.width, .width)
        try Self.validate(proposal.height, .height)
        var pass = LayoutPass(tree: tree, environment: environment, measurer: measurer)
        let size = pass.rootSize(for: proposal)
        if let failure = pass.failure { throw failure }
        return size
    }

    /// Places the tree in `bounds`: the root gets exactly `bounds`, its descendants frames
    /// inside (or, when content overflows, beyond) it.
    ///
    /// - Throws: ``LayoutError/Reason/invalidBounds(_:value:)`` for non-finite or negative bounds,
    ///   ``LayoutError/Reason/invalidScale(value:)`` for a scale outside 0…``LayoutTree/maximumScale``.
    public func place(
        _ tree: LayoutTree, in bounds: Rect, measurer: some TextMeasuring
    ) throws(LayoutError) -> LayoutResult {
        try validateScale()
        try Self.validateBounds(bounds)
        var pass = LayoutPass(tree: tree, environment: environment, measurer: measurer)
        return try finish(&pass, bounds: bounds)
    }

    /// Measures for `width` (and `height` when given), then places the root at the origin in
    /// bounds of that size. This is what `stacks frames` does.
    public func layout(
        _ tree: LayoutTree, width: Double, height: Double? = nil, measurer: some TextMeasuring
    ) throws(LayoutError) -> LayoutResult {
        var pass = LayoutPass(tree: tree, environment: environment, measurer: measurer)
        return try layout(reusing: &pass, width: width, height: height)
    }

    /// ``layout(_:width:height:measurer:)`` on a pass whose cache may hold what earlier layouts learned.
    func layout(reusing pass: inout LayoutPass<some TextMeasuring>, width: Double, height: Double?) throws(LayoutError) -> LayoutResult {
        try validateScale()
        try Self.validate(width, .width)
        try Self.validate(height, .height)
        guard width.isFinite else { throw LayoutError(.invalidBounds(.width, value: width)) }
        let size = pass.rootSize(for: ProposedSize(width: width, height: height))
        if let failure = pass.failure { throw failure }
        return try finish(&pass, bounds: Rect(origin: .zero, size: size))
    }

    /// Places, then rounds every frame and, for right to left, mirrors it within the bounds
    /// (rounding first, so that the frames are exactly the left-to-right ones mirrored).
    private func finish(_ pass: inout LayoutPass<some TextMeasuring>, bounds: Rect) throws(LayoutError) -> LayoutResult {
        pass.resolver.rootWidth = bounds.width
        pass.resolver.rootHeight = bounds.height
        pass.place(0, in: bounds, container: bounds.size)
        if let failure = pass.failure { throw failure }
        let scale = environment.scale
        let rounded = PixelRounding.round(bounds, scale: scale)
        var frames = pass.takeFrames()
        let mirror = environment.direction == .rightToLeft
        let axisSum = rounded.minX + rounded.maxX
        if scale > 0 { pass.cache.round(&frames, to: PixelGrid(scale: scale)) }
        if mirror {
            // One pass over a buffer: no uniqueness check per frame.
            frames.withUnsafeMutableBufferPointer { buffer in
                for i in buffer.indices { buffer[i].origin.x = axisSum - buffer[i].maxX }
            }
        }
        var containerPlacements = pass.containerPlacements
        for (index, placement) in containerPlacements {
            var placement = placement
            // Parts and the details that describe them alike, so that the two agree.
            placement.mapFrames { frame in
                var frame = PixelRounding.round(frame, scale: scale)
                if mirror { frame.origin.x = axisSum - frame.maxX }
                return frame
            }
            containerPlacements[index] = placement
        }
        return LayoutResult(
            tree: pass.tree, environment: environment, bounds: rounded, frames: frames,
            textMetrics: pass.textMetrics, fonts: pass.placedFonts, fittedTexts: pass.fittedTexts,
            containerPlacements: containerPlacements, variantChoices: pass.variantChoices)
    }

    /// A NaN, negative, infinite or huge scale would turn rounding off or make frames NaN.
    private func validateScale() throws(LayoutError) {
        guard environment.hasValidScale else { throw LayoutError(.invalidScale(value: environment.scale)) }
    }

    private static func validate(_ value: Double?, _ property: LayoutError.BoundsProperty) throws(LayoutError) {
        guard let value else { return }
        if value.isNaN || value < 0 { throw LayoutError(.invalidBounds(property, value: value)) }
    }

    private static func validateBounds(_ bounds: Rect) throws(LayoutError) {
        for (property, value) in [(LayoutError.BoundsProperty.x, bounds.minX), (.y, bounds.minY)] where !value.isFinite {
            throw LayoutError(.invalidBounds(property, value: value))
        }
        for (property, value) in [(LayoutError.BoundsProperty.width, bounds.width), (.height, bounds.height)]
        where !value.isFinite || value < 0 {
            throw LayoutError(.invalidBounds(property, value: value))
        }
    }
}

extension LayoutPass {
    /// The root's size for a proposal (see ``StackLayoutEngine/measure(_:proposal:measurer:)``).
    mutating func rootSize(for proposal: ProposedSize) -> Size {
        resolver.rootWidth = proposal.finiteWidth
        resolver.rootHeight = proposal.finiteHeight
        // Not `??`: an autoclosure that mutates the pass would make Swift copy all of it.
        var width = proposal.finiteWidth ?? 0
        if proposal.finiteWidth == nil { width = naturalWidth(0) ?? 0 }
        resolver.rootWidth = width
        if let height = proposal.finiteHeight { return Size(width: width, height: height) }
        return Size(width: width, height: measure(0, width: width, containerHeight: nil).length)
    }
}
