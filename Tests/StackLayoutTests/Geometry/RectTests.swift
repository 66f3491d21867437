import StackLayout
import Testing

@Suite struct RectTests {
    @Test("a rectangle is finite when its origin and size are; NaN or an infinity anywhere is not")
    func isFinite() {
        #expect(Rect(x: -3, y: 0, width: 0, height: 1e300).isFinite)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: -.infinity, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: 1, height: .nan).isFinite)
    }
}
