import Testing

@testable import StackLayout

/// `equalCentering`: gap i = `max(gi, t − (ℓi + ℓi+1)/2)` with t filling L; natural
/// `(ℓ0 + ℓn−1)/2 + (n−1) · max(gi + (ℓi + ℓi+1)/2)`; below `Σℓ + Σg` children shrink as in `fill`.
struct EqualCenteringTests {
    /// ids, widths and the resulting row (height 20).
    static func row(_ widths: [Double], spacing: Double = 10, afterFirst: Double? = nil) -> LayoutNode {
        hstack(
            distribution: .equalCentering, spacing: spacing,
            widths.enumerated().map { i, w in
                box(String(UnicodeScalar(UInt8(97 + i))), w, 20, spacingAfter: i == 0 ? afterFirst : nil)
            })
    }

    func expectRow(
        _ result: LayoutResult, x: [Double], widths: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for i in x.indices {
            let id = String(UnicodeScalar(UInt8(97 + i)))
            expectFrame(result, id, rect(x[i], 0, widths[i], 20), sourceLocation: sourceLocation)
        }
    }

    // MARK: a 40, b 60, c 80, spacing 10: half-sums (40+60)/2 = 50, (60+80)/2 = 70

    @Test("spare room: equal centre distances")
    func spare() throws {
        // W = 300: (t − 50) + (t − 70) = 300 − 180 = 120 → t = 120; gaps 70, 50
        // x: 0, 40 + 70 = 110, 110 + 60 + 50 = 220 (centres 20, 140, 260)
        expectRow(try layout(Self.row([40, 60, 80]), width: 300), x: [0, 110, 220], widths: [40, 60, 80])
    }

    @Test("fitting width")
    func fitting() throws {
        // (40 + 80)/2 + 2 · max(10 + 50, 10 + 70) = 60 + 160 = 220
        expectSize(try fittingSize(Self.row([40, 60, 80])), 220, 20)
        // at 220: t = 80 → gaps 30, 10; x 0, 70, 140 (centres 20, 100, 180)
        expectRow(try layout(Self.row([40, 60, 80]), width: 220), x: [0, 70, 140], widths: [40, 60, 80])
    }

    @Test("less room than equal centring needs: the gap that would go below its spacing stays at it")
    func waterFillingThreeChildren() throws {
        // W = 210 (between Σℓ + Σg = 200 and natural 220): spare 30.
        // gap 1 would be t − 70 and gap 0 t − 50; with gap 1 held at 10: (t − 50) + 10 = 30 → t = 70,
        // and t − 70 = 0 < 10 confirms gap 1 stays at its spacing. Gaps 20, 10.
        // x: 0, 60, 130 (centre distances a→b 70 = t, b→c 80)
        expectRow(try layout(Self.row([40, 60, 80]), width: 210), x: [0, 60, 130], widths: [40, 60, 80])
    }

    @Test("water filling with four children: two gaps grow, one stays at its spacing")
    func waterFillingFourChildren() throws {
        // ℓ = 20, 40, 20, 100, spacing 10: half-sums 30, 30, 60; gap i leaves its spacing once
        // t > 10 + half-sum: 40, 40, 70. Σℓ = 180, Σg = 30.
        // natural (20 + 100)/2 + 3 · 70 = 270.
        expectSize(try fittingSize(Self.row([20, 40, 20, 100])), 270, 20)
        // W = 250: spare 70 → gaps 0 and 1 grow, gap 2 at 10: (t − 30) + (t − 30) + 10 = 70 → t = 60 ≤ 70 ✓
        // gaps 30, 30, 10; x: 0, 20 + 30 = 50, 50 + 40 + 30 = 120, 120 + 20 + 10 = 150
        // (centres 10, 70, 130, 200: distances 60, 60, 70)
        expectRow(
            try layout(Self.row([20, 40, 20, 100]), width: 250), x: [0, 50, 120, 150], widths: [20, 40, 20, 100])
        // W = 300: spare 120 → 3t − 120 = 120 → t = 80 ≥ 70: gaps 50, 50, 20
        // x: 0, 70, 160, 200 (centres 10, 90, 170, 250)
        expectRow(
            try layout(Self.row([20, 40, 20, 100]), width: 300), x: [0, 70, 160, 200], widths: [20, 40, 20, 100])
    }

    @Test("water filling where only the first gap grows")
    func onlyOneGapGrows() throws {
        // ℓ = 20, 20, 100, 20, spacing 10: half-sums 20, 60, 60; breakpoints 30, 70, 70
        // W = 200: spare 40: (t − 20) + 10 + 10 = 40 → t = 40 ≤ 70 → gaps 20, 10, 10
        // x: 0, 40, 70, 180 (ends at 200)
        expectRow(try layout(Self.row([20, 20, 100, 20]), width: 200), x: [0, 40, 70, 180], widths: [20, 20, 100, 20])
    }

    @Test("a larger custom spacing holds its gap while the other grows")
    func customSpacing() throws {
        // 40, 60, 80 with 40 after a: breakpoints 40 + 50 = 90 and 10 + 70 = 80.
        // natural 60 + 2 · max(90, 80) = 240
        expectSize(try fittingSize(Self.row([40, 60, 80], afterFirst: 40)), 240, 20)
        // W = 235: spare 55: 40 + (t − 70) = 55 → t = 85 ≤ 90 → gaps 40, 15; x 0, 80, 155
        expectRow(
            try layout(Self.row([40, 60, 80], afterFirst: 40), width: 235), x: [0, 80, 155], widths: [40, 60, 80])
        // W = 300: spare 120 → t = 120 → gaps 70, 50 (both above their minimums); x 0, 110, 220
        expectRow(
            try layout(Self.row([40, 60, 80], afterFirst: 40), width: 300), x: [0, 110, 220], widths: [40, 60, 80])
    }

    @Test("short of room: gaps at their spacing, then children shrink as in fill")
    func shortOfRoom() throws {
        // W = 180 < 200: gaps 10, deficit 20 → c (last, tie) = 60; x 0, 50, 120
        expectRow(try layout(Self.row([40, 60, 80]), width: 180), x: [0, 50, 120], widths: [40, 60, 60])
        // W = 200 exactly: gaps 10, nothing shrinks
        expectRow(try layout(Self.row([40, 60, 80]), width: 200), x: [0, 50, 120], widths: [40, 60, 80])
    }

    @Test("a single child is pinned to both ends")
    func singleChild() throws {
        expectFrame(try layout(Self.row([40]), width: 300), "a", rect(0, 0, 300, 20))
        expectFrame(try layout(Self.row([40]), width: 25), "a", rect(0, 0, 25, 20))
        expectSize(try fittingSize(Self.row([40])), 40, 20)
    }
}
