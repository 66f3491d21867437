import StackTestSupport
import ReferenceLayout
import StackLayout
import Testing

/// Properties that hold for every tree, each checked for the tree (and widths, scales,
/// directions) that one seed picks through ``TreeGenerator``; text is measured with
/// ``FixedMetricsTextMeasurer``. ``LayoutPropertyTests`` sweeps fixed seeds (every run checks
/// the same trees); ``RandomPropertyTests`` draws random seeds through swift-property-based,
/// which shrinks a failure to the smallest seed it can find. Failures name the seed.
///
/// Every property also compares each layout it makes with the reference engine's, frame by
/// frame (``EngineComparison``, judged by ``ReferenceExpectations``), adding what it compared
/// to `reference` for the test's totals.
enum LayoutProperties {
    static let tolerance = 1e-6
    static let measurer = FixedMetricsTextMeasurer()

    /// Trees whose stacks keep their children apart and inside: no negative spacing, no
    /// baseline alignment (it lets children stand out across the axis), no offsets.
    static var tidy: TreeGenerator {
        var options = TreeGenerator.Options()
        options.negativeSpacing = false
        options.baselines = false
        return TreeGenerator(options: options)
    }

    static func isFinite(_ frame: Rect) -> Bool {
        frame.isFinite && frame.width >= 0 && frame.height >= 0
    }

    /// The root's children that take part in layout.
    static func visibleChildren(of result: LayoutResult) -> [Int] {
        result.tree.children(of: 0).filter { !result.tree.isHidden(at: $0) }
    }

    /// Frames are finite and not negative in size, whatever the tree, width, scale and
    /// direction. Returns whether the tree laid out (a cycle or a missing root height is an
    /// error, not a crash).
    @discardableResult
    static func framesAreFinite(seed: UInt64, reference: inout EngineComparison) -> Bool {
        var options = TreeGenerator.Options()
        options.proportions = true
        var choices = SeededChoices(seed: seed)
        let root = TreeGenerator(options: options).node(&choices)
        guard let tree = try? LayoutTree(root) else { return false }
        let engine = StackLayoutEngine(environment: LayoutEnvironment(
            direction: choices.pick(ReadingDirection.allCases), contentSizeCategory: choices.pick(TextSizeCategory.allCases),
            scale: choices.pick([0, 1, 2, 3])))
        let width = choices.pick([0, 1, 320, 375, 1024.5])
        let height: Double? = choices.pick([nil, 0, 500])
        let comparison = EngineComparison.layout(
            root, environment: engine.environment, width: width, height: height, measurer: Self.measurer)
        ReferenceExpectations.record(comparison, "seed \(seed)", into: &reference)
        guard let result = try? engine.layout(tree, width: width, height: height, measurer: Self.measurer) else { return false }
        for (index, frame) in result.frames.enumerated() {
            #expect(Self.isFinite(frame), "seed \(seed): node \(index) has frame \(frame)")
        }
        return true
    }

    /// A stack whose content fits keeps its children apart and inside its bounds.
    static func childrenDoNotOverlap(seed: UInt64, reference: inout EngineComparison) throws {
        var choices = SeededChoices(seed: seed)
        let root = Self.tidy.stack(&choices, depth: 0)
        guard case .stack(let stack) = root.content else { return }
        let tree = try LayoutTree(root)
        let scale = choices.pick([0.0, 1, 2, 3])
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: scale))
        // At least its natural width, and its natural height at that width: the content fits.
        let natural = try engine.measure(tree, proposal: .unspecified, measurer: Self.measurer)
        let width = natural.width + choices.pick([0, 0.5, 10, 100])
        let result = try engine.layout(tree, width: width, measurer: Self.measurer)
        var comparison = EngineComparison.measure(
            root, environment: engine.environment, proposal: .unspecified, measurer: Self.measurer)
        comparison.add(.layout(root, environment: engine.environment, width: width, height: nil, measurer: Self.measurer))
        ReferenceExpectations.record(comparison, "seed \(seed)", into: &reference)
        let bounds = result.bounds
        let axis = stack.axis
        var previous: Rect?
        for child in Self.visibleChildren(of: result) {
            let frame = result.frames[child]
            #expect(frame.minX >= bounds.minX - Self.tolerance && frame.maxX <= bounds.maxX + Self.tolerance
                    && frame.minY >= bounds.minY - Self.tolerance && frame.maxY <= bounds.maxY + Self.tolerance,
                    "seed \(seed): child \(child) at \(frame) leaves the stack's bounds \(bounds)")
            if let previous {
                let apart = axis == .horizontal
                    ? previous.maxX <= frame.minX + Self.tolerance : previous.maxY <= frame.minY + Self.tolerance
                #expect(apart, "seed \(seed): child \(child) at \(frame) overlaps the one before, at \(previous)")
            }
            previous = frame
        }
    }

    /// A flow keeps its children inside its width and its height, one line below the other and,
    /// within a line, apart, at any width, scale and direction (an item wider than the line is
    /// narrowed to it).
    static func flowKeepsChildrenInsideAndApart(seed: UInt64) throws {
        var choices = SeededChoices(seed: seed)
        let tree = try LayoutTree(TreeGenerator().flow(&choices, depth: 0))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(
            direction: choices.pick(ReadingDirection.allCases), scale: choices.pick([0.0, 1, 2, 3])))
        let natural = try engine.measure(tree, proposal: .unspecified, measurer: Self.measurer).width
        let width = choices.pick([0, 1, 40, 120, 320, natural, natural + 0.5])
        let result = try engine.layout(tree, width: width, measurer: Self.measurer)
        let bounds = result.bounds
        let children = Self.visibleChildren(of: result)
        let arrangement = try #require(result.details(of: 0, for: FlowLayout.self), "seed \(seed)")
        #expect(arrangement.frames.count == children.count, "seed \(seed)")
        var previousLineBottom = -Double.infinity
        for line in arrangement.lines {
            var lineBottom = -Double.infinity
            for (position, item) in line.items.enumerated() {
                let frame = result.frames[children[item]]
                #expect(frame.minX >= bounds.minX - Self.tolerance && frame.maxX <= bounds.maxX + Self.tolerance
                        && frame.minY >= bounds.minY - Self.tolerance && frame.maxY <= bounds.maxY + Self.tolerance,
                        "seed \(seed): child \(children[item]) at \(frame) leaves the flow's bounds \(bounds)")
                #expect(frame.minY >= previousLineBottom - Self.tolerance,
                        "seed \(seed): child \(children[item]) at \(frame) overlaps the line above")
                if position > 0 {
                    let before = result.frames[children[item - 1]]
                    let apart = result.environment.direction == .leftToRight
                        ? before.maxX <= frame.minX + Self.tolerance : frame.maxX <= before.minX + Self.tolerance
                    #expect(apart, "seed \(seed): child \(children[item]) at \(frame) overlaps its neighbour at \(before)")
                }
                lineBottom = max(lineBottom, frame.maxY)
            }
            previousLineBottom = lineBottom
        }
    }

    /// Right to left is left to right mirrored, exactly.
    static func rightToLeftIsMirrored(seed: UInt64, reference: inout EngineComparison) throws {
        var options = TreeGenerator.Options()
        options.proportions = true
        var choices = SeededChoices(seed: seed)
        let root = TreeGenerator(options: options).node(&choices)
        guard let tree = try? LayoutTree(root) else { return }
        let scale = choices.pick([0.0, 1, 2, 3])
        let width = choices.pick([1.0, 320, 375, 1000])
        for direction in ReadingDirection.allCases {
            let comparison = EngineComparison.layout(
                root, environment: LayoutEnvironment(direction: direction, scale: scale), width: width, height: nil,
                measurer: Self.measurer)
            ReferenceExpectations.record(comparison, "seed \(seed), \(direction)", into: &reference)
        }
        func layout(_ direction: ReadingDirection) -> LayoutResult? {
            try? StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: scale))
                .layout(tree, width: width, measurer: Self.measurer)
        }
        guard let ltr = layout(.leftToRight), let rtl = layout(.rightToLeft) else { return }
        #expect(rtl.bounds == ltr.bounds)
        let axisSum = ltr.bounds.minX + ltr.bounds.maxX
        for index in ltr.frames.indices {
            let mirrored = Rect(x: axisSum - ltr.frames[index].maxX, y: ltr.frames[index].minY,
                                width: ltr.frames[index].width, height: ltr.frames[index].height)
            #expect(rtl.frames[index] == mirrored, "seed \(seed): node \(index)")
        }
    }

    /// Laying out twice, or through a cache, gives identical frames.
    static func layoutIsDeterministic(seed: UInt64, reference: inout EngineComparison) throws {
        var options = TreeGenerator.Options()
        options.proportions = true
        var choices = SeededChoices(seed: seed)
        let root = TreeGenerator(options: options).node(&choices)
        guard let tree = try? LayoutTree(root) else { return }
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: choices.pick([0.0, 3])))
        let width = choices.pick([1.0, 375, 1000])
        let comparison = EngineComparison.layout(
            root, environment: engine.environment, width: width, height: nil, measurer: Self.measurer)
        ReferenceExpectations.record(comparison, "seed \(seed)", into: &reference)
        guard let first = try? engine.layout(tree, width: width, measurer: Self.measurer) else { return }
        let second = try engine.layout(tree, width: width, measurer: Self.measurer)
        let cached = try engine.layout(tree, width: width, measurer: CachedTextMeasurer(Self.measurer))
        #expect(second.frames == first.frames, "seed \(seed)")
        #expect(cached.frames == first.frames, "seed \(seed)")
    }

    /// Measuring, then placing at the measured size, agrees with layout and never overflows.
    static func measureThenPlace(seed: UInt64, reference: inout EngineComparison) throws {
        var choices = SeededChoices(seed: seed)
        let root = Self.tidy.stack(&choices, depth: 0)
        let tree = try LayoutTree(root)
        let scale = choices.pick([0.0, 1, 3])
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: scale))
        let natural = try engine.measure(tree, proposal: .unspecified, measurer: Self.measurer)
        let width = natural.width + choices.pick([0, 3.25, 50])
        let size = try engine.measure(tree, proposal: ProposedSize(width: width, height: nil), measurer: Self.measurer)
        var comparison = EngineComparison()
        for proposal in [ProposedSize.unspecified, ProposedSize(width: width, height: nil)] {
            comparison.add(.measure(root, environment: engine.environment, proposal: proposal, measurer: Self.measurer))
        }
        comparison.add(.place(root, environment: engine.environment, in: Rect(origin: .zero, size: size), measurer: Self.measurer))
        comparison.add(.layout(root, environment: engine.environment, width: width, height: nil, measurer: Self.measurer))
        ReferenceExpectations.record(comparison, "seed \(seed)", into: &reference)
        #expect(size.width == width)
        let placed = try engine.place(tree, in: Rect(origin: .zero, size: size), measurer: Self.measurer)
        let laidOut = try engine.layout(tree, width: width, measurer: Self.measurer)
        // Layout rounds its bounds to device pixels, as placing does; measuring does not.
        #expect(placed.bounds == laidOut.bounds, "seed \(seed)")
        if scale == 0 { #expect(laidOut.size == size, "seed \(seed)") }
        #expect(placed.frames == laidOut.frames, "seed \(seed)")
        for child in Self.visibleChildren(of: placed) {
            let frame = placed.frames[child]
            #expect(frame.maxX <= placed.bounds.maxX + Self.tolerance && frame.maxY <= placed.bounds.maxY + Self.tolerance
                    && frame.minX >= -Self.tolerance && frame.minY >= -Self.tolerance,
                    "seed \(seed): child \(child) at \(frame) overflows \(placed.bounds)")
        }
    }

    /// The production engine lays out, measures and places exactly as the reference engine
    /// does (``EngineComparison``): trees of every kind (proportions, hidden nodes, lists,
    /// fitting text, baselines, negative spacing), both directions, every content size, scales
    /// 0, 1, 1.5, 2 and 3, widths from 0 and heights given or not.
    static func matchesReference(seed: UInt64, reference: inout EngineComparison) {
        var choices = SeededChoices(seed: seed)
        var options = TreeGenerator.Options()
        options.proportions = choices.bool()
        options.maximumDepth = choices.int(in: 1...6)
        options.maximumChildren = choices.int(in: 0...7)
        let root = TreeGenerator(options: options).node(&choices)
        let environment = LayoutEnvironment(
            direction: choices.pick(ReadingDirection.allCases), contentSizeCategory: choices.pick(TextSizeCategory.allCases),
            scale: choices.pick([0, 1, 1.5, 2, 3]))
        let width = choices.pick([0, 1, 44.5, 320, 375, 1024.5])
        let height: Double? = choices.pick([nil, 0, 300, 812])
        var comparison = EngineComparison.layout(root, environment: environment, width: width, height: height, measurer: Self.measurer)
        for proposal in [ProposedSize.unspecified, ProposedSize(width: width, height: height)] {
            comparison.add(.measure(root, environment: environment, proposal: proposal, measurer: Self.measurer))
        }
        comparison.add(.place(
            root, environment: environment, in: Rect(x: 10, y: 5, width: width, height: height ?? 600), measurer: Self.measurer))
        ReferenceExpectations.record(comparison, "seed \(seed)", into: &reference)
    }

    /// Every overlay keeps its visible children inside its frame, whatever width and height it
    /// gets (children are capped at it; a tidy tree has no offsets to move them out). Returns
    /// how many overlays it checked.
    @discardableResult
    static func overlayChildrenInside(seed: UInt64) throws -> Int {
        var choices = SeededChoices(seed: seed)
        let tree = try LayoutTree(Self.tidy.overlay(&choices, depth: 0))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(
            direction: choices.pick(ReadingDirection.allCases), scale: choices.pick([0.0, 1, 2, 3])))
        let width = choices.pick([0, 1, 44.5, 320, 1000])
        let height: Double? = choices.pick([nil, 0, 30, 500])
        let result = try engine.layout(tree, width: width, height: height, measurer: Self.measurer)
        var checked = 0
        for overlay in tree.indices where tree.containerLayout(at: overlay) is Overlay && !tree.isHidden(at: overlay) {
            checked += 1
            let bounds = result.frames[overlay]
            for child in tree.children(of: overlay) where !tree.isHidden(at: child) {
                let frame = result.frames[child]
                #expect(frame.minX >= bounds.minX - Self.tolerance && frame.maxX <= bounds.maxX + Self.tolerance
                        && frame.minY >= bounds.minY - Self.tolerance && frame.maxY <= bounds.maxY + Self.tolerance,
                        "seed \(seed): child \(child) at \(frame) leaves its overlay's frame \(bounds)")
            }
        }
        return checked
    }

    /// More width never makes a fitting text smaller. (The reference engine fits text with the
    /// same public ``TextFit`` search, so the comparison here checks what surrounds it: the text
    /// as the root, laid out at each width, is as tall in both engines.)
    static func fittingTextGrowsWithWidth(seed: UInt64, reference: inout EngineComparison) {
        var choices = SeededChoices(seed: seed)
        let minimum = choices.pick([2.0, 8, 12.5])
        let fit = TextFit(minimumSize: minimum, maximumSize: minimum + choices.pick([0, 1, 20, 60]),
                          check: choices.pick([.width, .both]))
        let text = TextBlock(choices.pick(TreeGenerator.strings), font: .style(choices.pick(TextStyle.allCases)),
                        lines: choices.int(in: 0...3), fit: fit)
        let environment = LayoutEnvironment(scale: choices.pick([0.0, 1, 2, 3]))
        let height: Double? = fit.check == .both ? choices.pick([nil, 30, 200]) : nil
        var previous: FittedText?
        for width in [1.0, 20, 60, 100, 160, 240, 320, 480, 1000] {
            let comparison = EngineComparison.layout(
                LayoutNode(.text(text)), environment: environment, width: width, height: height, measurer: Self.measurer)
            ReferenceExpectations.record(comparison, "seed \(seed), width \(width)", into: &reference)
            let fitted = fit.resolve(text, width: width, height: height, environment: environment, measurer: Self.measurer)
            #expect(fitted.fontSize >= fit.minimumSize && fitted.fontSize <= fit.maximumSize)
            if let previous {
                #expect(fitted.fontSize >= previous.fontSize,
                        "seed \(seed): \(fitted.fontSize) pt at \(width) pt wide, \(previous.fontSize) pt when narrower")
                #expect(fitted.fits || !previous.fits, "seed \(seed): fits when narrower but not at \(width) pt")
            }
            previous = fitted
        }
    }
}
