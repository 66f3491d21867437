// Random node trees for the property tests, the engine fuzzer and the model-stack fuzz check
// (Fuzzing/Sources/EngineFuzzer, Fuzzing/Sources/ModelFuzzer and Tests/ModelStackTests/Fuzzing
// link this file, with Choices.swift). Public API of StackLayout only.
import StackLayout

/// Builds random trees: stacks of every distribution and alignment, lists, flows, overlays, boxes, texts
/// with fixed fonts or text styles, spacing, margins, priorities, hidden children and, when
/// allowed, proportional lengths, aspect ratios, offsets and fitting text.
public struct TreeGenerator {
    /// What the trees may contain.
    public struct Options {
        public var maximumDepth = 4
        public var maximumChildren = 5
        /// Negative spacing (children overlap).
        public var negativeSpacing = true
        /// Baseline alignments (children may stand out of the stack across its axis).
        public var baselines = true
        /// Fractions of the container and root, scaled lengths, aspect ratios and offsets.
        public var proportions = false
        /// Text that fits its frame.
        public var fitting = true
        /// Hidden nodes.
        public var hidden = true
        /// Lists (``AnchoredList``), whose children may run past their frame.
        public var lists = true
        /// Adaptive stacks (``StackVariant``), switching by width, content size or root width.
        public var variants = true
        /// Flows (``FlowLayout``), whose lines may run past a frame shorter than they need.
        public var flows = true
        /// Overlays (``Overlay``), with children aligned by the overlay or by themselves.
        public var overlays = true

        public init() {}
    }

    public var options = Options()

    public init(options: Options = Options()) { self.options = options }

    public static let strings = [
        "", "Hi", "Hello world", "Open in Safari", "Zu Favoriten hinzufügen", "日本語のテキスト", "مرحبا بالعالم",
        "a b c d e f g h i j", "Supercalifragilisticexpialidocious", "Line one\nLine two", " spaced  out ",
    ]

    public func node(_ choices: inout some Choices, depth: Int = 0) -> LayoutNode {
        let kind = depth >= options.maximumDepth ? choices.int(in: 0...1) : choices.int(in: 0...3)
        var node: LayoutNode
        switch kind {
        case 0: node = box(&choices)
        case 1: node = text(&choices)
        // One in five of the nodes that could hold children (kind 2 of 2 and 3) is an overlay.
        case 2 where options.overlays && choices.bool(40): node = overlay(&choices, depth: depth)
        default:
            if options.lists && choices.bool(15) {
                node = list(&choices, depth: depth)
            } else if options.flows && choices.bool(15) {
                node = flow(&choices, depth: depth)
            } else {
                node = stack(&choices, depth: depth)
            }
        }
        if options.hidden && choices.bool(10) { node.isHidden = true }
        if choices.bool(20) { node.spacingAfter = .points(spacing(&choices)) }
        if choices.bool(30) {
            node.contentHugging = AxisPriorities(
                horizontal: LayoutPriority(choices.pick([1, 250, 251, 500, 750, 1000])),
                vertical: LayoutPriority(choices.pick([1, 250, 251, 750])))
        }
        if choices.bool(30) {
            node.compressionResistance = AxisPriorities(
                horizontal: LayoutPriority(choices.pick([1, 250, 749, 750, 751, 1000])),
                vertical: LayoutPriority(choices.pick([250, 750, 1000])))
        }
        if options.proportions && choices.bool(10) {
            node.aspectRatio = AspectRatio(choices.pick([0.5, 1, 16.0 / 9]), mode: choices.pick([.fit, .fill]))
        }
        if options.proportions && choices.bool(10) {
            node.offset = CenterOffset(x: choices.double(-0.2...0.2, steps: 4), y: choices.double(-0.2...0.2, steps: 4))
        }
        return node
    }

    public func spacing(_ choices: inout some Choices) -> Double {
        let values: [Double] = options.negativeSpacing ? [0, 0, 4, 8.5, 16, -6, -30] : [0, 0, 4, 8.5, 16, 1.0 / 3]
        return choices.pick(values)
    }

    public func length(_ choices: inout some Choices, axis: LayoutAxis) -> Length? {
        switch choices.int(in: 0...9) {
        case 0...2: return nil
        case 3 where options.proportions: return .container(choices.double(0...1, steps: 8))
        case 4 where options.proportions: return .root(choices.double(0...0.5, steps: 8), of: .horizontal)
        case 5 where options.proportions: return .scaled(choices.double(0...60, steps: 12), relativeTo: .body)
        default: return .points(choices.pick([0, 1, 10, 33.3, 44, 60, 120, 400]))
        }
    }

    public func box(_ choices: inout some Choices) -> LayoutNode {
        LayoutNode(.box(Box(width: length(&choices, axis: .horizontal), height: length(&choices, axis: .vertical))))
    }

    public func text(_ choices: inout some Choices) -> LayoutNode {
        let font: TextFont =
            choices.bool()
            ? .style(choices.pick(TextStyle.allCases))
            : .fixed(family: "Fixed", size: choices.pick([1, 8, 10, 17, 34]), weight: .regular)
        var text = TextBlock(choices.pick(Self.strings), font: font, lines: choices.int(in: 0...3))
        if options.fitting && choices.bool(15) {
            let minimum = choices.pick([4.0, 8, 12])
            text.fit = TextFit(minimumSize: minimum, maximumSize: minimum + choices.pick([0, 10, 40]),
                               check: choices.pick([.width, .both]))
        }
        return LayoutNode(.text(text))
    }

    public func list(_ choices: inout some Choices, depth: Int) -> LayoutNode {
        let count = choices.int(in: 0...options.maximumChildren)
        var children: [LayoutNode] = []
        for _ in 0..<count { children.append(node(&choices, depth: depth + 1)) }
        let spacing = choices.pick([0, 0, 4, 8.5, 1.0 / 3])
        return LayoutNode(.list(AnchoredList(
            spacing: .points(spacing), anchor: choices.bool() ? .top : .bottom, children: children)))
    }

    public func stack(_ choices: inout some Choices, depth: Int) -> LayoutNode {
        let axis: LayoutAxis = choices.bool() ? .horizontal : .vertical
        var alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]
        if options.baselines && axis == .horizontal { alignments += [.firstBaseline, .lastBaseline] }
        let margins = choices.bool(30)
            ? DirectionalInsets(top: choices.pick([0, 4, 16]), leading: choices.pick([0, 8]), bottom: choices.pick([0, 2]),
                         trailing: choices.pick([0, 16, 20]))
            : .zero
        let count = choices.int(in: 0...options.maximumChildren)
        var children: [LayoutNode] = []
        for _ in 0..<count { children.append(node(&choices, depth: depth + 1)) }
        return LayoutNode(.stack(Stack(
            axis: axis, distribution: choices.pick(StackDistribution.allCases), alignment: choices.pick(alignments),
            spacing: spacing(&choices), margins: margins, isLayoutMarginsRelativeArrangement: choices.bool(80),
            isBaselineRelativeArrangement: axis == .vertical && options.baselines && choices.bool(10),
            variants: options.variants && choices.bool(15) ? variants(&choices, axis: axis) : [],
            children: children)))
    }

    /// One or two variants of an adaptive stack: each condition, the axis turned and maybe
    /// another distribution and spacing.
    public func variants(_ choices: inout some Choices, axis: LayoutAxis) -> [StackVariant] {
        (0..<choices.int(in: 1...2)).map { _ in
            // A condition on the root width, like a proportional length, needs the root size.
            var conditions = [StackVariant.Condition.doesNotFit, .accessibility, .contentSize(atLeast: .extraLarge)]
            if options.proportions { conditions.append(.rootWidth(below: choices.pick([200, 375, 800]))) }
            let condition = choices.pick(conditions)
            return StackVariant(
                when: condition, axis: choices.bool() ? (axis == .horizontal ? .vertical : .horizontal) : nil,
                distribution: choices.bool(30) ? choices.pick(StackDistribution.allCases) : nil,
                spacing: choices.bool(30) ? .points(choices.pick([0, 4, 12])) : nil)
        }
    }

    public func flow(_ choices: inout some Choices, depth: Int) -> LayoutNode {
        let count = choices.int(in: 0...options.maximumChildren)
        var children: [LayoutNode] = []
        for _ in 0..<count { children.append(node(&choices, depth: depth + 1)) }
        // Every line alignment keeps the items inside their line, baselines included.
        let layout = FlowLayout(
            spacing: choices.pick([0, 4, 8.5, 1.0 / 3]), lineSpacing: choices.pick([0, 2, 8, 1.0 / 3]),
            alignment: choices.pick(FlowAlignment.allCases), lineAlignment: choices.pick(FlowLineAlignment.allCases))
        return LayoutNode.container(layout, children: children)
    }

    public func overlay(_ choices: inout some Choices, depth: Int) -> LayoutNode {
        let count = choices.int(in: 0...options.maximumChildren)
        var children: [LayoutNode] = []
        for _ in 0..<count {
            var child = node(&choices, depth: depth + 1)
            if choices.bool(30) { child.overlayAlignment = choices.pick(OverlayAlignment.allCases) }
            children.append(child)
        }
        return .overlay(alignment: choices.pick(OverlayAlignment.allCases), children)
    }
}
