import StackLayout

/// TextBlock, from the node table and "Fitting text" in docs/layout-semantics.md. The measurer
/// measures; the public ``TextFit/resolve(_:width:height:environment:measurer:)`` does the
/// bisection for fitting text (its search is tested on its own); everything around them — the
/// font, the line limit, the margins, what is asked when — is worked out here.
extension ReferencePass {
    /// The font a text is measured with: a text style at the environment's content size, a
    /// fixed font as given, a length-sized font resolved (against the root; it has no container).
    func font(of text: TextBlock, at node: ReferenceNode) throws(LayoutError) -> FontDescriptor {
        guard case .sized(let family, let length, let weight) = text.font else {
            return text.font.resolved(for: environment.contentSizeCategory)
        }
        let size = try points(length, of: node, .fontSize, axis: .vertical, container: .unknown)
        // A size that resolves to 0 (0 % of the root) is measured at 0.01 pt, as the production
        // engine does; the documents do not say.
        return FontDescriptor(family: family, size: max(0.01, size), weight: weight)
    }

    /// The line limit: `lines`, except that a fitting text checked only for width and given no
    /// limit is one line.
    func lineLimit(_ text: TextBlock) -> Int {
        text.lines == 0 && text.fit?.check == .width ? 1 : text.lines
    }

    /// A text's metrics wrapped at `wrapWidth` (`nil`: every paragraph on one line).
    func metrics(_ text: TextBlock, at node: ReferenceNode, wrapWidth: Double?) throws(LayoutError) -> TextMetrics {
        measurer.measure(TextMeasurementRequest(
            string: text.string, font: try font(of: text, at: node), maximumLines: lineLimit(text), wrapWidth: wrapWidth))
    }

    /// The intrinsic width: unwrapped (with a line limit, the widest line shown); a fitting
    /// text unwrapped at its largest size, plus the fit's horizontal margins.
    func naturalTextWidth(_ text: TextBlock, of node: ReferenceNode) throws(LayoutError) -> Double {
        guard let fit = text.fit else { return try metrics(text, at: node, wrapWidth: nil).size.width }
        let (text, resolvedFit) = try fitting(text, fit, at: node)
        var largest = try font(of: text, at: node)
        largest.size = resolvedFit.maximumSize
        let unwrapped = measurer.measure(TextMeasurementRequest(
            string: text.string, font: largest, maximumLines: lineLimit(text), wrapWidth: nil))
        return unwrapped.size.width + resolvedFit.margins.leading + resolvedFit.margins.trailing
    }

    /// Text measured at `width`: its height and baselines. A fitting text checked only for
    /// width is as tall as its text at the size that fits `width` inside the fit's margins
    /// (plus the vertical margins); checking the height, it has no intrinsic height.
    func measureText(_ text: TextBlock, at node: ReferenceNode, width: Double) throws(LayoutError) -> ReferenceMeasurement {
        guard let fit = text.fit else {
            let metrics = try metrics(text, at: node, wrapWidth: width)
            return ReferenceMeasurement(
                height: metrics.size.height, firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline,
                baselineIsBottom: false)
        }
        guard fit.check == .width else {
            // No height, and no baseline either: the production engine reports 0 (the top);
            // the documents do not say.
            return ReferenceMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0, baselineIsBottom: false)
        }
        let (fixedText, resolvedFit) = try fitting(text, fit, at: node)
        let margins = resolvedFit.margins
        let fitted = resolvedFit.resolve(
            fixedText, width: max(0, width - margins.leading - margins.trailing), height: nil,
            environment: environment, measurer: measurer)
        return ReferenceMeasurement(
            height: fitted.metrics.size.height + margins.top + margins.bottom,
            firstBaseline: margins.top + fitted.metrics.firstBaseline,
            lastBaseline: margins.top + fitted.metrics.lastBaseline, baselineIsBottom: false)
    }

    /// A fitting text with everything in points: its font fixed (family and weight kept; the
    /// fit replaces the size) and proportional size bounds resolved against the root. Bounds
    /// that resolve below 0.01 pt, or a maximum below the minimum, are clamped as the
    /// production engine clamps them (the documents do not say).
    func fitting(_ text: TextBlock, _ fit: TextFit, at node: ReferenceNode) throws(LayoutError) -> (TextBlock, TextFit) {
        var fit = fit
        if let lengths = fit.sizeLengths {
            let minimum = try points(lengths.minimum, of: node, .fitMinimum, axis: .vertical, container: .unknown)
            let maximum = try points(lengths.maximum, of: node, .fitMaximum, axis: .vertical, container: .unknown)
            fit.minimumSize = max(0.01, minimum)
            fit.maximumSize = max(fit.minimumSize, maximum)
        }
        let font = try font(of: text, at: node)
        var fixed = text
        fixed.font = .fixed(family: font.family, size: font.size, weight: font.weight)
        return (fixed, fit)
    }
}
