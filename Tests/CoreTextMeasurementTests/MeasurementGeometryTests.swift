@testable import CoreTextMeasurement
import StackLayout
import Testing

@Suite("Pixel grid, frame size, line ranges and the measurer's scale")
struct MeasurementGeometryTests {
    @Test("sizes round up to whole pixels; scale 0 leaves them exact")
    func pixelGrid() {
        #expect(PixelGrid(scale: 0).roundingUp(10.123) == 10.123)
        #expect(PixelGrid(scale: 1).roundingUp(10.2) == 11)
        #expect(PixelGrid(scale: 1).roundingUp(10) == 10)
        #expect(PixelGrid(scale: 2).roundingUp(10.2) == 10.5)
        #expect(PixelGrid(scale: 3).roundingUp(20.1) == 61.0 / 3)
        // 100/3 pt is 100.00000000000001 px: floating-point noise, not a 101st pixel.
        #expect(PixelGrid(scale: 3).roundingUp(100.0 / 3) == 100.0 / 3)
        #expect(PixelGrid(scale: 3).roundingUp(0).sign == .plus)
        #expect(PixelGrid(scale: 3).roundingUp(Double.infinity) == .infinity)
    }

    @Test("the frame is the wrap width, or ten million points for none")
    func frame() {
        #expect(TypesetFrame(wrapWidth: nil).width == 10_000_000)
        #expect(TypesetFrame(wrapWidth: 100).width == 100)
        #expect(TypesetFrame(wrapWidth: .infinity).width == 10_000_000)
        #expect(TypesetFrame(wrapWidth: 20_000_000).width == 10_000_000)
        #expect(TypesetFrame(wrapWidth: -5).width == 0)
        #expect(TypesetFrame(wrapWidth: .nan).width == 0)
        #expect(TypesetFrame(wrapWidth: 100).height == 10_000_000)
    }

    @Test("Core Text ranges become well-formed UTF-16 ranges; widths lose trailing whitespace")
    func lineValues() {
        #expect(TypesetLine.utf16Range(location: 2, length: 3) == 2..<5)
        #expect(TypesetLine.utf16Range(location: -1, length: 3) == 0..<2)
        #expect(TypesetLine.utf16Range(location: 4, length: -2) == 4..<4)
        #expect(TypesetLine.utf16Range(location: Int.max, length: 5) == Int.max..<Int.max)
        #expect(TypesetLine.visibleWidth(typographicWidth: 40, trailingWhitespaceWidth: 5) == 35)
        #expect(TypesetLine.visibleWidth(typographicWidth: 10, trailingWhitespaceWidth: 12) == 0)
    }

    @Test("the measurer's scale: 1 by default, any valid display scale, a clear error otherwise")
    func measurerScale() throws {
        #expect(CoreTextMeasurer().scale == 1)
        #expect(try CoreTextMeasurer(scale: 3).scale == 3)
        #expect(try CoreTextMeasurer(scale: 0).scale == 0)
        for scale in [-1, .nan, .infinity, 1001] {
            #expect {
                _ = try CoreTextMeasurer(scale: scale)
            } throws: { error in
                guard case .invalidScale(let value) = error as? CoreTextMeasurementError else { return false }
                return value == scale || (value.isNaN && scale.isNaN)
            }
        }
        let message = CoreTextMeasurementError.invalidScale(-1).description
        #expect(message == "CoreTextMeasurer(scale:): the scale must be 0 (no rounding) or a number of pixels per point up to 1000, not -1.0")
    }
}
