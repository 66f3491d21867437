import StackLayout
import Testing

/// ``LayoutProperties`` over fixed seeds, so every run checks the same 500 trees and a failure
/// names the seed that reproduces it.
@Suite("Layout properties over generated trees")
struct LayoutPropertyTests {
    static let seeds: ClosedRange<UInt64> = 1...500

    @Test("frames are finite and not negative in size, whatever the tree, width, scale and direction")
    func framesAreFinite() {
        let laidOut = Self.seeds.filter { LayoutProperties.framesAreFinite(seed: $0) }.count
        // Most trees lay out; the rest are cycles or need a root height they were not given.
        #expect(laidOut > 300)
    }

    @Test("a stack whose content fits keeps its children apart and inside its bounds")
    func childrenDoNotOverlap() throws {
        for seed in Self.seeds { try LayoutProperties.childrenDoNotOverlap(seed: seed) }
    }

    @Test("right to left is left to right mirrored, exactly")
    func rightToLeftIsMirrored() throws {
        for seed in Self.seeds { try LayoutProperties.rightToLeftIsMirrored(seed: seed) }
    }

    @Test("laying out twice, or through a cache, gives identical frames")
    func layoutIsDeterministic() throws {
        for seed in Self.seeds { try LayoutProperties.layoutIsDeterministic(seed: seed) }
    }

    @Test("measuring, then placing at the measured size, agrees with layout and never overflows")
    func measureThenPlace() throws {
        for seed in Self.seeds { try LayoutProperties.measureThenPlace(seed: seed) }
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
        for seed in Self.seeds { LayoutProperties.fittingTextGrowsWithWidth(seed: seed) }
    }
}
