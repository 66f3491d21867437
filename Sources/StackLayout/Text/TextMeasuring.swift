/// Measures text for the layout engine (Pango, CoreText, or ``FixedMetricsTextMeasurer`` in tests).
/// Measurers hold native state and need not be thread-safe: give each concurrent layout its own.
public protocol TextMeasuring: AnyObject {
    /// Measures `request`, deterministically, saying when a word is broken between characters
    /// (``TextMetrics/breaksWithinWord``): fitting text counts on it.
    func measure(_ request: TextMeasurementRequest) -> TextMetrics
}
