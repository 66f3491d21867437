/// Text nodes: measuring, fonts, fitting (see "Fitting text" in `docs/layout-semantics.md`),
/// uncached (the cached entry points are in `LayoutPass+Cached.swift`).
extension LayoutPass {
    mutating func computeTextMetrics(_ index: Int, wrapWidth: Double?) -> TextMetrics {
        let text = tree.text(at: index)!
        let font = font(of: index, text)
        return measurer.measure(
            TextMeasurementRequest(string: text.string, font: font, maximumLines: text.lineLimit, wrapWidth: wrapWidth))
    }

    /// The font of a text node; a length-sized font resolved against the root.
    mutating func font(of index: Int, _ text: TextBlock) -> FontDescriptor {
        guard case .sized(let family, let length, let weight) = text.font else {
            return text.font.resolved(for: environment.contentSizeCategory)
        }
        let size = max(0.01, resolve(length, at: index, property: .fontSize, axis: .vertical, container: { _ in nil }))
        return FontDescriptor(family: family, size: size, weight: weight)
    }

    /// Fits a text node with a ``TextFit`` to `width` × `height` (`nil`: unconstrained).
    mutating func computeFittedText(_ index: Int, fit: TextFit, width: Double?, height: Double?) -> FittedText {
        let (text, fit) = resolvedFit(index, fit)
        return fit.resolve(
            text, width: width.map { max(0, $0 - fit.margins.total(along: .horizontal)) },
            height: height.map { max(0, $0 - fit.margins.total(along: .vertical)) },
            environment: environment, measurer: measurer)
    }

    /// A fitting text's natural width: unwrapped at the fit's largest size, plus margins.
    mutating func naturalFittingWidth(_ index: Int, fit: TextFit) -> Double {
        let (text, fit) = resolvedFit(index, fit)
        let metrics = measurer.measure(
            TextFitting.request(text, size: fit.maximumSize, wrapWidth: nil, environment: environment))
        return metrics.size.width + fit.margins.total(along: .horizontal)
    }

    /// A fitting text node's text and fit with their lengths resolved to points.
    mutating func resolvedFit(_ index: Int, _ fit: TextFit) -> (TextBlock, TextFit) {
        var text = tree.text(at: index)!
        var fit = fit
        if let lengths = fit.sizeLengths {
            fit.minimumSize = max(0.01, resolve(lengths.minimum, at: index, property: .fitMinimum, axis: .vertical, container: { _ in nil }))
            fit.maximumSize = max(fit.minimumSize, resolve(lengths.maximum, at: index, property: .fitMaximum, axis: .vertical, container: { _ in nil }))
        }
        if case .sized = text.font {
            let resolved = font(of: index, text)
            text.font = .fixed(family: resolved.family, size: resolved.size, weight: resolved.weight)
        }
        return (text, fit)
    }

    /// A fitting text checked only for width is as tall as its text; otherwise flexible.
    mutating func measureFittingText(_ index: Int, fit: TextFit, width: Double?) -> NodeMeasurement {
        guard fit.check == .width else { return NodeMeasurement(height: nil, firstBaseline: 0, lastBaseline: 0) }
        let metrics = fitText(index, fit: fit, width: width, height: nil).metrics
        return NodeMeasurement(
            height: metrics.size.height + fit.margins.total(along: .vertical),
            firstBaseline: fit.margins.top + metrics.firstBaseline,
            lastBaseline: fit.margins.top + metrics.lastBaseline)
    }

    /// A text placed in `frame`: its font and metrics (fitted, for a fitting text).
    mutating func placeText(_ index: Int, in frame: Rect) {
        let text = tree.text(at: index)!
        placedFonts[index] = font(of: index, text)
        if let fit = text.fit {
            let fitted = fitText(index, fit: fit, width: frame.width, height: fit.check == .width ? nil : frame.height)
            fittedTexts[index] = fitted
            textMetrics[index] = fitted.metrics
            placedFonts[index]?.size = fitted.fontSize
        } else {
            textMetrics[index] = measureText(index, wrapWidth: frame.width)
        }
    }
}
