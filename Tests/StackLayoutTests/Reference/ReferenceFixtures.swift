import ReferenceLayout
import StackLayout
import Testing

// Builders for the reference engine's own tests (the node builders of Fixtures.swift serve
// both engines). Expected frames are listed for every node, in pre-order (the root first, then
// each child's subtree), so the tests check the node numbering too.

/// The reference engine's layout of `root` at `width` (and `height` when given), with the
/// fixed-metrics measurer; scale 0 (exact frames) unless a test is about rounding.
func referenceLayout(
    _ root: LayoutNode, width: Double, height: Double? = nil, direction: ReadingDirection = .leftToRight,
    scale: Double = 0, category: TextSizeCategory = .large
) throws -> ReferenceLayoutResult {
    try ReferenceLayoutEngine(environment: LayoutEnvironment(direction: direction, contentSizeCategory: category, scale: scale))
        .layout(root, width: width, height: height, measurer: FixedMetricsTextMeasurer())
}

/// The reference engine's fitting size for a proposal (`nil`: unspecified).
func referenceSize(_ root: LayoutNode, width: Double? = nil, height: Double? = nil) throws -> Size {
    try ReferenceLayoutEngine(environment: LayoutEnvironment(scale: 0))
        .measure(root, proposal: ProposedSize(width: width, height: height), measurer: FixedMetricsTextMeasurer())
}

/// Expects every frame, by node number, to floating-point noise.
func expectFrames(_ actual: [Rect], _ expected: [Rect], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation)
    for (index, (frame, expectedFrame)) in zip(actual, expected).enumerated() {
        #expect(close(frame, expectedFrame), "node \(index): expected \(expectedFrame), got \(frame)", sourceLocation: sourceLocation)
    }
}
