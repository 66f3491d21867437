/// Wraps a measurer with a cache keyed on everything that changes a measurement (string,
/// font family, size, weight, wrap width, line limit), so that every distinct request is
/// measured once however many layouts ask for it. Keep one alive across layouts of the same
/// tree to make re-layout free of text work.
public final class CachedTextMeasurer<Base: TextMeasuring>: TextMeasuring {
    /// The measurer asked on a miss.
    public let base: Base
    /// Requests answered from the cache.
    public private(set) var hits = 0
    /// Requests passed to ``base``.
    public private(set) var misses = 0
    private var entries: [TextMeasurementRequest: TextMetrics] = [:]

    /// Creates an empty cache in front of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        if let cached = entries[request] {
            hits += 1
            return cached
        }
        misses += 1
        let metrics = base.measure(request)
        entries[request] = metrics
        return metrics
    }

    /// The number of distinct requests held.
    public var count: Int { entries.count }

    /// Forgets every entry and resets the counters.
    public func removeAll() {
        entries.removeAll()
        hits = 0
        misses = 0
    }
}
