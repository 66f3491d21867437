import StackLayout

/// Counts the requests that reach the deterministic measurer, split by wrapped and unwrapped.
final class CountingMeasurer: TextMeasuring {
    let base = FixedMetricsTextMeasurer()
    private(set) var unwrapped: [String: Int] = [:]
    private(set) var wrapped: [String: Int] = [:]

    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        let key = "\(request.string)@\(request.font.size)"
        if let width = request.wrapWidth {
            wrapped["\(key)|\(width)", default: 0] += 1
        } else {
            unwrapped[key, default: 0] += 1
        }
        return base.measure(request)
    }

    var total: Int { unwrapped.values.reduce(0, +) + wrapped.values.reduce(0, +) }
}
