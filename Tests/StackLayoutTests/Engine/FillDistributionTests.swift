import Testing

@testable import StackLayout

/// `fill`: spare room to one child (first flexible, else lowest hugging, first on a tie);
/// missing room from ascending compression resistance in tiers, last by index on a tie.
///
/// Unless said otherwise: a horizontal stack, spacing 10, boxes a 40, b 60, c 80 wide and
/// 20 tall, so Σℓ = 180, Σg = 20, natural width 200, row height 20.
struct FillDistributionTests {
    static func row(
        hugging: [Double?] = [nil, nil, nil], resistance: [Double] = [750, 750, 750], widths: [Double?] = [40, 60, 80]
    ) -> LayoutNode {
        hstack(spacing: 10, [
            box("a", widths[0], 20, hugging: hugging[0], resistance: resistance[0]),
            box("b", widths[1], 20, hugging: hugging[1], resistance: resistance[1]),
            box("c", widths[2], 20, hugging: hugging[2], resistance: resistance[2]),
        ])
    }

    func expectRow(
        _ result: LayoutResult, x: [Double], widths: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(result, id, rect(x[i], 0, widths[i], 20), sourceLocation: sourceLocation)
        }
    }

    // MARK: Spare room

    struct HuggingCase: Sendable, CustomTestStringConvertible {
        var hugging: [Double]
        var x: [Double]
        var widths: [Double]
        var note: String
        var testDescription: String { note }
    }

    // W = 300: spare = 300 − 180 − 20 = 100, all of it to one child.
    static let huggingCases: [HuggingCase] = [
        // all 250 → tie → first by index: a = 140; x 0, 150, 220
        HuggingCase(hugging: [250, 250, 250], x: [0, 150, 220], widths: [140, 60, 80], note: "tie → first"),
        // b 200 is lowest → b = 160; x 0, 50, 220
        HuggingCase(hugging: [300, 200, 300], x: [0, 50, 220], widths: [40, 160, 80], note: "lowest in middle"),
        // b and c tie at 200 → first of them, b
        HuggingCase(hugging: [300, 200, 200], x: [0, 50, 220], widths: [40, 160, 80], note: "tie among lowest"),
        // c 200 alone lowest → c = 180; x 0, 50, 120
        HuggingCase(hugging: [300, 300, 200], x: [0, 50, 120], widths: [40, 60, 180], note: "lowest last"),
        // one point apart is enough: b 250 < 251
        HuggingCase(hugging: [251, 250, 251], x: [0, 50, 220], widths: [40, 160, 80], note: "tiers, 1 apart"),
    ]

    @Test("spare room goes to the lowest hugging, first by index on a tie", arguments: huggingCases)
    func spareToLowestHugging(_ c: HuggingCase) throws {
        let result = try layout(Self.row(hugging: c.hugging), width: 300)
        expectRow(result, x: c.x, widths: c.widths)
    }

    @Test("a flexible child takes the spare room before any lower-hugging child")
    func flexibleFirst() throws {
        // b has no intrinsic width (ℓ = 0) and hugs at 900, a and c at 100:
        // spare = 300 − (40 + 0 + 80) − 20 = 160 → b = 160; x 0, 50, 220
        let result = try layout(Self.row(hugging: [100, 900, 100], widths: [40, nil, 80]), width: 300)
        expectRow(result, x: [0, 50, 220], widths: [40, 160, 80])
    }

    @Test("with two flexible children the first takes everything")
    func firstFlexible() throws {
        // ℓ = 0, 60, 0; spare = 300 − 60 − 20 = 220 → a = 220; x 0, 230, 300 (c stays 0 wide)
        let result = try layout(Self.row(widths: [nil, 60, nil]), width: 300)
        expectRow(result, x: [0, 230, 300], widths: [220, 60, 0])
    }

    @Test("text (hugging 251) gives the spare room to a box (250)")
    func textHugsHarderThanBox() throws {
        // "abcd" 10 pt = 4 · 5 = 20 wide, 10 tall; box 40 × 20; W = 100, spacing 0:
        // spare = 100 − 60 = 40 → box (250 < 251) = 80
        let result = try layout(hstack([text("t", "abcd"), box("b", 40, 20)]), width: 100)
        expectFrame(result, "t", rect(0, 0, 20, 20))  // fill alignment: row height 20
        expectFrame(result, "b", rect(20, 0, 80, 20))
    }

    // MARK: Missing room

    @Test("missing room comes from the lowest compression resistance")
    func deficitFromLowestResistance() throws {
        // W = 150: deficit = 200 − 150 = 50; resistances 750, 250, 500 → b gives 50 → 10
        // x: 0, 50, 50 + 10 + 10 = 70 (ends at 150)
        let result = try layout(Self.row(resistance: [750, 250, 500]), width: 150)
        expectRow(result, x: [0, 50, 70], widths: [40, 10, 80])
    }

    @Test("priorities are tiers: the lowest gives its whole length before the next gives anything")
    func tiersNotWeights() throws {
        // W = 100: deficit 100; b (250) gives all 60 → 0, then c (500) gives 40 → 40; a untouched
        // x: 0, 50, 50 + 0 + 10 = 60 (ends at 100)
        let result = try layout(Self.row(resistance: [750, 250, 500]), width: 100)
        expectRow(result, x: [0, 50, 60], widths: [40, 0, 40])
        // resistances one point apart still act as tiers: deficit 50 all from b (749), none from a/c
        let close = try layout(Self.row(resistance: [750, 749, 750]), width: 150)
        expectRow(close, x: [0, 50, 70], widths: [40, 10, 80])
    }

    @Test("on a resistance tie the last child by index shrinks first")
    func tieLastShrinksFirst() throws {
        // all 750, W = 150: deficit 50 → c 80 → 30; x 0, 50, 120
        expectRow(try layout(Self.row(), width: 150), x: [0, 50, 120], widths: [40, 60, 30])
        // W = 100: deficit 100 → c gives 80 (→ 0), then b gives 20 (→ 40); x 0, 50, 100
        expectRow(try layout(Self.row(), width: 100), x: [0, 50, 100], widths: [40, 40, 0])
        // a and c tie at 500 below b's 750, W = 70: deficit 130 → c gives 80, a gives 40, b gives 10
        // x: 0, 0 + 10 = 10, 10 + 50 + 10 = 70
        expectRow(try layout(Self.row(resistance: [500, 750, 500]), width: 70), x: [0, 10, 70], widths: [0, 50, 0])
    }

    @Test("when the spacing alone overflows, every child is 0 and the gaps remain")
    func overflowBeyondChildren() throws {
        // W = 10 < Σg = 20: every child gives everything; x 0, 10, 20 (past the bounds)
        expectRow(try layout(Self.row(), width: 10), x: [0, 10, 20], widths: [0, 0, 0])
    }

    @Test("vertical fill: spare to lowest hugging, deficit from the last on a tie")
    func vertical() throws {
        // heights 20, 30, 40 (widths 10), spacing 5: Σℓ = 90, Σg = 10
        let root = vstack(alignment: .leading, spacing: 5, [
            box("a", 10, 20, hugging: 300), box("b", 10, 30, hugging: 200), box("c", 10, 40, hugging: 300),
        ])
        // H = 150: spare = 150 − 90 − 10 = 50 → b = 80; y 0, 25, 110
        let tall = try layout(root, width: 10, height: 150)
        expectFrame(tall, "a", rect(0, 0, 10, 20))
        expectFrame(tall, "b", rect(0, 25, 10, 80))
        expectFrame(tall, "c", rect(0, 110, 10, 40))
        // H = 70: deficit 30 → c (last of the 750 tie) = 10; y 0, 25, 60
        let short = try layout(root, width: 10, height: 70)
        expectFrame(short, "a", rect(0, 0, 10, 20))
        expectFrame(short, "b", rect(0, 25, 10, 30))
        expectFrame(short, "c", rect(0, 60, 10, 10))
    }

    // MARK: Fitting

    @Test("fitting size: Σℓ + Σg by the tallest child")
    func fitting() throws {
        expectSize(try fittingSize(Self.row()), 200, 20)
        // a given width is taken as given
        expectSize(try fittingSize(Self.row(), width: 150), 150, 20)
        // an infinite width is the natural width
        expectSize(try fittingSize(Self.row(), width: .infinity), 200, 20)
        // layout at exactly the natural width: everything at ℓ
        expectRow(try layout(Self.row(), width: 200), x: [0, 50, 120], widths: [40, 60, 80])
    }

    @Test("negative spacing overlaps children; the fitting width never goes below zero")
    func negativeSpacing() throws {
        // 40 and 60, spacing −10: natural 40 + 60 − 10 = 90; b starts at 40 − 10 = 30
        let root = hstack(spacing: -10, [box("a", 40, 20), box("b", 60, 20)])
        expectSize(try fittingSize(root), 90, 20)
        let result = try layout(root, width: 90)
        expectFrame(result, "a", rect(0, 0, 40, 20))
        expectFrame(result, "b", rect(30, 0, 60, 20))
        // 5 + 5 − 20 = −10 → fitting width 0
        expectSize(try fittingSize(hstack(spacing: -20, [box(nil, 5, 5), box(nil, 5, 5)])), 0, 5)
    }
}
