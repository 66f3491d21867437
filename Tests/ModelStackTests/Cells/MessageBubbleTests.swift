import StackLayout
import Testing

@testable import ModelStack

/// Bubbles 200 wide with 8 pt padding and at least 50 pt free beside them; 10 pt text.
struct MessageBubbleTests {
    private func layout(_ text: String, _ side: MessageBubble.Side) throws -> LayoutResult {
        let bubble = MessageBubble(text, side: side, font: font10, padding: DirectionalInsets(all: 8), minimumOppositeGap: 50)
        return try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(bubble.node()), width: 200, measurer: FixedMetricsTextMeasurer())
    }

    /// "Hello" is 25 × 10, so the bubble is 41 × 26 and hugs it; the gap takes the rest.
    @Test func shortTextHugsTheLeadingSide() throws {
        let result = try layout("Hello", .leading)
        #expect(result.frame(of: "bubble") == Rect(x: 0, y: 0, width: 41, height: 26))
        #expect(result.frame(of: "text") == Rect(x: 8, y: 8, width: 25, height: 10))
        #expect(result.size.height == 26)
    }

    @Test func shortTextHugsTheTrailingSide() throws {
        let result = try layout("Hello", .trailing)
        #expect(result.frame(of: "bubble") == Rect(x: 159, y: 0, width: 41, height: 26))
    }

    /// 34 characters are 170 pt: the bubble would be 186 wide but only 150 is left beside the
    /// 50 pt gap, so the text wraps at 134: "aaaa bbbb cccc dddd eeee" (120) / "ffff gggg".
    @Test func longTextWrapsInsideTheLimitedWidth() throws {
        let result = try layout("aaaa bbbb cccc dddd eeee ffff gggg", .leading)
        #expect(result.frame(of: "bubble") == Rect(x: 0, y: 0, width: 150, height: 36))
        #expect(result.frame(of: "text") == Rect(x: 8, y: 8, width: 134, height: 20))
        #expect(result.frame(of: "gap")?.width == 50)
        let trailing = try layout("aaaa bbbb cccc dddd eeee ffff gggg", .trailing)
        #expect(trailing.frame(of: "bubble") == Rect(x: 50, y: 0, width: 150, height: 36))
    }

    @Test func idsArePrefixed() throws {
        let node = MessageBubble("Hi", side: .leading).node(idPrefix: "m1")
        let tree = try LayoutTree(node)
        #expect(tree.indices.compactMap(tree.id(at:)) == ["m1", "m1.bubble", "m1.text", "m1.gap"])
    }
}
