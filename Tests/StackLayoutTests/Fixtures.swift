import Testing

@testable import StackLayout

// Shared builders and assertions. Every expectation in this suite is worked out by hand from
// docs/layout-semantics.md and the documented metrics of FixedMetricsTextMeasurer:
// a narrow character is 0.5 em, a wide one 1 em, a line 1 em tall, first baseline 0.8 em.

/// A 10 pt font: narrow characters 5 pt, lines 10 pt, first baseline 8 pt.
let font10 = TextFont.fixed(family: "Fixed", size: 10, weight: .regular)
/// A 20 pt font: narrow characters 10 pt, lines 20 pt, first baseline 16 pt.
let font20 = TextFont.fixed(family: "Fixed", size: 20, weight: .regular)

func priorities(_ value: Double?) -> AxisPriorities? {
    value.map { AxisPriorities(LayoutPriority($0)) }
}

/// A box; `nil` makes a dimension flexible. Priorities apply to both axes.
func box(
    _ id: String? = nil, _ width: Double?, _ height: Double?,
    hugging: Double? = nil, resistance: Double = 750,
    hidden: Bool = false, spacingAfter: Double? = nil
) -> LayoutNode {
    LayoutNode(
        id: id, .box(Box(width: width.map(Length.points), height: height.map(Length.points))), isHidden: hidden,
        spacingAfter: spacingAfter.map(Length.points),
        contentHugging: priorities(hugging), compressionResistance: AxisPriorities(LayoutPriority(resistance)))
}

/// A text node, 10 pt by default.
func text(
    _ id: String? = nil, _ string: String, font: TextFont = font10, lines: Int = 1,
    hugging: Double? = nil, resistance: Double = 750, hidden: Bool = false, spacingAfter: Double? = nil
) -> LayoutNode {
    LayoutNode(
        id: id, .text(TextBlock(string, font: font, lines: lines)), isHidden: hidden, spacingAfter: spacingAfter.map(Length.points),
        contentHugging: priorities(hugging), compressionResistance: AxisPriorities(LayoutPriority(resistance)))
}

func stack(
    id: String? = nil, axis: LayoutAxis, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
    spacing: Double = 0, margins: DirectionalInsets = .zero, marginsRelative: Bool = true, baselineRelative: Bool = false,
    hugging: Double? = nil, resistance: Double = 750, hidden: Bool = false, spacingAfter: Double? = nil,
    _ children: [LayoutNode]
) -> LayoutNode {
    LayoutNode(
        id: id,
        .stack(
            Stack(
                axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins,
                isLayoutMarginsRelativeArrangement: marginsRelative, isBaselineRelativeArrangement: baselineRelative,
                children: children)),
        isHidden: hidden, spacingAfter: spacingAfter.map(Length.points), contentHugging: priorities(hugging),
        compressionResistance: AxisPriorities(LayoutPriority(resistance)))
}

func hstack(
    id: String? = nil, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
    spacing: Double = 0, margins: DirectionalInsets = .zero, marginsRelative: Bool = true,
    hugging: Double? = nil, resistance: Double = 750, hidden: Bool = false, spacingAfter: Double? = nil,
    _ children: [LayoutNode]
) -> LayoutNode {
    stack(
        id: id, axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins,
        marginsRelative: marginsRelative, hugging: hugging, resistance: resistance, hidden: hidden,
        spacingAfter: spacingAfter, children)
}

func vstack(
    id: String? = nil, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
    spacing: Double = 0, margins: DirectionalInsets = .zero, marginsRelative: Bool = true, baselineRelative: Bool = false,
    hugging: Double? = nil, resistance: Double = 750, hidden: Bool = false, spacingAfter: Double? = nil,
    _ children: [LayoutNode]
) -> LayoutNode {
    stack(
        id: id, axis: .vertical, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins,
        marginsRelative: marginsRelative, baselineRelative: baselineRelative, hugging: hugging,
        resistance: resistance, hidden: hidden, spacingAfter: spacingAfter, children)
}

/// Lays `root` out at `width` (and `height` when given) with the fixed-metrics measurer.
/// Scale 0 (exact frames) unless a test is about rounding.
func layout(
    _ root: LayoutNode, width: Double, height: Double? = nil,
    direction: ReadingDirection = .leftToRight, scale: Double = 0,
    category: TextSizeCategory = .large
) throws -> LayoutResult {
    let tree = try LayoutTree(root)
    let engine = StackLayoutEngine(
        environment: LayoutEnvironment(direction: direction, contentSizeCategory: category, scale: scale))
    return try engine.layout(tree, width: width, height: height, measurer: FixedMetricsTextMeasurer())
}

/// The root's fitting size for a proposal (`nil`: unspecified).
func fittingSize(
    _ root: LayoutNode, width: Double? = nil, height: Double? = nil, category: TextSizeCategory = .large
) throws -> Size {
    let tree = try LayoutTree(root)
    let engine = StackLayoutEngine(environment: LayoutEnvironment(contentSizeCategory: category, scale: 0))
    return try engine.measure(
        tree, proposal: ProposedSize(width: width, height: height), measurer: FixedMetricsTextMeasurer())
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// `frame` mirrored within bounds that start at x = 0 and are `width` wide.
func mirrored(_ frame: Rect, within width: Double) -> Rect {
    Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
}

/// Whether two lengths agree to within floating-point noise.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

/// Expects the frame of the node with `id` to be `expected` (to floating-point noise).
func expectFrame(
    _ result: LayoutResult, _ id: String, _ expected: Rect, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual = result.frame(of: id) else {
        Issue.record("no node with id \(id)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        close(actual, expected), "\(id): expected \(expected), got \(actual)\(comment.map { " — \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// Expects every listed frame.
func expectFrames(
    _ result: LayoutResult, _ expected: KeyValuePairs<String, Rect>, sourceLocation: SourceLocation = #_sourceLocation
) {
    for (id, frame) in expected {
        expectFrame(result, id, frame, sourceLocation: sourceLocation)
    }
}

func expectSize(
    _ actual: Size, _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        close(actual.width, width) && close(actual.height, height),
        "expected \(width)×\(height), got \(actual)", sourceLocation: sourceLocation)
}
