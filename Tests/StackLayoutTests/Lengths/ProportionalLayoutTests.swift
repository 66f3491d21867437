import StackLayout
import Testing

/// One screen specified once in proportions, laid out at the point sizes of iPhones and iPads.
@Suite("Proportional layout")
struct ProportionalLayoutTests {
    /// Portrait point sizes: iPhone SE (1st), SE (3rd), 13 mini, 15, 15 Pro, 11, 15 Pro Max;
    /// iPad mini (6th), iPad (10th), iPad Pro 11", iPad Pro 12.9". Phones are compact width,
    /// iPads regular width.
    static let devices: [(name: String, width: Double, height: Double)] = [
        ("iPhone SE 1st", 320, 568), ("iPhone SE 3rd", 375, 667), ("iPhone 13 mini", 375, 812),
        ("iPhone 15", 390, 844), ("iPhone 15 Pro", 393, 852), ("iPhone 11", 414, 896),
        ("iPhone 15 Pro Max", 430, 932), ("iPad mini", 744, 1133), ("iPad 10th", 820, 1180),
        ("iPad Pro 11", 834, 1194), ("iPad Pro 12.9", 1024, 1366),
    ]

    /// margins 5 % of the screen on every side (the root stack's own width and height),
    /// spacing 2 % of its height; a header 10 % of the root height; a 16:9 hero as wide as the
    /// content; a title whose font is 5 % of the root height; a flexible footer taking the rest.
    static let screen = LayoutNode.stack(Stack(
        axis: .vertical, spacing: .container(0.02),
        margins: LengthInsets(all: .container(0.05)),
        children: [
            .box(id: "header", height: .root(0.1, of: .vertical)),
            LayoutNode(id: "hero", .box(Box())).withAspect(AspectRatio(16.0 / 9)),
            .text(id: "title", "Hello", font: .sized(family: "Sans", size: .root(0.05, of: .vertical), weight: .regular)),
            .box(id: "footer"),
        ]))

    @Test("frames at every device size match the proportions", arguments: devices)
    func deviceFrames(device: (name: String, width: Double, height: Double)) throws {
        let (W, H) = (device.width, device.height)
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(Self.screen), width: W, height: H, measurer: FixedMetricsTextMeasurer())
        func expect(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            let frame = result.frame(of: id)!
            let close = abs(frame.minX - x) < 1e-9 && abs(frame.minY - y) < 1e-9
                && abs(frame.width - w) < 1e-9 && abs(frame.height - h) < 1e-9
            #expect(close, "\(device.name) \(id): \(frame) ≠ (\(x), \(y), \(w), \(h))")
        }
        // Content: x 0.05 W, width 0.9 W; top 0.05 H; gaps 0.02 H.
        expect("header", 0.05 * W, 0.05 * H, 0.9 * W, 0.1 * H)
        // Hero: 0.9 W wide, so 0.9 W · 9/16 tall, below the header and a gap.
        let heroY = 0.05 * H + 0.1 * H + 0.02 * H
        expect("hero", 0.05 * W, heroY, 0.9 * W, 0.9 * W * 9 / 16)
        // Title: font 0.05 H, one line of 1 em (fixed metrics), full content width.
        let titleY = heroY + 0.9 * W * 9 / 16 + 0.02 * H
        expect("title", 0.05 * W, titleY, 0.9 * W, 0.05 * H)
        // Footer: from below the title to the bottom margin (0.95 H).
        let footerY = titleY + 0.05 * H + 0.02 * H
        expect("footer", 0.05 * W, footerY, 0.9 * W, 0.95 * H - footerY)
    }

    @Test("breakpoints switch exactly at the threshold")
    func breakpoints() throws {
        let node = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, children: [
            .box(id: "b", width: .byWidth(.compactRegular(compact: 12, regular: 20)), height: 10),
            .box(id: "c", width: .byWidth(WidthBreakpoints([(0, 1), (400, 2), (800, 3)])), height: 10),
        ]))
        let tree = try LayoutTree(node)
        func widths(_ rootWidth: Double) throws -> (Double, Double) {
            let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
                .layout(tree, width: rootWidth, measurer: FixedMetricsTextMeasurer())
            return (result.frame(of: "b")!.width, result.frame(of: "c")!.width)
        }
        #expect(try widths(599.999) == (12, 2))
        #expect(try widths(600) == (20, 2))
        #expect(try widths(399.5) == (12, 1))
        #expect(try widths(400) == (12, 2))
        #expect(try widths(800) == (20, 3))
    }

    @Test("aspect ratio fit and fill in a frame of another shape")
    func aspectFitFill() throws {
        func frame(_ mode: AspectRatio.Mode, _ width: Double, _ height: Double) throws -> Rect {
            let node = LayoutNode(id: "a", .box(Box())).withAspect(AspectRatio(2, mode: mode))
            return try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
                .layout(LayoutTree(node), width: width, height: height, measurer: FixedMetricsTextMeasurer())
                .frame(of: "a")!
        }
        // 300 × 100 is wider than 2:1: fit is as tall as the frame (200 × 100, centred at x 50);
        // fill is as wide (300 × 150, centred at y -25).
        #expect(try frame(.fit, 300, 100) == Rect(x: 50, y: 0, width: 200, height: 100))
        #expect(try frame(.fill, 300, 100) == Rect(x: 0, y: -25, width: 300, height: 150))
        // 100 × 100 is narrower: fit 100 × 50 at y 25; fill 200 × 100 at x -50.
        #expect(try frame(.fit, 100, 100) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(try frame(.fill, 100, 100) == Rect(x: -50, y: 0, width: 200, height: 100))
        // Measured at a width without a height, the ratio gives the height: 300 / 2.
        let measured = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0)).layout(
            LayoutTree(LayoutNode(id: "a", .box(Box())).withAspect(AspectRatio(2))), width: 300,
            measurer: FixedMetricsTextMeasurer())
        #expect(measured.size == Size(width: 300, height: 150))
    }

    @Test("scaled lengths follow the text size as UIFontMetrics does")
    func scaledLengths() throws {
        let node = LayoutNode.stack(Stack(axis: .vertical, spacing: .scaled(8, relativeTo: .body), children: [
            .box(id: "a", height: 10), .box(id: "b", height: 10),
        ]))
        for (category, expected) in [(TextSizeCategory.large, 8.0), (.extraSmall, 8 * 14.0 / 17),
                                     (.accessibilityExtraExtraExtraLarge, 8 * 53.0 / 17)] {
            let result = try StackLayoutEngine(environment: LayoutEnvironment(contentSizeCategory: category, scale: 0))
                .layout(LayoutTree(node), width: 100, measurer: FixedMetricsTextMeasurer())
            // b starts one gap below a's 10 pt: gap = 8 × body(category) / 17.
            #expect(abs(result.frame(of: "b")!.minY - (10 + expected)) < 1e-12, "\(category)")
        }
    }

    @Test("centre offsets move a node by a fraction of its container")
    func centreOffset() throws {
        var moved = LayoutNode.box(id: "m", width: 20, height: 20)
        moved.offset = CenterOffset(x: 0.1, y: -0.25)
        let node = LayoutNode.stack(Stack(axis: .vertical, alignment: .center, children: [moved]))
        let ltr = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(node), width: 200, height: 80, measurer: FixedMetricsTextMeasurer())
        // Centred at x 90, shifted by 0.1 × 200 = 20 → 110; the only child of a fill stack
        // 80 tall, it is stretched to 80 at y 0, then shifted by -0.25 × 80 = -20.
        #expect(ltr.frame(of: "m") == Rect(x: 110, y: -20, width: 20, height: 80))
        // Right to left the shift goes towards the trailing (left) side: mirror of 110…130.
        let rtl = try StackLayoutEngine(environment: LayoutEnvironment(direction: .rightToLeft, scale: 0))
            .layout(LayoutTree(node), width: 200, height: 80, measurer: FixedMetricsTextMeasurer())
        #expect(rtl.frame(of: "m") == Rect(x: 70, y: -20, width: 20, height: 80))
    }

    @Test("a fraction of a container that hugs its content is a cycle, named")
    func cycles() throws {
        // The inner row hugs its children (leading alignment gives it its natural width), and
        // its child is half of that width.
        let node = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, children: [
            .stack(id: "row", Stack(axis: .horizontal, children: [.box(id: "half", width: .container(0.5), height: 10)])),
        ]))
        #expect(throws: LayoutError.self) {
            try StackLayoutEngine().layout(LayoutTree(node), width: 300, measurer: FixedMetricsTextMeasurer())
        }
        do {
            _ = try StackLayoutEngine().layout(LayoutTree(node), width: 300, measurer: FixedMetricsTextMeasurer())
        } catch {
            // root 0, row 1, half 2.
            #expect(error == LayoutError(
                .cycle(property: .width, length: .container(0.5)), node: NodeReference(index: 2, childPositions: [0, 0], id: "half")))
            #expect(error.description.hasPrefix("root/0/0 (id \"half\"): width is 50.0 % of the container"))
            #expect(error.description.contains("a cycle"))
        }
        // A vertical stack whose height is its content's cannot have spacing that is a fraction of it.
        let spaced = LayoutNode.stack(Stack(axis: .vertical, spacing: .container(0.1), children: [.box(height: 10), .box(height: 10)]))
        do {
            _ = try StackLayoutEngine().layout(LayoutTree(spaced), width: 300, measurer: FixedMetricsTextMeasurer())
            Issue.record("expected a cycle")
        } catch {
            #expect(error == LayoutError(.cycle(property: .spacing, length: .container(0.1)), node: NodeReference(index: 0, childPositions: [])))
        }
        // With a height, the same stack is fine: 10 % of 200 = 20 between the boxes. Fill gives
        // the spare 200 − 10 − 20 − 10 = 160 to the first box (a hugging tie: the first by
        // index), so it is 170 tall and the second starts at 170 + 20.
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(spaced), width: 300, height: 200, measurer: FixedMetricsTextMeasurer())
        #expect(result.frames[1].height == 170)
        #expect(result.frames[2].minY == 170 + 20)
    }

    @Test("a fraction of the root height needs a height")
    func rootHeightNeeded() throws {
        let node = LayoutNode.box(id: "b", height: .root(0.1, of: .vertical))
        #expect(throws: LayoutError(
            .unknownRootSize(property: .height, dimension: .vertical), node: NodeReference(index: 0, childPositions: [], id: "b"))) {
            try StackLayoutEngine().layout(LayoutTree(node), width: 300, measurer: FixedMetricsTextMeasurer())
        }
    }

    @Test("fractions outside 0 … 100 % are rejected")
    func saneFractions() {
        #expect(throws: LayoutError.self) { try LayoutTree(.box(width: .container(1.5))) }
        #expect(throws: LayoutError.self) { try LayoutTree(.box(height: .root(-0.1, of: .vertical))) }
        #expect(throws: LayoutError.self) { try LayoutTree(.stack(Stack(axis: .vertical, spacing: .container(-2), children: []))) }
        // Spacing may be negative (overlap) down to -100 %.
        #expect(throws: Never.self) { try LayoutTree(.stack(Stack(axis: .vertical, spacing: .container(-0.5), children: []))) }
        do {
            _ = try LayoutTree(.box(id: "w", width: .container(1.5)))
        } catch {
            #expect(error.description == "root (id \"w\"): width is 1.5; it must be a fraction of the container or root from 0 to 1 (0% to 100%)")
        }
    }
}

extension LayoutNode {
    func withAspect(_ aspect: AspectRatio) -> LayoutNode {
        var copy = self
        copy.aspectRatio = aspect
        return copy
    }
}

/// A text whose font size the root width chooses depends on the root as a proportional length
/// does: a session that crosses the breakpoint measures it again. "Hello" in the fixed metrics
/// is 5 narrow characters: 25 × 10 at 10 pt (below 600 pt), 50 × 20 at 20 pt (from 600 pt).
@Test("a session follows a text whose size the root width chooses across the breakpoint")
func sessionFollowsTextSizedByRootWidth() throws {
    let font = TextFont.sized(family: "Fixed", size: .byWidth(.compactRegular(compact: 10, regular: 20)), weight: .regular)
    let tree = try LayoutTree(vstack(alignment: .leading, [LayoutNode.text(id: "t", "Hello", font: font)]))
    let session = LayoutSession(tree: tree, environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
    expectFrame(try session.layout(width: 599), "t", rect(0, 0, 25, 10))
    expectFrame(try session.layout(width: 600), "t", rect(0, 0, 50, 20))
    expectFrame(try session.layout(width: 599), "t", rect(0, 0, 25, 10))
}
