import Testing

@testable import StackLayout

/// `equalSpacing`: children at ℓi, gaps `max(gi, t)` filling L; natural `Σℓ + (n−1) · max g`;
/// below `Σℓ + Σg` the gaps are gi and children shrink as in `fill`.
/// Boxes a 40, b 60, c 80 wide and 20 tall (Σℓ = 180) unless said otherwise.
struct EqualSpacingTests {
    static func row(spacing: Double = 10, afterA: Double? = nil, resistance: [Double] = [750, 750, 750]) -> LayoutNode {
        hstack(distribution: .equalSpacing, spacing: spacing, [
            box("a", 40, 20, resistance: resistance[0], spacingAfter: afterA),
            box("b", 60, 20, resistance: resistance[1]),
            box("c", 80, 20, resistance: resistance[2]),
        ])
    }

    func expectRow(
        _ result: LayoutResult, x: [Double], widths: [Double] = [40, 60, 80],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(result, id, rect(x[i], 0, widths[i], 20), sourceLocation: sourceLocation)
        }
    }

    @Test("spare room: equal gaps")
    func spare() throws {
        // W = 300: gaps (300 − 180)/2 = 60; x 0, 100, 220
        expectRow(try layout(Self.row(), width: 300), x: [0, 100, 220])
        // W = 200 = Σℓ + Σg exactly: gaps 10; x 0, 50, 120
        expectRow(try layout(Self.row(), width: 200), x: [0, 50, 120])
    }

    @Test("custom spacing is a per-gap minimum; gaps are equal once t passes every minimum")
    func customMinimums() throws {
        // gap after a ≥ 50, after b ≥ 10.
        // W = 300: spare 120 → t = 60 ≥ 50 → 60, 60; x 0, 100, 220
        expectRow(try layout(Self.row(afterA: 50), width: 300), x: [0, 100, 220])
        // W = 260: spare 80; max(50, t) + max(10, t) = 80 → t = 30 → gaps 50, 30; x 0, 90, 180
        expectRow(try layout(Self.row(afterA: 50), width: 260), x: [0, 90, 180])
        // natural: 180 + 2 · max(50, 10) = 280
        expectSize(try fittingSize(Self.row(afterA: 50)), 280, 20)
    }

    @Test("short of room: gaps at their spacing, then children shrink as in fill")
    func shortOfRoom() throws {
        // W = 190 < 200: gaps 10, deficit 10 → c (last of the 750 tie) = 70; x 0, 50, 120
        expectRow(try layout(Self.row(), width: 190), x: [0, 50, 120], widths: [40, 60, 70])
        // a resists least (100): a = 30; x 0, 40, 110
        expectRow(
            try layout(Self.row(resistance: [100, 750, 750]), width: 190), x: [0, 40, 110], widths: [30, 60, 80])
        // custom minimum 50 after a, W = 230 < 180 + 60 = 240: gaps 50, 10, deficit 10 → c = 70
        // x 0, 90, 160
        expectRow(try layout(Self.row(afterA: 50), width: 230), x: [0, 90, 160], widths: [40, 60, 70])
    }

    @Test("a single child is pinned to both ends", arguments: [
        (300.0, 300.0),  // grows from 40 to 300
        (30.0, 30.0),  // shrinks from 40 to 30
    ])
    func singleChild(width: Double, expected: Double) throws {
        let result = try layout(hstack(distribution: .equalSpacing, spacing: 10, [box("a", 40, 20)]), width: width)
        expectFrame(result, "a", rect(0, 0, expected, 20))
        // natural width: the child's own
        expectSize(try fittingSize(hstack(distribution: .equalSpacing, spacing: 10, [box("a", 40, 20)])), 40, 20)
    }

    @Test("negative spacing: gaps may overlap, still max(g, t)")
    func negativeSpacing() throws {
        // spacing −10: natural 180 − 20 = 160
        expectSize(try fittingSize(Self.row(spacing: -10)), 160, 20)
        // W = 170: spare = 170 − 180 = −10 ≥ Σg = −20 → 2t = −10 → t = −5: gaps −5; x 0, 35, 90
        expectRow(try layout(Self.row(spacing: -10), width: 170), x: [0, 35, 90])
        // W = 150 < 160: gaps −10, deficit 10 → c = 70; x 0, 30, 80
        expectRow(try layout(Self.row(spacing: -10), width: 150), x: [0, 30, 80], widths: [40, 60, 70])
    }

    @Test("fitting width Σℓ + (n−1) · max g")
    func fitting() throws {
        expectSize(try fittingSize(Self.row()), 200, 20)
    }
}
