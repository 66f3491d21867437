import StackLayout

/// A text measurer made when the first text is measured: loading the system's fonts
/// (fontconfig reading its configuration and cache) and setting up Pango take about 10 ms of
/// a command's start, which a document without text never needs.
final class DeferredTextMeasurer: TextMeasuring {
    private let make: () -> any TextMeasuring
    private var made: (any TextMeasuring)?

    /// A measurer that calls `make` once, on the first measurement, and measures with its result.
    init(_ make: @escaping () -> any TextMeasuring) {
        self.make = make
    }

    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        if let made { return made.measure(request) }
        let measurer = make()
        made = measurer
        return measurer.measure(request)
    }
}
