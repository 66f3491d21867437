import PropertyBased
import StackLayout
import Testing

/// Properties checked with swift-property-based: random seeds pick random trees (the same
/// `TreeGenerator` as the fixed-seed sweep), random widths pick the bounds; a failure shrinks
/// towards small seeds and widths and names them. Each run draws new seeds, so over many runs
/// these reach trees the fixed sweep never sees.
@Suite("Properties (swift-property-based)")
struct RandomPropertyTests {
    static let seeds = Gen.uint64(in: 0...UInt64.max)

    static let measurer = FixedMetricsTextMeasurer()

    static func tree(_ seed: UInt64, proportions: Bool) -> LayoutTree? {
        var options = TreeGenerator.Options()
        options.proportions = proportions
        var choices = SeededChoices(seed: seed)
        return try? LayoutTree(TreeGenerator(options: options).node(&choices))
    }

    @Test("frames are finite and not negative in size, for random trees")
    func framesAreFinite() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in LayoutProperties.framesAreFinite(seed: seed) }
    }

    @Test("a stack whose content fits keeps its children apart and inside its bounds, for random trees")
    func childrenDoNotOverlap() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.childrenDoNotOverlap(seed: seed) }
    }

    @Test("right to left is left to right mirrored, exactly, for random trees, scales and widths")
    func rightToLeftIsMirrored() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.rightToLeftIsMirrored(seed: seed) }
    }

    @Test("laying out twice, or through a cache, gives identical frames, for random trees")
    func layoutIsDeterministic() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.layoutIsDeterministic(seed: seed) }
    }

    @Test("measuring, then placing at the measured size, never overflows, for random trees")
    func measureThenPlace() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.measureThenPlace(seed: seed) }
    }

    @Test("an overlay keeps its visible children inside its frame, for random trees")
    func overlayChildrenInside() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.overlayChildrenInside(seed: seed) }
    }

    @Test("more width never makes a fitting text smaller, for random texts")
    func fittingTextGrowsWithWidth() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in LayoutProperties.fittingTextGrowsWithWidth(seed: seed) }
    }

    @Test("a LayoutSession re-laid out at other widths gives the frames of fresh layouts")
    func sessionMatchesFreshLayouts() async {
        await propertyCheck(
            count: 300, input: Self.seeds, Gen.int(in: 1...1200), Gen.int(in: 1...1200)
        ) { seed, first, second in
            for proportions in [false, true] {
                guard let tree = Self.tree(seed, proportions: proportions) else { continue }
                let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 2))
                let session = LayoutSession(tree: tree, environment: engine.environment, measurer: Self.measurer)
                // A width, another, the first again, and the first minus a point: every answer
                // must equal a layout from scratch (memos may only save work, never change it).
                for width in [Double(first), Double(second), Double(first), Double(max(0, first - 1))] {
                    let fresh = try? engine.layout(tree, width: width, measurer: Self.measurer)
                    let reused = try? session.layout(width: width)
                    #expect(fresh?.frames == reused?.frames, "seed \(seed), width \(width), proportions \(proportions)")
                    #expect(fresh?.size == reused?.size)
                }
            }
        }
    }

    @Test("right to left mirrors left to right for random trees and widths")
    func mirroring() async {
        await propertyCheck(count: 300, input: Self.seeds, Gen.int(in: 1...1200)) { seed, width in
            guard let tree = Self.tree(seed, proportions: true) else { return }
            func layout(_ direction: LayoutDirection) -> LayoutResult? {
                try? StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: 3))
                    .layout(tree, width: Double(width), measurer: Self.measurer)
            }
            guard let ltr = layout(.leftToRight), let rtl = layout(.rightToLeft) else { return }
            for index in ltr.frames.indices {
                let frame = ltr.frames[index]
                #expect(rtl.frames[index] == Rect(x: Double(width) - frame.maxX, y: frame.minY, width: frame.width, height: frame.height),
                        "seed \(seed), width \(width), node \(index)")
            }
        }
    }
}
