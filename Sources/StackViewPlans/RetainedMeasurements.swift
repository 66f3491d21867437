import StackLayout

/// A view's measurer: `base`'s answers kept across every plan and sizing query the view makes,
/// so that a title is measured once per font (family, size, weight: so once per text size),
/// line limit and wrap width while the view lives — through rotations, text-size changes and
/// back, and however often Auto Layout asks for a size. The engine's own cache lasts one
/// layout only.
///
/// Bounded: when ``limit`` distinct requests are held, the next new one empties it first (a
/// view whose titles keep changing does not grow without end).
public final class RetainedMeasurements: TextMeasuring {
    /// The measurer asked on a miss.
    public let base: any TextMeasuring
    /// How many distinct requests are kept at most.
    public let limit: Int
    private var kept: [TextMeasurementRequest: TextMetrics] = [:]

    /// Keeps `base`'s answers, up to `limit` (at least 1) distinct requests.
    public init(_ base: any TextMeasuring, limit: Int = 1024) {
        self.base = base
        self.limit = max(1, limit)
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        if let answer = kept[request] { return answer }
        if kept.count >= limit { kept.removeAll() }
        let answer = base.measure(request)
        kept[request] = answer
        return answer
    }

    /// The distinct requests held.
    public var count: Int { kept.count }
}
