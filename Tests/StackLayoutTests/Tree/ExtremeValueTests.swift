import Testing

@testable import StackLayout

/// Values that are finite but absurd: they used to overflow layout arithmetic to infinite or
/// NaN frames, or crash the text-fitting search.
@Suite struct ExtremeValueTests {
    @Test("fitting text at an absurd display scale picks a size instead of crashing", arguments: [1e300, .infinity])
    func fitAtAbsurdScale(scale: Double) throws {
        // The grid step was 1 / scale, so (max − min) / step overflowed Int and trapped. The step
        // is now at least 10⁻⁶ pt: 10⁴ / 10⁻⁶ = 10¹⁰ candidates, bisected in about 34 measurements.
        let fitted = TextFit(minimumSize: 0.0001, maximumSize: 10_000, check: .width).resolve(
            Text("Hello world"), width: 110, height: nil, environment: LayoutEnvironment(scale: scale),
            measurer: FixedMetricsTextMeasurer())
        // "Hello world" is 5.5 em wide: at most 20 pt fits 110 pt; the grid lands within 10⁻⁶.
        #expect(fitted.fits)
        #expect(fitted.fontSize <= 20 && fitted.fontSize > 20 - 2e-6)
        #expect(fitted.measurementCount <= 40)
    }
}
