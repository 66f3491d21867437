import ReferenceLayout
import StackLayout
import Testing

/// The reference engine against "Along the axis" in docs/layout-semantics.md, worked by hand.
/// Boxes are 10 pt tall unless said otherwise; rows are aligned `fill`, so a row is as tall as
/// its tallest child and every child is that tall.
@Suite("Reference engine: along the axis")
struct ReferenceAlongAxisTests {
    @Test("fill: spare room goes to the first flexible child, else the lowest hugging, first by index")
    func fillStretches() throws {
        // 30 + 0 + 10 ("Hi" at 10 pt: 2 × 5) = 40 of 100: the flexible box takes all 60.
        let flexible = try referenceLayout(hstack([box(nil, 30, 10), box(nil, nil, 10), text(nil, "Hi")]), width: 100)
        expectFrames(flexible.frames, [rect(0, 0, 100, 10), rect(0, 0, 30, 10), rect(30, 0, 60, 10), rect(90, 0, 10, 10)])
        // No flexible child: hugging 250, 251 (text), 250 — the first box (first of the two
        // lowest) takes 100 − 60 = 40.
        let hugging = try referenceLayout(hstack([box(nil, 30, 10), text(nil, "Hi"), box(nil, 20, 10)]), width: 100)
        expectFrames(hugging.frames, [rect(0, 0, 100, 10), rect(0, 0, 70, 10), rect(70, 0, 10, 10), rect(80, 0, 20, 10)])
    }

    @Test("fill: missing room comes from the lowest resistance, the last child first on a tie, a child at a time")
    func fillShrinks() throws {
        // 120 in 100: both resist at 750, so the last gives all 20.
        let tie = try referenceLayout(hstack([box(nil, 60, 10), box(nil, 60, 10)]), width: 100)
        expectFrames(tie.frames, [rect(0, 0, 100, 10), rect(0, 0, 60, 10), rect(60, 0, 40, 10)])
        // 150 in 100, resistances 250, 750, 250: the tier 250 gives first, its last child (30)
        // all of it, then the first child 20 more.
        let tiers = try referenceLayout(
            hstack([box(nil, 60, 10, resistance: 250), box(nil, 60, 10), box(nil, 30, 10, resistance: 250)]), width: 100)
        expectFrames(tiers.frames, [rect(0, 0, 100, 10), rect(0, 0, 40, 10), rect(40, 0, 60, 10), rect(100, 0, 0, 10)])
    }

    @Test("fillEqually and fillProportionally share the room after the gaps")
    func equalAndProportionalShares() throws {
        // (100 − 2 × 10) / 3 = 26.67 each.
        let equal = try referenceLayout(hstack(distribution: .fillEqually, spacing: 10, [box(nil, 5, 10), box(nil, 10, 10), box(nil, 20, 10)]), width: 100)
        let third = 80.0 / 3
        expectFrames(equal.frames, [
            rect(0, 0, 100, 10), rect(0, 0, third, 10), rect(third + 10, 0, third, 10), rect(2 * third + 20, 0, third, 10),
        ])
        // Natural width n · max ℓ + Σg = 3 × 20 + 20.
        #expect(try referenceSize(hstack(distribution: .fillEqually, spacing: 10, [box(nil, 5, 10), box(nil, 10, 10), box(nil, 20, 10)])).width == 80)
        // 100 − 10 = 90 shared 10 : 30.
        let proportional = try referenceLayout(hstack(distribution: .fillProportionally, spacing: 10, [box(nil, 10, 10), box(nil, 30, 10)]), width: 100)
        expectFrames(proportional.frames, [rect(0, 0, 100, 10), rect(0, 0, 22.5, 10), rect(32.5, 0, 67.5, 10)])
    }

    @Test("equalSpacing: gaps max(gᵢ, t) that fill the room; below Σℓ + Σg gaps at gᵢ and children shrink")
    func equalSpacing() throws {
        // Three 10 pt boxes, gaps at least 2 and 20, in 60: 30 of gaps. t = 15 would leave the
        // second gap below 20, so it stays at 20 and the first takes the other 10.
        let row = hstack(distribution: .equalSpacing, [box(nil, 10, 10, spacingAfter: 2), box(nil, 10, 10, spacingAfter: 20), box(nil, 10, 10)])
        expectFrames(try referenceLayout(row, width: 60).frames, [
            rect(0, 0, 60, 10), rect(0, 0, 10, 10), rect(20, 0, 10, 10), rect(50, 0, 10, 10),
        ])
        // In 40 < 30 + 22: gaps 2 and 20, 18 left for 30 of boxes; the last gives all 10, the
        // middle 2.
        expectFrames(try referenceLayout(row, width: 40).frames, [
            rect(0, 0, 40, 10), rect(0, 0, 10, 10), rect(12, 0, 8, 10), rect(40, 0, 0, 10),
        ])
        // Natural width Σℓ + (n−1) · max g = 30 + 2 × 20.
        #expect(try referenceSize(row).width == 70)
        // A single child is pinned to both ends.
        expectFrames(try referenceLayout(hstack(distribution: .equalSpacing, [box(nil, 10, 10)]), width: 50).frames, [
            rect(0, 0, 50, 10), rect(0, 0, 50, 10),
        ])
    }

    @Test("equalCentering: equal centre distances; a gap that would go below its spacing stays at it")
    func equalCentering() throws {
        // 10, 30, 10 in 100 with no spacing: centres 45 apart (5, 50, 95), gaps 25 and 25.
        let plain = hstack(distribution: .equalCentering, [box(nil, 10, 10), box(nil, 30, 10), box(nil, 10, 10)])
        expectFrames(try referenceLayout(plain, width: 100).frames, [
            rect(0, 0, 100, 10), rect(0, 0, 10, 10), rect(35, 0, 30, 10), rect(90, 0, 10, 10),
        ])
        // The first gap at least 40: t = 45 would make it 25, so it stays at 40 and the second
        // gets 100 − 50 − 40 = 10 (centre distance 30).
        let spaced = hstack(distribution: .equalCentering, [box(nil, 10, 10, spacingAfter: 40), box(nil, 30, 10), box(nil, 10, 10)])
        expectFrames(try referenceLayout(spaced, width: 100).frames, [
            rect(0, 0, 100, 10), rect(0, 0, 10, 10), rect(50, 0, 30, 10), rect(90, 0, 10, 10),
        ])
        // Natural width (ℓ0 + ℓ2)/2 + 2 · max(40 + 20, 0 + 20) = 10 + 120.
        #expect(try referenceSize(spaced).width == 130)
    }

    @Test("negative spacing overlaps children, and a stack's fitting length is never below zero")
    func negativeSpacing() throws {
        // 10 + 10 − 30 = −10: the column is 0 tall; fill then gives the 10 pt of room it has over
        // 20 − 30 to its first child by hugging (both 250).
        let column = vstack(spacing: -30, [box(nil, 10, 10), box(nil, 10, 10)])
        #expect(try referenceSize(column).height == 0)
        expectFrames(try referenceLayout(column, width: 10).frames, [
            rect(0, 0, 10, 0), rect(0, 0, 10, 20), rect(0, -10, 10, 10),
        ])
    }
}
