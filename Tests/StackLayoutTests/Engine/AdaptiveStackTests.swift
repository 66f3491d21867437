import Testing

@testable import StackLayout

/// Adaptive stacks (docs/layout-semantics.md, "Adaptive stacks"): the first variant whose
/// condition holds gives the stack its properties. Two boxes, 100 × 20 and 150 × 30, spacing
/// 10: as a row the stack's own natural width is 100 + 10 + 150 = 260.
struct AdaptiveStackTests {
    static let column = StackVariant(when: .doesNotFit, axis: .vertical, spacing: 5)

    static func adaptive(_ variants: [StackVariant], id: String = "s") -> LayoutNode {
        .stack(id: id, Stack(
            axis: .horizontal, alignment: .top, spacing: 10, variants: variants,
            children: [box("a", 100, 20), box("b", 150, 30)]))
    }

    @Test("doesNotFit: a row while its own natural width fits, the variant once it does not")
    func doesNotFit() throws {
        // 300 ≥ 260: a row; fill gives the 40 spare points to the first box (equal hugging).
        let wide = try layout(Self.adaptive([Self.column]), width: 300)
        expectFrames(wide, ["a": rect(0, 0, 140, 20), "b": rect(150, 0, 150, 30)])
        #expect(wide.variantChoices[0]?.variant == nil)
        // Exactly 260 still fits.
        let exact = try layout(Self.adaptive([Self.column]), width: 260)
        expectFrames(exact, ["a": rect(0, 0, 100, 20), "b": rect(110, 0, 150, 30)])
        // 200 < 260: a column with spacing 5; the alignment it keeps (top, which across a
        // vertical axis is leading) leaves each box its natural width.
        let narrow = try layout(Self.adaptive([Self.column]), width: 200)
        expectFrames(narrow, ["a": rect(0, 0, 100, 20), "b": rect(0, 25, 150, 30)])
        expectSize(narrow.size, 200, 55)
        #expect(narrow.variantChoices[0]?.variant == 0)
        #expect(narrow.variantChoices[0]?.naturalWidth == 260)
    }

    @Test("the first variant that holds wins")
    func firstWins() throws {
        let large = StackVariant(when: .accessibility, axis: .vertical, spacing: 8)
        // Accessibility size: variant 0, though variant 1 would hold as well.
        let big = try layout(Self.adaptive([large, Self.column]), width: 200, category: .accessibilityMedium)
        expectFrame(big, "b", rect(0, 28, 150, 30))
        #expect(big.variantChoices[0]?.variant == 0)
        // At the default size variant 0 does not hold; variant 1 does.
        let small = try layout(Self.adaptive([large, Self.column]), width: 200)
        expectFrame(small, "b", rect(0, 25, 150, 30))
        #expect(small.variantChoices[0]?.variant == 1)
        // xxxLarge is not an accessibility size; atLeast xxxLarge includes it.
        let atLeast = StackVariant(when: .contentSize(atLeast: .extraExtraExtraLarge), axis: .vertical)
        #expect(try layout(Self.adaptive([atLeast]), width: 400, category: .extraExtraExtraLarge).variantChoices[0]?.variant == 0)
        #expect(try layout(Self.adaptive([atLeast]), width: 400, category: .extraExtraLarge).variantChoices[0]?.variant == nil)
    }

    @Test("the natural size is measured with the variant the environment chooses, never doesNotFit")
    func naturalSize() throws {
        expectSize(try fittingSize(Self.adaptive([Self.column])), 260, 30)
        let large = StackVariant(when: .accessibility, axis: .vertical, spacing: 8)
        // A column: as wide as the widest child, 20 + 8 + 30 tall.
        expectSize(try fittingSize(Self.adaptive([large]), category: .accessibilityLarge), 150, 58)
    }

    @Test("a rounding error below the natural width still fits; a billionth of a point more does not")
    func fitTolerance() throws {
        #expect(StackVariant.fitTolerance == 1e-9)
        // 260 less a few units in the last place (what a proportional parent's arithmetic can
        // hand down for 260) is the natural width: a row.
        let almost = try layout(Self.adaptive([Self.column]), width: 260 - 4 * 260.ulp)
        #expect(almost.variantChoices[0]?.variant == nil)
        #expect(almost.variantChoices[0]?.holds(.doesNotFit) == false)
        // 260 − 10⁻⁶ is short of it by far more than the tolerance: the column.
        let short = try layout(Self.adaptive([Self.column]), width: 260 - 1e-6)
        #expect(short.variantChoices[0]?.variant == 0)
        #expect(short.variantChoices[0]?.holds(.doesNotFit) == true)
    }

    @Test("doesNotFit judges the natural width the stack reports, so at that width it keeps its measure")
    func naturalWidthFits() throws {
        // At an accessibility size variant 1 holds by the environment: a column 150 wide,
        // 20 + 20 + 30 = 70 tall. Given exactly those 150 pt, doesNotFit (variant 0) does not
        // hold, so the stack is laid out as it was measured; at 149 pt it does (spacing 5).
        let variants = [Self.column, StackVariant(when: .accessibility, axis: .vertical, spacing: 20)]
        expectSize(try fittingSize(Self.adaptive(variants), category: .accessibilityLarge), 150, 70)
        let exact = try layout(Self.adaptive(variants), width: 150, category: .accessibilityLarge)
        #expect(exact.variantChoices[0]?.variant == 1)
        expectFrame(exact, "b", rect(0, 40, 150, 30))
        let less = try layout(Self.adaptive(variants), width: 149, category: .accessibilityLarge)
        #expect(less.variantChoices[0]?.variant == 0)
        expectFrame(less, "b", rect(0, 25, 149, 30))
    }

    @Test("compressed by its parent below its own natural width, the stack switches")
    func compressedByParent() throws {
        // Row: the adaptive stack (natural 260) and a flexible box (natural 0) in 200 pt: the
        // stack gives 60 pt and is measured 200 wide, as a column 55 tall.
        let root = hstack(alignment: .top, [Self.adaptive([Self.column]), box("rest", nil, 5)])
        let result = try layout(root, width: 200)
        expectFrames(result, [
            "s": rect(0, 0, 200, 55), "a": rect(0, 0, 100, 20), "b": rect(0, 25, 150, 30), "rest": rect(200, 0, 0, 5),
        ])
    }

    @Test("width below: the root's width decides; without one the layout says so")
    func rootWidth() throws {
        let variant = StackVariant(when: .rootWidth(below: 250), axis: .vertical)
        let root = vstack([Self.adaptive([variant])])
        #expect(try layout(root, width: 249).variantChoices[1]?.variant == 0)
        #expect(try layout(root, width: 250).variantChoices[1]?.variant == nil)
        // Measured without a width, the condition of variant 0 of `s` (node 1) cannot be judged.
        #expect(throws: LayoutError(
            .unknownRootSize(property: .variant(0, .rootWidthCondition), dimension: .horizontal),
            node: NodeReference(index: 1, childPositions: [0], id: "s"))) { try fittingSize(root) }
    }

    @Test("right to left, the chosen arrangement is mirrored")
    func rightToLeft() throws {
        let result = try layout(Self.adaptive([Self.column]), width: 300, direction: .rightToLeft)
        expectFrames(result, ["a": rect(160, 0, 140, 20), "b": rect(0, 0, 150, 30)])
    }

    @Test("a session switching back and forth equals fresh layouts")
    func session() throws {
        let tree = try LayoutTree(hstack(alignment: .top, [Self.adaptive([Self.column]), box("rest", nil, 5)]))
        let environment = LayoutEnvironment(scale: 0)
        let session = LayoutSession(tree: tree, environment: environment, measurer: FixedMetricsTextMeasurer())
        for width in [300.0, 200, 300, 259, 260, 100] {
            let fresh = try StackLayoutEngine(environment: environment).layout(tree, width: width, measurer: FixedMetricsTextMeasurer())
            let reused = try session.layout(width: width)
            #expect(reused.frames == fresh.frames, "at \(width)")
            #expect(reused.variantChoices == fresh.variantChoices, "at \(width)")
        }
    }
}
