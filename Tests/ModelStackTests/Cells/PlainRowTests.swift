import StackLayout
import Testing

@testable import ModelStack

struct PlainRowTests {
    @Test func textSitsInsideTheInsets() throws {
        let row = PlainRow("Hi", font: font10, insets: DirectionalInsets(all: 4))
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(row.node(idPrefix: "r")), width: 100, measurer: FixedMetricsTextMeasurer())
        #expect(result.frame(of: "r.text") == Rect(x: 4, y: 4, width: 92, height: 10))
        #expect(result.size.height == 18)
    }

    @Test func aLineLimitCapsTheHeight() throws {
        let row = PlainRow("aaaa bbbb cccc dddd eeee ffff", font: font10, lines: 1)
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(row.node()), width: 100, measurer: FixedMetricsTextMeasurer())
        #expect(result.size.height == 10)
    }
}
