import Testing

@testable import StackLayout

/// Values that are finite but absurd: they used to overflow layout arithmetic to infinite or
/// NaN frames, or crash the text-fitting search.
@Suite struct ExtremeValueTests {
    /// The error building `node`'s tree throws, or `nil`.
    func treeError(_ node: LayoutNode) -> LayoutError? {
        do {
            _ = try LayoutTree(node)
            return nil
        } catch {
            return error
        }
    }

    @Test("lengths beyond a million points are refused, naming the node and the property")
    func hugeLengths() {
        // Two 1e308 boxes side by side summed to infinity, and the second box's frame became
        // (x: inf, width: nan).
        let wide = hstack([box("a", 1, 1), box("b", 1e308, 1)])
        // Box "b" is the root's second child: index 2, path root/1.
        #expect(treeError(wide) == LayoutError(
            .invalidValue(InvalidValue(property: .width, value: 1e308, requirement: .lengthRange(nonNegative: true))),
            node: NodeReference(index: 2, childPositions: [1], id: "b")))
        #expect(treeError(wide)?.description == "root/1 (id \"b\"): width is 1e+308; it must be a number of points from 0 to 1000000")
        let spaced = treeError(vstack(spacing: -1e300, [box(nil, 1, 1)]))
        #expect(spaced?.nodeIndex == 0)
        #expect(spaced?.reason
            == .invalidValue(InvalidValue(property: .spacing, value: -1e300, requirement: .lengthRange(nonNegative: false))))
        #expect(spaced?.description == "root: spacing is -1e+300; it must be a number of points from -1000000 to 1000000")
        var scaled = LayoutNode.box(width: .scaled(2e6, relativeTo: .body))
        scaled.id = "s"
        #expect(treeError(scaled) == LayoutError(
            .invalidValue(InvalidValue(property: .width, value: 2e6, requirement: .lengthRange(nonNegative: true))),
            node: NodeReference(index: 0, childPositions: [], id: "s")))
        // The bound itself is fine, negative spacing too.
        #expect(treeError(vstack(spacing: -1_000_000, [box(nil, 1_000_000, 1_000_000)])) == nil)
    }

    @Test("aspect ratios outside 1/1000 … 1000 are refused")
    func extremeAspectRatios() {
        // A ratio of 1e-300 made a box measured at 100 pt wide 1e302 tall, and its parent infinite.
        for ratio in [1e-300, 0.000_9, 1001] {
            var node = box(nil, 100, nil)
            node.aspectRatio = AspectRatio(ratio)
            #expect(treeError(node) == LayoutError(
                .invalidValue(InvalidValue(property: .aspectRatio, value: ratio, requirement: .aspectRatio)),
                node: NodeReference(index: 0, childPositions: [])))
            #expect(treeError(node)?.description.hasSuffix("; it must be a width-to-height ratio from 1/1000 to 1000") == true)
        }
        var node = box(nil, 100, nil)
        node.aspectRatio = AspectRatio(0.001)
        #expect(treeError(node) == nil)
    }

    @Test("the largest lengths of the largest kind of stack still give finite frames")
    func largestLengthsStayFinite() throws {
        // 200 boxes of 10⁶ points with spacing 10⁶ in each direction of nesting: sums of 4·10⁸,
        // far from overflow, at the largest scale documents accept.
        let row = hstack(spacing: 1_000_000, margins: DirectionalInsets(top: 1e6, leading: 1e6, bottom: 1e6, trailing: 1e6),
                         (0..<100).map { _ in box(nil, 1_000_000, 1_000_000) })
        let tree = try LayoutTree(vstack(spacing: 1_000_000, [row, row]))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: LayoutTree.maximumScale))
        let result = try engine.layout(tree, width: 1_000_000, measurer: FixedMetricsTextMeasurer())
        for frame in result.frames {
            #expect(frame.isFinite)
        }
    }

    @Test("fitting text at an absurd display scale picks a size instead of crashing", arguments: [1e300, .infinity])
    func fitAtAbsurdScale(scale: Double) throws {
        // The grid step was 1 / scale, so (max − min) / step overflowed Int and trapped. The step
        // is now at least 10⁻⁶ pt: 10⁴ / 10⁻⁶ = 10¹⁰ candidates, bisected in about 34 measurements.
        let fitted = TextFit(minimumSize: 0.0001, maximumSize: 10_000, check: .width).resolve(
            TextBlock("Hello world"), width: 110, height: nil, environment: LayoutEnvironment(scale: scale),
            measurer: FixedMetricsTextMeasurer())
        // "Hello world" is 5.5 em wide: at most 20 pt fits 110 pt; the grid lands within 10⁻⁶.
        #expect(fitted.fits)
        #expect(fitted.fontSize <= 20 && fitted.fontSize > 20 - 2e-6)
        #expect(fitted.measurementCount <= 40)
    }
}
