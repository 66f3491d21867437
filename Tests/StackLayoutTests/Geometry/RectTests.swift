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

    @Test("the intersection is the overlap; rectangles apart give a zero-size one at the nearer edges")
    func intersection() {
        // x: max(0, 5) = 5 … min(10, 20) = 10; y: max(0, -5) = 0 … min(10, 5) = 5.
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 5, y: -5, width: 15, height: 10))
                == Rect(x: 5, y: 0, width: 5, height: 5))
        // Inside: the inner one.
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 2, y: 3, width: 4, height: 5))
                == Rect(x: 2, y: 3, width: 4, height: 5))
        // Apart vertically: y from max(0, 20) = 20, height max(0, 10 − 20) = 0.
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 0, y: 20, width: 10, height: 10))
                == Rect(x: 0, y: 20, width: 10, height: 0))
    }
}
