import StackViewPlans
import Testing

struct HorizontalPinTests {
    /// A fixed width wins; else leading and trailing pins to one frame: 320 wide, the view 8
    /// in from the left and 16 from the right, 320 − 8 + (−16) = 296.
    @Test func theWidthPinsImply() {
        #expect(HorizontalPin.impliedWidth([.width(200), .leading(reference: 1, referenceWidth: 320, offset: 8)]) == 200)
        #expect(HorizontalPin.impliedWidth([
            .leading(reference: 1, referenceWidth: 320, offset: 8), .trailing(reference: 1, referenceWidth: 320, offset: -16),
        ]) == 296)
        // Edges pinned to two different frames, or one edge only: open.
        #expect(HorizontalPin.impliedWidth([
            .leading(reference: 1, referenceWidth: 320, offset: 0), .trailing(reference: 2, referenceWidth: 300, offset: 0),
        ]) == nil)
        #expect(HorizontalPin.impliedWidth([.leading(reference: 1, referenceWidth: 320, offset: 0)]) == nil)
        #expect(HorizontalPin.impliedWidth([]) == nil)
        // Insets wider than the frame: no width, never a negative one; a NaN width is no answer.
        #expect(HorizontalPin.impliedWidth([
            .leading(reference: 1, referenceWidth: 20, offset: 16), .trailing(reference: 1, referenceWidth: 20, offset: -16),
        ]) == 0)
        #expect(HorizontalPin.impliedWidth([.width(.nan)]) == nil)
    }
}
