/// The search behind ``TextFit``: the largest font size on a grid of device-pixel steps that
/// makes a string fit a rectangle.
public struct FittedText: Hashable, Sendable {
    /// The chosen font size in points.
    public var fontSize: Double
    /// The text's metrics at that size.
    public var metrics: TextMetrics
    /// Whether the text fits at that size (false only when even the minimum size overflows).
    public var fits: Bool
    /// How many sizes were measured to decide.
    public var measurementCount: Int
}

enum TextFitting {
    /// One device pixel, no finer than a millionth of a point (an absurd scale must not overflow).
    static func step(scale: Double) -> Double { scale > 0 ? max(1 / scale, 1e-6) : 0.01 }

    /// The candidate sizes, ascending: `min, min + step, …` below `max`, then `max`.
    static func candidateCount(_ fit: TextFit, step: Double) -> Int {
        let inner = Int(((fit.maximumSize - fit.minimumSize) / step - 1e-9).rounded(.up))
        return max(1, inner + 1)
    }

    static func candidate(_ k: Int, count: Int, fit: TextFit, step: Double) -> Double {
        k == count - 1 ? fit.maximumSize : fit.minimumSize + Double(k) * step
    }

    /// Whether `metrics` fit `width` × `height` under `check` (`nil`: unconstrained). A word
    /// broken between its characters never fits ("Welcome" as "Wel/co/me" would fit any width).
    static func fits(_ metrics: TextMetrics, check: TextFit.Check, width: Double?, height: Double?) -> Bool {
        guard !metrics.breaksWithinWord else { return false }
        let tolerance = 1e-9
        let widthOK = metrics.isTruncated == false && metrics.size.width <= (width ?? .infinity) + tolerance
        let heightOK = metrics.size.height <= (height ?? .infinity) + tolerance
        switch check {
        case .width: return widthOK
        case .height: return heightOK
        case .both: return widthOK && heightOK
        }
    }

    /// The request that measures `text` at font size `size`, wrapped at `wrapWidth` if any.
    static func request(_ text: TextBlock, size: Double, wrapWidth: Double?, environment: LayoutEnvironment) -> TextMeasurementRequest {
        var font = text.font.resolved(for: environment.contentSizeCategory)
        font.size = size
        return TextMeasurementRequest(string: text.string, font: font, maximumLines: text.lineLimit, wrapWidth: wrapWidth)
    }

    /// Bisects the candidate sizes for the largest that fits (a smaller size never fits worse).
    static func search(
        _ fit: TextFit, width: Double?, height: Double?, scale: Double, measure: (Double) -> TextMetrics
    ) -> FittedText {
        let step = step(scale: scale)
        let count = candidateCount(fit, step: step)
        var measurements = 0
        func attempt(_ k: Int) -> (TextMetrics, Bool) {
            measurements += 1
            let metrics = measure(candidate(k, count: count, fit: fit, step: step))
            return (metrics, fits(metrics, check: fit.check, width: width, height: height))
        }
        let (largest, largestFits) = attempt(count - 1)
        if largestFits || count == 1 {
            return FittedText(fontSize: fit.maximumSize, metrics: largest, fits: largestFits, measurementCount: measurements)
        }
        let (smallest, smallestFits) = attempt(0)
        guard smallestFits else {
            return FittedText(fontSize: fit.minimumSize, metrics: smallest, fits: false, measurementCount: measurements)
        }
        var best = smallest
        // Invariant: candidate `low` fits, candidate `high` does not.
        var low = 0
        var high = count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            let (metrics, ok) = attempt(middle)
            if ok {
                low = middle
                best = metrics
            } else {
                high = middle
            }
        }
        return FittedText(
            fontSize: candidate(low, count: count, fit: fit, step: step), metrics: best, fits: true,
            measurementCount: measurements)
    }
}

extension TextFit {
    /// Chooses the font size for `text` in a rectangle `width` × `height` (already inside the
    /// fit's margins; `nil` leaves a dimension unconstrained), measuring with `measurer`.
    public func resolve(
        _ text: TextBlock, width: Double?, height: Double?, environment: LayoutEnvironment, measurer: some TextMeasuring
    ) -> FittedText {
        TextFitting.search(self, width: width, height: height, scale: environment.scale) { size in
            measurer.measure(TextFitting.request(text, size: size, wrapWidth: width, environment: environment))
        }
    }

    /// The sizes the search chooses between, ascending: one device pixel apart from
    /// ``minimumSize``, ending with ``maximumSize``.
    public func candidateSizes(scale: Double) -> [Double] {
        let step = TextFitting.step(scale: scale)
        let count = TextFitting.candidateCount(self, step: step)
        return (0..<count).map { TextFitting.candidate($0, count: count, fit: self, step: step) }
    }
}
