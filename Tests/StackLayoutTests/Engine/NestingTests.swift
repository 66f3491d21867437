import Testing

@testable import StackLayout

/// Nested stacks take part in their parent's distribution as a whole, with their own hugging
/// and compression resistance, and arrange their children in what they get.
struct NestingTests {
    @Test("a nested stack with the lowest hugging takes the spare room, then shares it out inside")
    func nestedHugging() throws {
        // inner (hugging 100): x 20 + y 30 = 50; k 40 (250). W = 200: spare 200 − 90 = 110 → inner = 160
        // inside inner: spare 160 − 50 = 110 → x (tie at 250, first) = 130
        let root = hstack([
            hstack(id: "inner", hugging: 100, [box("x", 20, 10), box("y", 30, 10)]),
            box("k", 40, 10),
        ])
        let result = try layout(root, width: 200)
        expectFrame(result, "inner", rect(0, 0, 160, 10))
        expectFrame(result, "x", rect(0, 0, 130, 10))
        expectFrame(result, "y", rect(130, 0, 30, 10))
        expectFrame(result, "k", rect(160, 0, 40, 10))
    }

    @Test("a nested stack with the lowest resistance gives way first, then shrinks its own children")
    func nestedResistance() throws {
        // inner (resistance 100) 50 wide, k 40 (750). W = 60: deficit 30 → inner = 20.
        // inside: deficit 30 → y (last on the tie) gives all 30 → 0; x stays 20
        let root = hstack([
            hstack(id: "inner", resistance: 100, [box("x", 20, 10), box("y", 30, 10)]),
            box("k", 40, 10),
        ])
        let result = try layout(root, width: 60)
        expectFrame(result, "inner", rect(0, 0, 20, 10))
        expectFrame(result, "x", rect(0, 0, 20, 10))
        expectFrame(result, "y", rect(20, 0, 0, 10))
        expectFrame(result, "k", rect(20, 0, 40, 10))
    }

    @Test("a vertical stack of horizontal rows")
    func rows() throws {
        // r1: "Hello" (25 × 10, hugging 251) + box 10 × 20 (250); r2 (center): boxes 30 × 10, 20 × 30.
        let root = vstack(spacing: 5, [
            hstack(id: "r1", [text("t", "Hello"), box("b", 10, 20)]),
            hstack(id: "r2", alignment: .center, [box("c", 30, 10), box("d", 20, 30)]),
        ])
        // fitting: width max(25 + 10, 30 + 20) = 50; height 20 + 5 + 30 = 55
        expectSize(try fittingSize(root), 50, 55)
        let result = try layout(root, width: 100)
        // r1 is 100 wide (fill): spare 65 → the box (250 < 251) = 75; row height 20 (fill alignment)
        expectFrame(result, "t", rect(0, 0, 25, 20))
        expectFrame(result, "b", rect(25, 0, 75, 20))
        // r2 at y 25: spare 50 → c (tie, first) = 80; centred in 30: c at 25 + 10
        expectFrame(result, "r2", rect(0, 25, 100, 30))
        expectFrame(result, "c", rect(0, 35, 80, 10))
        expectFrame(result, "d", rect(80, 25, 20, 30))
    }

    @Test("fitting size of nested stacks with unspecified width")
    func nestedFitting() throws {
        // "Hello world" 55 × 10 over a row 20 + 10 + 30 = 60 wide, 15 tall → 60 × 25
        let root = vstack([text(nil, "Hello world"), hstack(spacing: 10, [box(nil, 20, 15), box(nil, 30, 5)])])
        expectSize(try fittingSize(root), 60, 25)
        // an empty stack fits in 0 × 0
        expectSize(try fittingSize(vstack([])), 0, 0)
    }

    @Test("a hundred nested levels, each with a leading margin of 1")
    func deep() throws {
        var node = box("leaf", nil, 10)
        for _ in 0..<100 { node = vstack(margins: DirectionalInsets(leading: 1), [node]) }
        // each level's content starts 1 further right and is 1 narrower: the leaf at 100, 300 − 100 wide
        let result = try layout(node, width: 300)
        expectFrame(result, "leaf", rect(100, 0, 200, 10))
        expectSize(try fittingSize(node), 100, 10)
    }
    @Test("a stack of flexible boxes is not itself flexible: its natural length is 0 and hugging decides")
    func stackIsNeverFlexible() throws {
        // n holds one flexible box: natural width 0, hugging 300; b 40 hugs at 250.
        // W = 100: spare 60 → b (250 < 300), not n; n stays 0 wide
        let root = hstack([hstack(id: "n", hugging: 300, [box("f", nil, 10)]), box("b", 40, 10)])
        let result = try layout(root, width: 100)
        expectFrame(result, "n", rect(0, 0, 0, 10))
        expectFrame(result, "b", rect(0, 0, 100, 10))
    }
}
