import ReferenceLayout
import StackLayout
import Testing

/// ``LayoutProperties`` over fixed seeds, so every run checks the same 500 trees and a failure
/// names the seed that reproduces it. Every property also compares its layouts with the
/// reference engine; each test ends by checking the comparison's totals.
@Suite("Layout properties over generated trees")
struct LayoutPropertyTests {
    static let seeds: ClosedRange<UInt64> = 1...500

    @Test("frames are finite and not negative in size, whatever the tree, width, scale and direction")
    func framesAreFinite() {
        var reference = EngineComparison()
        let laidOut = Self.seeds.filter { LayoutProperties.framesAreFinite(seed: $0, reference: &reference) }.count
        // Most trees lay out; the rest are cycles or need a root height they were not given.
        #expect(laidOut > 300)
        ReferenceExpectations.expectTotals(reference)
    }

    @Test("a stack whose content fits keeps its children apart and inside its bounds")
    func childrenDoNotOverlap() throws {
        var reference = EngineComparison()
        for seed in Self.seeds { try LayoutProperties.childrenDoNotOverlap(seed: seed, reference: &reference) }
        ReferenceExpectations.expectTotals(reference)
    }

    @Test("a flow keeps its children inside, lines below one another, children of a line apart")
    func flowKeepsChildrenInsideAndApart() throws {
        for seed in Self.seeds { try LayoutProperties.flowKeepsChildrenInsideAndApart(seed: seed) }
    }

    @Test("right to left is left to right mirrored, exactly")
    func rightToLeftIsMirrored() throws {
        var reference = EngineComparison()
        for seed in Self.seeds { try LayoutProperties.rightToLeftIsMirrored(seed: seed, reference: &reference) }
        ReferenceExpectations.expectTotals(reference)
    }

    @Test("laying out twice, or through a cache, gives identical frames")
    func layoutIsDeterministic() throws {
        var reference = EngineComparison()
        for seed in Self.seeds { try LayoutProperties.layoutIsDeterministic(seed: seed, reference: &reference) }
        ReferenceExpectations.expectTotals(reference)
    }

    @Test("measuring, then placing at the measured size, agrees with layout and never overflows")
    func measureThenPlace() throws {
        var reference = EngineComparison()
        for seed in Self.seeds { try LayoutProperties.measureThenPlace(seed: seed, reference: &reference) }
        ReferenceExpectations.expectTotals(reference)
    }

    @Test("an overlay keeps its visible children inside its frame")
    func overlayChildrenInside() throws {
        var checked = 0
        for seed in Self.seeds { checked += try LayoutProperties.overlayChildrenInside(seed: seed) }
        // Every root is a visible overlay, and some hold further overlays.
        #expect(checked > Self.seeds.count)
    }

    @Test("more width never makes a fitting text smaller")
    func fittingTextGrowsWithWidth() {
        var reference = EngineComparison()
        for seed in Self.seeds { LayoutProperties.fittingTextGrowsWithWidth(seed: seed, reference: &reference) }
        ReferenceExpectations.expectTotals(reference)
    }

    @Test("the production engine lays out, measures and places as the reference engine does")
    func matchesReference() {
        var reference = EngineComparison()
        for seed in Self.seeds { LayoutProperties.matchesReference(seed: seed, reference: &reference) }
        ReferenceExpectations.expectTotals(reference)
        // Most of these layouts succeed; both engines refusing (a cycle, a missing root height)
        // is counted apart, and must not be all there is.
        #expect(reference.compared > reference.refused)
    }

    /// Seeds the random properties (``RandomPropertyTests``) once failed with, kept so that
    /// what they found stays fixed: 6939495101549035398 measured a proportional row without a
    /// width whose adaptive child got its natural width less a few units in the last place, and
    /// the two engines' arithmetic put it on either side of `doesNotFit` (818 against 418 pt
    /// tall) until the condition had a tolerance (``StackVariant/fitTolerance``).
    @Test("seeds that once failed agree with the reference engine", arguments: [6_939_495_101_549_035_398 as UInt64])
    func formerFailures(seed: UInt64) {
        var reference = EngineComparison()
        LayoutProperties.matchesReference(seed: seed, reference: &reference)
        ReferenceExpectations.expectTotals(reference)
        #expect(reference.compared > 0)
    }
}
