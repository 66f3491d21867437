/// Measures text for the layout engine. The engine core never measures glyphs itself, so the
/// same engine can be driven by Pango on Linux, CoreText on Apple platforms, or the
/// deterministic ``FixedMetricsTextMeasurer`` in tests.
///
/// Measurers are reference types because real ones hold native state (font maps, caches).
/// They need not be thread-safe: give each concurrent layout its own measurer.
public protocol TextMeasuring: AnyObject {
    /// Measures `request`, deterministically, saying when a word is broken between characters
    /// (``TextMetrics/breaksWithinWord``): fitting text counts on it.
    func measure(_ request: TextMeasurementRequest) -> TextMetrics
}
