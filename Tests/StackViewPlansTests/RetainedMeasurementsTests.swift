import StackLayout
import StackViewPlans
import Testing

private final class CountingBase: TextMeasuring {
    var calls = 0
    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        calls += 1
        return FixedMetricsTextMeasurer().measure(request)
    }
}

struct RetainedMeasurementsTests {
    private func request(_ text: String, size: Double = 17, wrap: Double? = nil) -> TextMeasurementRequest {
        TextMeasurementRequest(string: text, font: FontDescriptor(family: "Sans", size: size), maximumLines: 0, wrapWidth: wrap)
    }

    /// Each distinct request reaches the base once, with the base's answer ("Save" at 17 pt is
    /// 4 × 8.5 = 34 pt wide); a new size or wrap width is a new request.
    @Test func answersAreKept() {
        let base = CountingBase()
        let retained = RetainedMeasurements(base)
        #expect(retained.measure(request("Save")).size == Size(width: 34, height: 17))
        _ = retained.measure(request("Save"))
        _ = retained.measure(request("Save", size: 53))
        _ = retained.measure(request("Save", wrap: 20))
        _ = retained.measure(request("Save", size: 53))
        #expect(base.calls == 3 && retained.count == 3)
    }

    /// At the limit the next new request empties the store first.
    @Test func theStoreIsBounded() {
        let base = CountingBase()
        let retained = RetainedMeasurements(base, limit: 2)
        _ = retained.measure(request("a"))
        _ = retained.measure(request("b"))
        _ = retained.measure(request("a"))
        #expect(base.calls == 2)
        _ = retained.measure(request("c"))
        #expect(retained.count == 1)
        _ = retained.measure(request("a"))
        #expect(base.calls == 4)
    }
}
