import Testing

@testable import StackLayout

/// `fillProportionally`: child i gets `max(0, L − Σg) · ℓi / Σℓ` (equal shares when Σℓ = 0);
/// natural `Σℓ + Σg`. Boxes a 40, b 60, c 80 wide, 20 tall, spacing 10 (Σℓ = 180, Σg = 20).
struct FillProportionallyTests {
    static let row = hstack(distribution: .fillProportionally, spacing: 10, [
        box("a", 40, 20), box("b", 60, 20, hugging: 1), box("c", 80, 20, resistance: 1),
    ])

    struct Case: Sendable, CustomTestStringConvertible {
        var width: Double
        var x: [Double]
        var widths: [Double]
        var testDescription: String { "W = \(width)" }
    }

    static let cases: [Case] = [
        // spare: L − Σg = 380 − 20 = 360 → 360 · 40/180 = 80, 360 · 60/180 = 120, 360 · 80/180 = 160
        // x: 0, 90, 220 (priorities play no part: b hugs at 1, c resists at 1)
        Case(width: 380, x: [0, 90, 220], widths: [80, 120, 160]),
        // natural: 200 → ℓ; x 0, 50, 120
        Case(width: 200, x: [0, 50, 120], widths: [40, 60, 80]),
        // overflow: 110 − 20 = 90 → 20, 30, 40; x 0, 30, 70
        Case(width: 110, x: [0, 30, 70], widths: [20, 30, 40]),
        // below the spacing: max(0, 10 − 20) = 0 → all 0; x 0, 10, 20
        Case(width: 10, x: [0, 10, 20], widths: [0, 0, 0]),
    ]

    @Test("children share L − Σg in proportion to ℓ", arguments: cases)
    func proportional(_ c: Case) throws {
        let result = try layout(Self.row, width: c.width)
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(result, id, rect(c.x[i], 0, c.widths[i], 20))
        }
    }

    @Test("equal shares when Σℓ = 0")
    func allFlexible() throws {
        // three flexible widths, W = 320, spacing 10: (320 − 20)/3 = 100 each; x 0, 110, 220
        let root = hstack(distribution: .fillProportionally, spacing: 10, [
            box("a", nil, 20), box("b", nil, 20), box("c", nil, 20),
        ])
        let result = try layout(root, width: 320)
        expectFrame(result, "a", rect(0, 0, 100, 20))
        expectFrame(result, "b", rect(110, 0, 100, 20))
        expectFrame(result, "c", rect(220, 0, 100, 20))
    }

    @Test("a flexible child among sized ones gets no share")
    func flexibleAmongSized() throws {
        // ℓ = 30, 0, 90 → Σℓ = 120; W = 250, Σg = 10 (spacing 5): 240 · 30/120 = 60, 0, 240 · 90/120 = 180
        // x: 0, 65, 70
        let root = hstack(distribution: .fillProportionally, spacing: 5, [
            box("a", 30, 20), box("b", nil, 20), box("c", 90, 20),
        ])
        let result = try layout(root, width: 250)
        expectFrame(result, "a", rect(0, 0, 60, 20))
        expectFrame(result, "b", rect(65, 0, 0, 20))
        expectFrame(result, "c", rect(70, 0, 180, 20))
    }

    @Test("fitting width Σℓ + Σg")
    func fitting() throws {
        expectSize(try fittingSize(Self.row), 200, 20)
    }
}
