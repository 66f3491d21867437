import Testing

@testable import StackLayout

/// `fillEqually`: every child `max(0, (L − Σg) / n)`; natural `n · max ℓ + Σg`.
/// Boxes a 40, b 60, c 80 wide, 20 tall, spacing 10 (Σg = 20).
struct FillEquallyTests {
    static func row(hugging: [Double?] = [nil, nil, nil], resistance: [Double] = [750, 750, 750]) -> LayoutNode {
        hstack(distribution: .fillEqually, spacing: 10, [
            box("a", 40, 20, hugging: hugging[0], resistance: resistance[0]),
            box("b", 60, 20, hugging: hugging[1], resistance: resistance[1]),
            box("c", 80, 20, hugging: hugging[2], resistance: resistance[2]),
        ])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var width: Double
        var each: Double
        var x: [Double]
        var testDescription: String { "W = \(width)" }
    }

    static let cases: [Case] = [
        // spare: (320 − 20)/3 = 100; x 0, 110, 220
        Case(width: 320, each: 100, x: [0, 110, 220]),
        // natural: 3 · 80 + 20 = 260 → 80 each; x 0, 90, 180
        Case(width: 260, each: 80, x: [0, 90, 180]),
        // overflow: (80 − 20)/3 = 20 — the 60 and 80 boxes are squeezed too; x 0, 30, 60
        Case(width: 80, each: 20, x: [0, 30, 60]),
        // below the spacing: max(0, (10 − 20)/3) = 0; x 0, 10, 20
        Case(width: 10, each: 0, x: [0, 10, 20]),
    ]

    @Test("every child gets (L − Σg) / n, whatever its priorities", arguments: cases)
    func equalShares(_ c: Case) throws {
        let cases: [([Double?], [Double])] = [([nil, nil, nil], [750, 750, 750]), ([100, 900, 500], [1000, 1, 500])]
        for (hugging, resistance) in cases {
            let result = try layout(Self.row(hugging: hugging, resistance: resistance), width: c.width)
            for (i, id) in ["a", "b", "c"].enumerated() {
                expectFrame(result, id, rect(c.x[i], 0, c.each, 20))
            }
        }
    }

    @Test("fitting width is n · max ℓ + Σg")
    func fitting() throws {
        // 3 · 80 + 2 · 10 = 260
        expectSize(try fittingSize(Self.row()), 260, 20)
        // flexible children count as 0: 2 · 30 + 10 = 70
        expectSize(try fittingSize(hstack(distribution: .fillEqually, spacing: 10, [box(nil, nil, 20), box(nil, 30, 5)])), 70, 20)
    }

    @Test("vertical fillEqually")
    func vertical() throws {
        // heights 10, 50 (width 10), spacing 4: natural 2 · 50 + 4 = 104; at H = 64: (64 − 4)/2 = 30 each
        let root = vstack(distribution: .fillEqually, spacing: 4, [box("a", 10, 10), box("b", 10, 50)])
        expectSize(try fittingSize(root), 10, 104)
        let result = try layout(root, width: 10, height: 64)
        expectFrame(result, "a", rect(0, 0, 10, 30))
        expectFrame(result, "b", rect(0, 34, 10, 30))
    }
}
