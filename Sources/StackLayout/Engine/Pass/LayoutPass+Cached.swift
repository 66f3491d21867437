/// The cached entry points, after Taffy's `compute_cached_layout`: the cache first, then compute.
extension LayoutPass {
    /// The node's natural width, `nil` when flexible. A container fraction resolves against
    /// `containerWidth` (uncached; without it, a cycle).
    mutating func naturalWidth(_ index: Int, containerWidth: Double? = nil) -> Double? {
        let node = tree.nodes[index]
        if node.hasLengths, let length = tree.nodeLengths(at: index)?.width, length.dependsOnContainer {
            return resolve(length, at: index, property: .width, axis: .horizontal, container: { _ in containerWidth })
        }
        let slot = cache.naturalWidth(of: index)
        if slot.isKnown { return slot.width }
        let width = computeNaturalWidth(index)
        cache.store(naturalWidth: width, of: index)
        return width
    }

    /// The node's measurement at `width` (`nil`: natural), an aspect ratio aside.
    mutating func measureIgnoringAspect(_ index: Int, width: Double?, containerHeight: Double?) -> NodeMeasurement {
        let key = WidthKey(width)
        if let measured = cache.measurement(of: index, at: key) { return measured }
        let measured = computeMeasurement(index, width: width, containerHeight: containerHeight)
        cache.store(measured, of: index, at: key)
        return measured
    }

    /// A stack's visible children and gaps (step 2); proportional spacing is a fraction of
    /// `ownLength`. Without `needsGaps` the gaps may be left out (a vertical stack's natural width).
    mutating func stackContent(
        _ index: Int, style: LayoutTree.StackStyle, ownLength: Double?, needsGaps: Bool = true
    ) -> StackContent {
        let stack = Int(tree.nodes[index].payload)
        if let content = cache.content(ofStack: stack) { return content }
        // A kept content serves every later question, so it is made complete.
        let content = collectChildren(of: index, style: style, ownLength: ownLength, needsGaps: needsGaps || cache.keepsStacks)
        cache.store(content, ofStack: stack)
        return content
    }

    /// A stack measured at `contentWidth` (steps 3–6); `contentHeight` when known.
    mutating func stackMeasurement(
        _ index: Int, style: LayoutTree.StackStyle, content: StackContent, contentWidth: Double, contentHeight: Double?
    ) -> StackMeasurement {
        let stack = Int(tree.nodes[index].payload)
        if let measurement = cache.measurement(ofStack: stack, contentWidth: contentWidth) { return measurement }
        let measurement = style.axis == .horizontal
            ? measureHorizontalContent(
                style: style, content: content, contentWidth: contentWidth, contentHeight: contentHeight,
                previous: cache.lastMeasurement(ofStack: stack))
            : measureVerticalContent(style: style, content: content, contentWidth: contentWidth, contentHeight: contentHeight)
        cache.store(measurement, ofStack: stack)
        if cache.keepsStacks && style.axis == .horizontal && content.naturalItems == nil && tree.variantStyles(of: index) == nil {
            // A horizontal stack's natural widths do not depend on its width: kept for the next.
            var content = content
            content.naturalItems = measurement.items
            content.naturalSums = (AxisDistribution.sum(measurement.items.lazy.map(\.length)), AxisDistribution.sum(content.gaps))
            cache.store(content, ofStack: stack)
        }
        return measurement
    }

    /// A text's metrics wrapped at `wrapWidth` (`nil`: unwrapped, not kept: the natural width is).
    mutating func measureText(_ index: Int, wrapWidth: Double?) -> TextMetrics {
        if let wrapWidth, let metrics = cache.textMetrics(of: index, wrapWidth: wrapWidth) { return metrics }
        let metrics = computeTextMetrics(index, wrapWidth: wrapWidth)
        if let wrapWidth { cache.store(metrics, of: index, wrapWidth: wrapWidth) }
        return metrics
    }

    /// A fitting text fitted to `width` × `height` (`nil`: unconstrained).
    mutating func fitText(_ index: Int, fit: TextFit, width: Double?, height: Double?) -> FittedText {
        if let fitted = cache.fittedText(of: index, width: width, height: height) { return fitted }
        let fitted = computeFittedText(index, fit: fit, width: width, height: height)
        cache.store(fitted, of: index, width: width, height: height)
        return fitted
    }
}
