import Testing

@testable import StackLayout

/// Every distribution × every alignment × both directions.
///
/// Along-axis positions depend only on the distribution and across-axis positions only on the
/// alignment (the children's cross lengths do not change with the lengths they get along the
/// axis here: the boxes have fixed sizes and the text is never narrower than its longest
/// paragraph). So each expected frame is the hand-worked along-axis span of its distribution
/// combined with the hand-worked cross span of its alignment, mirrored for right to left.
struct AlignmentMatrixTests {
    /// A span along one axis: start and length.
    struct Span: Sendable {
        var start: Double
        var length: Double
        init(_ start: Double, _ length: Double) {
            self.start = start
            self.length = length
        }
    }

    // MARK: Horizontal: bounds 380 × 50, spacing 10
    //
    // a: box 40 × 16 (baseline = bottom = 16)
    // b: text "abcdef\nabcdefghijkl", 10 pt, no line limit: paragraphs 6·5 = 30 and 12·5 = 60 wide,
    //    so natural 60 × 20 (two lines), first baseline 8, last baseline 10 + 8 = 18
    // c: box 80 × 30 (baseline 30)
    // Σℓ = 40 + 60 + 80 = 180, Σg = 2·10 = 20.

    static let horizontalChildren: [LayoutNode] = [
        box("a", 40, 16),
        text("b", "abcdef\nabcdefghijkl", lines: 0),
        box("c", 80, 30),
    ]

    static func horizontalAlong(_ distribution: StackDistribution) -> [Span] {
        switch distribution {
        case .fill:
            // spare = 380 − 180 − 20 = 180 → all to a: hugging a 250 = c 250 < b 251 (text),
            // tie between a and c → first by index. a = 40 + 180 = 220.
            // x: a 0, b 220 + 10 = 230, c 230 + 60 + 10 = 300 (ends at 380)
            return [Span(0, 220), Span(230, 60), Span(300, 80)]
        case .fillEqually:
            // each (380 − 20) / 3 = 120; x: 0, 130, 260
            return [Span(0, 120), Span(130, 120), Span(260, 120)]
        case .fillProportionally:
            // 360 · 40/180 = 80, 360 · 60/180 = 120, 360 · 80/180 = 160; x: 0, 90, 220
            return [Span(0, 80), Span(90, 120), Span(220, 160)]
        case .equalSpacing:
            // gaps = (380 − 180) / 2 = 100 (≥ 10); x: 0, 40 + 100 = 140, 140 + 60 + 100 = 300
            return [Span(0, 40), Span(140, 60), Span(300, 80)]
        case .equalCentering:
            // gap i = t − (ℓi + ℓi+1)/2, half-sums 50 and 70: (t − 50) + (t − 70) = 380 − 180 = 200
            // → t = 160, gaps 110 and 90 (both ≥ 10); x: 0, 40 + 110 = 150, 150 + 60 + 90 = 300
            // (centres 20, 180, 340: 160 apart)
            return [Span(0, 40), Span(150, 60), Span(300, 80)]
        }
    }

    static func horizontalCross(_ alignment: StackAlignment) -> [Span] {
        switch alignment {
        case .fill:
            return [Span(0, 50), Span(0, 50), Span(0, 50)]
        case .leading:
            return [Span(0, 16), Span(0, 20), Span(0, 30)]
        case .center:
            // (50 − 16)/2 = 17, (50 − 20)/2 = 15, (50 − 30)/2 = 10
            return [Span(17, 16), Span(15, 20), Span(10, 30)]
        case .trailing:
            // 50 − 16 = 34, 50 − 20 = 30, 50 − 30 = 20
            return [Span(34, 16), Span(30, 20), Span(20, 30)]
        case .firstBaseline:
            // first baselines 16, 8, 30 → shared baseline at max = 30; tops 30 − 16 = 14, 30 − 8 = 22, 0
            return [Span(14, 16), Span(22, 20), Span(0, 30)]
        case .lastBaseline:
            // last baselines 16, 18, 30 → shared at 30; tops 14, 30 − 18 = 12, 0
            return [Span(14, 16), Span(12, 20), Span(0, 30)]
        }
    }

    static let horizontalAlignments: [StackAlignment] = StackAlignment.allCases
    static let verticalAlignments: [StackAlignment] = [.fill, .leading, .center, .trailing]

    @Test(
        "horizontal: distribution × alignment × direction",
        arguments: StackDistribution.allCases, horizontalAlignments)
    func horizontal(distribution: StackDistribution, alignment: StackAlignment) throws {
        let root = hstack(distribution: distribution, alignment: alignment, spacing: 10, Self.horizontalChildren)
        let along = Self.horizontalAlong(distribution)
        let cross = Self.horizontalCross(alignment)
        for direction in ReadingDirection.allCases {
            let result = try layout(root, width: 380, height: 50, direction: direction)
            #expect(result.bounds == rect(0, 0, 380, 50))
            for (i, id) in ["a", "b", "c"].enumerated() {
                let ltr = rect(along[i].start, cross[i].start, along[i].length, cross[i].length)
                let expected = direction == .rightToLeft ? mirrored(ltr, within: 380) : ltr
                expectFrame(result, id, expected, "\(direction)")
            }
        }
    }

    @Test("horizontal fitting height per alignment", arguments: StackAlignment.allCases)
    func horizontalFittingHeight(alignment: StackAlignment) throws {
        let root = hstack(alignment: alignment, spacing: 10, Self.horizontalChildren)
        let expected: Double =
            switch alignment {
            // the tallest child: c, 30
            case .fill, .leading, .center, .trailing: 30
            // above the shared baseline max(16, 8, 30) = 30; below max(0, 20 − 8, 0) = 12 → 42
            case .firstBaseline: 42
            // above max(16, 18, 30) = 30; below max(0, 20 − 18, 0) = 2 → 32
            case .lastBaseline: 32
            }
        // natural width Σℓ + Σg = 180 + 20 = 200
        expectSize(try fittingSize(root), 200, expected)
        // layout(width:) with no height uses the height the root needs
        #expect(try layout(root, width: 380).bounds.height == expected)
    }

    // MARK: Vertical: bounds 200 × 230, spacing 10
    //
    // a: box 40 × 20, b: the same two-paragraph text (60 × 20 at any width ≥ 60), c: box 80 × 30.
    // Σℓ = 20 + 20 + 30 = 70, Σg = 20.

    static let verticalChildren: [LayoutNode] = [
        box("a", 40, 20),
        text("b", "abcdef\nabcdefghijkl", lines: 0),
        box("c", 80, 30),
    ]

    static func verticalAlong(_ distribution: StackDistribution) -> [Span] {
        switch distribution {
        case .fill:
            // spare = 230 − 70 − 20 = 140 → a (hugging 250, tie with c, first by index): 160
            // y: 0, 170, 200 (ends at 230)
            return [Span(0, 160), Span(170, 20), Span(200, 30)]
        case .fillEqually:
            // (230 − 20) / 3 = 70; y: 0, 80, 160
            return [Span(0, 70), Span(80, 70), Span(160, 70)]
        case .fillProportionally:
            // 210 · 20/70 = 60, 60, 210 · 30/70 = 90; y: 0, 70, 140
            return [Span(0, 60), Span(70, 60), Span(140, 90)]
        case .equalSpacing:
            // gaps (230 − 70)/2 = 80; y: 0, 100, 200
            return [Span(0, 20), Span(100, 20), Span(200, 30)]
        case .equalCentering:
            // half-sums 20 and 25: (t − 20) + (t − 25) = 160 → t = 102.5, gaps 82.5 and 77.5
            // y: 0, 20 + 82.5 = 102.5, 102.5 + 20 + 77.5 = 200
            return [Span(0, 20), Span(102.5, 20), Span(200, 30)]
        }
    }

    static func verticalCross(_ alignment: StackAlignment) -> [Span] {
        switch alignment {
        case .fill:
            return [Span(0, 200), Span(0, 200), Span(0, 200)]
        case .center:
            // (200 − 40)/2 = 80, (200 − 60)/2 = 70, (200 − 80)/2 = 60
            return [Span(80, 40), Span(70, 60), Span(60, 80)]
        case .trailing:
            return [Span(160, 40), Span(140, 60), Span(120, 80)]
        case .leading, .firstBaseline, .lastBaseline:
            // baseline alignments arrange a vertical stack as leading
            return [Span(0, 40), Span(0, 60), Span(0, 80)]
        }
    }

    @Test(
        "vertical: distribution × alignment × direction",
        arguments: StackDistribution.allCases, verticalAlignments)
    func vertical(distribution: StackDistribution, alignment: StackAlignment) throws {
        let root = vstack(distribution: distribution, alignment: alignment, spacing: 10, Self.verticalChildren)
        let along = Self.verticalAlong(distribution)
        let cross = Self.verticalCross(alignment)
        for direction in ReadingDirection.allCases {
            let result = try layout(root, width: 200, height: 230, direction: direction)
            for (i, id) in ["a", "b", "c"].enumerated() {
                let ltr = rect(cross[i].start, along[i].start, cross[i].length, along[i].length)
                let expected = direction == .rightToLeft ? mirrored(ltr, within: 200) : ltr
                expectFrame(result, id, expected, "\(direction)")
            }
        }
    }

    @Test("a vertical stack given a baseline alignment arranges as leading", arguments: [
        StackAlignment.firstBaseline, .lastBaseline,
    ])
    func verticalBaselineIsLeading(alignment: StackAlignment) throws {
        let root = vstack(alignment: alignment, spacing: 10, Self.verticalChildren)
        let along = Self.verticalAlong(.fill)
        let cross = Self.verticalCross(alignment)
        for direction in ReadingDirection.allCases {
            let result = try layout(root, width: 200, height: 230, direction: direction)
            for (i, id) in ["a", "b", "c"].enumerated() {
                let ltr = rect(cross[i].start, along[i].start, cross[i].length, along[i].length)
                expectFrame(result, id, direction == .rightToLeft ? mirrored(ltr, within: 200) : ltr)
            }
        }
    }

    @Test("vertical fitting width is the widest child; height Σℓ + Σg")
    func verticalFitting() throws {
        // width max(40, 60, 80) = 80; height 70 + 20 = 90
        expectSize(try fittingSize(vstack(spacing: 10, Self.verticalChildren)), 80, 90)
    }
}

struct AlignmentDetailTests {
    @Test("leading/center/trailing cap a child taller than the content at the content height")
    func capAtContentHeight() throws {
        // bounds height 20 < child 30: the child is 20 tall and starts at 0 whatever the alignment
        for alignment in [StackAlignment.leading, .center, .trailing] {
            let result = try layout(hstack(alignment: alignment, [box("a", 40, 30)]), width: 40, height: 20)
            expectFrame(result, "a", rect(0, 0, 40, 20), "\(alignment)")
        }
    }

    @Test("a flexible cross dimension is 0 under leading/center/trailing and full under fill")
    func flexibleCross() throws {
        // horizontal, bounds 100 × 40: flexible-height box
        let h = { (alignment: StackAlignment) in hstack(alignment: alignment, [box("a", 100, nil), box("b", nil, 40)]) }
        // b: flexible width but a takes 100 of 100 → b 0 wide; b 40 tall fixes the row height
        expectFrame(try layout(h(.fill), width: 100), "a", rect(0, 0, 100, 40))
        expectFrame(try layout(h(.leading), width: 100), "a", rect(0, 0, 100, 0))
        expectFrame(try layout(h(.center), width: 100), "a", rect(0, 20, 100, 0))  // (40 − 0)/2
        expectFrame(try layout(h(.trailing), width: 100), "a", rect(0, 40, 100, 0))
        // vertical, width 100: flexible-width box
        let v = { (alignment: StackAlignment) in vstack(alignment: alignment, [box("a", nil, 10)]) }
        expectFrame(try layout(v(.fill), width: 100), "a", rect(0, 0, 100, 10))
        expectFrame(try layout(v(.leading), width: 100), "a", rect(0, 0, 0, 10))
        expectFrame(try layout(v(.center), width: 100), "a", rect(50, 0, 0, 10))
        expectFrame(try layout(v(.trailing), width: 100), "a", rect(100, 0, 0, 10))
    }

    @Test("a vertical stack's children are measured at the width their alignment gives them")
    func verticalChildMeasuredAtAlignedWidth() throws {
        // "Hello world" at 10 pt: natural 11 · 5 = 55 wide. In a 40-wide leading stack it gets
        // min(55, 40) = 40 and wraps into "Hello" / "world": 2 lines, 20 tall. Under fill at 40 too.
        for alignment in [StackAlignment.fill, .leading, .center, .trailing] {
            let root = vstack(alignment: alignment, [text("t", "Hello world", lines: 0), box("b", 30, 10)])
            let result = try layout(root, width: 40)
            expectFrame(result, "t", rect(0, 0, 40, 20), "\(alignment)")
            let bx: Double =
                switch alignment {
                case .fill: 0
                case .center: 5  // (40 − 30)/2
                case .trailing: 10
                default: 0
                }
            expectFrame(result, "b", rect(bx, 20, alignment == .fill ? 40 : 30, 10), "\(alignment)")
            #expect(result.bounds.height == 30)  // 20 + 10
        }
    }
}
