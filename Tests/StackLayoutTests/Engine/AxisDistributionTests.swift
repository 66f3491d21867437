import Testing

@testable import StackLayout

/// The along-axis arithmetic on its own (internal API).
struct AxisDistributionTests {
    static func items(_ lengths: [Double?], hugging: [Double]? = nil, resistance: [Double]? = nil) -> [AxisItem] {
        lengths.indices.map { i in
            AxisItem(natural: lengths[i], hugging: hugging?[i] ?? 250, compressionResistance: resistance?[i] ?? 750)
        }
    }

    @Test("natural lengths per distribution", arguments: [
        // ℓ 40, 60, 80; gaps 10, 30
        (StackDistribution.fill, 220.0),  // 180 + 10 + 30
        (.fillProportionally, 220),  // 180 + 10 + 30
        (.fillEqually, 280),  // 3 · 80 + 40
        (.equalSpacing, 240),  // 180 + 2 · 30
        // (40 + 80)/2 + 2 · max(10 + 50, 30 + 70) = 60 + 200
        (.equalCentering, 260),
    ])
    func naturalLength(distribution: StackDistribution, expected: Double) {
        let length = AxisDistribution.naturalLength(distribution, items: Self.items([40, 60, 80]), gaps: [10, 30])
        #expect(length == expected)
    }

    @Test("no items: length 0; one item: its length")
    func degenerate() {
        for distribution in StackDistribution.allCases {
            #expect(AxisDistribution.naturalLength(distribution, items: [], gaps: []) == 0)
            #expect(AxisDistribution.naturalLength(distribution, items: Self.items([42]), gaps: []) == 42)
            #expect(AxisDistribution.arrange(distribution, items: [], gaps: [], available: 10).lengths.isEmpty)
        }
    }

    @Test("fill arrangement: spare and deficit")
    func fill() {
        // spare 300 − 180 − 20 = 100 → lowest hugging (index 2, 100)
        let spare = AxisDistribution.arrange(
            .fill, items: Self.items([40, 60, 80], hugging: [250, 250, 100]), gaps: [10, 10], available: 300)
        #expect(spare == .init(lengths: [40, 60, 180], offsets: [0, 50, 120]))
        // deficit 60 → index 0 (resistance 100) gives 40, then the 750 tie: last (index 2) gives 20
        let short = AxisDistribution.arrange(
            .fill, items: Self.items([40, 60, 80], resistance: [100, 750, 750]), gaps: [10, 10], available: 140)
        #expect(short == .init(lengths: [0, 60, 60], offsets: [0, 10, 80]))
    }

    @Test("water filling solves Σ max(mᵢ, t − oᵢ) = total")
    func waterFill() {
        // minimums 10, 10, 10; offsets 30, 30, 60; total 70 → t = 60: gaps 30, 30, 10
        #expect(AxisDistribution.waterFillGaps(minimums: [10, 10, 10], offsets: [30, 30, 60], total: 70) == [30, 30, 10])
        // all zero offsets (equal spacing): minimums 50, 10, total 80 → t = 30: 50, 30
        #expect(AxisDistribution.waterFillGaps(minimums: [50, 10], offsets: [0, 0], total: 80) == [50, 30])
        // exactly the minimums
        #expect(AxisDistribution.waterFillGaps(minimums: [4, 6], offsets: [1, 2], total: 10) == [4, 6])
    }

    @Test("a 10,000-child row ends where exact arithmetic says")
    func longRow() {
        // 10,000 children 0.1 long with gaps 0.1: the last starts at 9,999 · 0.2 = 1,999.8
        let n = 10_000
        let arrangement = AxisDistribution.arrange(
            .fill, items: Self.items(Array(repeating: 0.1, count: n)), gaps: Array(repeating: 0.1, count: n - 1),
            available: 1_999.9)
        #expect(abs(arrangement.offsets[n - 1] - 1_999.8) < 1e-9)
        #expect(arrangement.lengths.allSatisfy { abs($0 - 0.1) < 1e-9 })
    }
}

/// The root: `layout(width:height:)` and `measure(proposal:)`.
struct RootTests {
    @Test("a text root wraps at the layout width; measures at its natural width")
    func textRoot() throws {
        let root = text("t", "Hello world", lines: 0)
        expectSize(try fittingSize(root), 55, 10)
        let result = try layout(root, width: 40)
        #expect(result.bounds == rect(0, 0, 40, 20))
        expectFrame(result, "t", rect(0, 0, 40, 20))
    }

    @Test("a flexible box root")
    func flexibleRoot() throws {
        expectSize(try fittingSize(box(nil, nil, nil)), 0, 0)
        #expect(try layout(box(nil, nil, nil), width: 50).bounds == rect(0, 0, 50, 0))
        #expect(try layout(box(nil, nil, nil), width: 50, height: 20).bounds == rect(0, 0, 50, 20))
    }

    @Test("a finite proposal is taken as given; an unspecified height is the height at the given width")
    func proposals() throws {
        let root = vstack([text(nil, "Hello world", lines: 0), box(nil, 10, 5)])
        expectSize(try fittingSize(root, width: 100, height: 7), 100, 7)
        // at 40 the text wraps to 20 → 25
        expectSize(try fittingSize(root, width: 40), 40, 25)
        // unspecified: 55 wide, one line → 15
        expectSize(try fittingSize(root), 55, 15)
        expectSize(try fittingSize(root, height: 3), 55, 3)
    }

    @Test("a vertical stack's fitting height never goes below zero")
    func negativeVertical() throws {
        // 10 + 10 − 30 = −10 → 0
        expectSize(try fittingSize(vstack(spacing: -30, [box(nil, 10, 10), box(nil, 10, 10)])), 10, 0)
    }

    @Test("baseline-relative arrangement does nothing in a horizontal stack")
    func horizontalBaselineRelativeIgnored() throws {
        let children = [text("a", "ab"), text("b", "ab", font: font20)]
        let plain = try layout(hstack(spacing: 7, children), width: 37)
        let flagged = try layout(stack(axis: .horizontal, spacing: 7, baselineRelative: true, children), width: 37)
        #expect(plain.frames == flagged.frames)
        // "ab" 10 pt at 0 (10 wide), gap 7, "ab" 20 pt at 17 (20 wide); row 20 tall
        expectFrame(flagged, "b", rect(17, 0, 20, 20))
    }
}
