import StackTestSupport
import PropertyBased
import ReferenceLayout
import StackLayout
import Testing

/// Properties checked with swift-property-based: random seeds pick random trees (the same
/// `TreeGenerator` as the fixed-seed sweep), random widths pick the bounds; a failure shrinks
/// towards small seeds and widths and names them. Each run draws new seeds, so over many runs
/// these reach trees the fixed sweep never sees. Every property also compares its layouts with
/// the reference engine, and each test ends by checking the comparison's totals.
@Suite("Properties (swift-property-based)")
struct RandomPropertyTests {
    static let seeds = Gen.uint64(in: 0...UInt64.max)

    static let measurer = FixedMetricsTextMeasurer()

    static func root(_ seed: UInt64, proportions: Bool) -> LayoutNode {
        var options = TreeGenerator.Options()
        options.proportions = proportions
        var choices = SeededChoices(seed: seed)
        return TreeGenerator(options: options).node(&choices)
    }

    static func tree(_ seed: UInt64, proportions: Bool) -> LayoutTree? {
        try? LayoutTree(root(seed, proportions: proportions))
    }

    @Test("frames are finite and not negative in size, for random trees")
    func framesAreFinite() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            LayoutProperties.framesAreFinite(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("a stack whose content fits keeps its children apart and inside its bounds, for random trees")
    func childrenDoNotOverlap() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            try LayoutProperties.childrenDoNotOverlap(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("a flow keeps its children inside, lines below one another, children of a line apart, for random flows")
    func flowKeepsChildrenInsideAndApart() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.flowKeepsChildrenInsideAndApart(seed: seed) }
    }

    @Test("right to left is left to right mirrored, exactly, for random trees, scales and widths")
    func rightToLeftIsMirrored() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            try LayoutProperties.rightToLeftIsMirrored(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("laying out twice, or through a cache, gives identical frames, for random trees")
    func layoutIsDeterministic() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            try LayoutProperties.layoutIsDeterministic(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("measuring, then placing at the measured size, never overflows, for random trees")
    func measureThenPlace() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            try LayoutProperties.measureThenPlace(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("an overlay keeps its visible children inside its frame, for random trees")
    func overlayChildrenInside() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in try LayoutProperties.overlayChildrenInside(seed: seed) }
    }

    @Test("more width never makes a fitting text smaller, for random texts")
    func fittingTextGrowsWithWidth() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            LayoutProperties.fittingTextGrowsWithWidth(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("the production engine lays out, measures and places as the reference engine does, for random trees")
    func matchesReference() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var reference = EngineComparison()
            defer { totals.add(reference) }
            LayoutProperties.matchesReference(seed: seed, reference: &reference)
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("a LayoutSession re-laid out at other widths gives the frames of fresh layouts")
    func sessionMatchesFreshLayouts() async {
        let totals = ComparisonTotals()
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
                // Fresh layouts at both widths are the reference engine's too.
                for width in Set([first, second]).sorted() {
                    let comparison = EngineComparison.layout(
                        Self.root(seed, proportions: proportions), environment: engine.environment, width: Double(width),
                        height: nil, measurer: Self.measurer)
                    totals.record(comparison, "seed \(seed), width \(width), proportions \(proportions)")
                }
            }
        }
        ReferenceExpectations.expectTotals(totals.value)
    }

    @Test("right to left mirrors left to right for random trees and widths")
    func mirroring() async {
        let totals = ComparisonTotals()
        await propertyCheck(count: 300, input: Self.seeds, Gen.int(in: 1...1200)) { seed, width in
            guard let tree = Self.tree(seed, proportions: true) else { return }
            for direction in ReadingDirection.allCases {
                let comparison = EngineComparison.layout(
                    Self.root(seed, proportions: true), environment: LayoutEnvironment(direction: direction, scale: 3),
                    width: Double(width), height: nil, measurer: Self.measurer)
                totals.record(comparison, "seed \(seed), width \(width), \(direction)")
            }
            func layout(_ direction: ReadingDirection) -> LayoutResult? {
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
        ReferenceExpectations.expectTotals(totals.value)
    }
}
