import StackLayout
import Testing

/// Fitting text with the deterministic measurer, where every size can be worked out by hand:
/// a character is 0.5 em wide and a line 1 em tall.
@Suite("Text that fits its rectangle (fixed metrics)")
struct TextFitTests {
    let measurer = FixedMetricsTextMeasurer()

    func layout(_ node: LayoutNode, width: Double, height: Double? = nil, scale: Double = 1) throws -> LayoutResult {
        try StackLayoutEngine(environment: LayoutEnvironment(scale: scale))
            .layout(LayoutTree(node), width: width, height: height, measurer: measurer)
    }

    @Test("width check: the largest whole-point size (scale 1) at which one line fits")
    func widthCheckAtScale1() throws {
        // "Hello world" is 11 characters → 5.5·size wide. 5.5·s ≤ 100 ⇔ s ≤ 18.18…; on the
        // 1 pt grid from 10: 18 (99 wide) fits, 19 (104.5) does not.
        let node = LayoutNode.text(id: "t", "Hello world", lines: 1)
            .withFit(TextFit(minimumSize: 10, maximumSize: 40, check: .width))
        let result = try layout(node, width: 100)
        let fitted = try #require(result.fittedTexts[0])
        #expect(fitted.fontSize == 18)
        #expect(fitted.fits)
        #expect(fitted.metrics.size == Size(width: 99, height: 18))
        // Checking only the width, the node is as tall as its text: 1 line × 18.
        #expect(result.size.height == 18)
    }

    @Test("the grid is one device pixel: at scale 3 the size is a multiple of 1/3 above the minimum")
    func widthCheckAtScale3() throws {
        // s ≤ 18.1818…; grid 10 + k/3: 18 + 1/3 = 18.333 > 18.18, so 18 + 0/3 = 18 is the answer
        // only if 18.1818 < 18.333 — yes. Take width 101: s ≤ 18.3636 → 18 + 1/3 fits.
        let node = LayoutNode.text("Hello world", lines: 1)
            .withFit(TextFit(minimumSize: 10, maximumSize: 40, check: .width))
        let fitted = try #require(try layout(node, width: 101, scale: 3).fittedTexts[0])
        #expect(abs(fitted.fontSize - (18 + 1.0 / 3)) < 1e-9)
        // Bisection over (40 − 10)·3 + 1 = 91 candidates: the maximum, the minimum, then at most
        // ⌈log₂ 90⌉ = 7 halvings.
        #expect(fitted.measurementCount <= 9)
    }

    @Test("height check with several lines: the text must be no taller than the frame")
    func heightCheck() throws {
        // Frame 60 × 30, no line limit, "aa bb cc dd" (11 chars). At size s, a line holds
        // ⌊60 / (0.5 s)⌋ characters. s = 15: 8 chars per line → "aa bb cc" (8) / "dd": 2 lines,
        // 30 tall: fits. s = 16: 7.5 → 7 chars → "aa bb" / "cc dd": 2 lines, 32 > 30: no.
        // So 15 on the 1 pt grid.
        let node = LayoutNode.text("aa bb cc dd", lines: 0)
            .withFit(TextFit(minimumSize: 5, maximumSize: 50, check: .height))
        let result = try layout(node, width: 60, height: 30)
        #expect(result.fittedTexts[0]?.fontSize == 15)
        #expect(result.fittedTexts[0]?.metrics.lineCount == 2)
    }

    @Test("margins shrink the rectangle the text must fit")
    func margins() throws {
        // 100 wide minus 10 + 10 margins = 80: 5.5·s ≤ 80 ⇔ s ≤ 14.54 → 14.
        let node = LayoutNode.text("Hello world", lines: 1)
            .withFit(TextFit(minimumSize: 10, maximumSize: 40, check: .width, margins: DirectionalInsets(leading: 10, trailing: 10)))
        #expect(try layout(node, width: 100).fittedTexts[0]?.fontSize == 14)
    }

    @Test("when even the minimum does not fit, the minimum is used and the result says so")
    func doesNotFit() throws {
        let node = LayoutNode.text("Hello world", lines: 1)
            .withFit(TextFit(minimumSize: 20, maximumSize: 40, check: .width))
        let fitted = try #require(try layout(node, width: 50).fittedTexts[0])
        #expect(fitted.fontSize == 20)
        #expect(!fitted.fits)
        #expect(fitted.measurementCount == 2)
    }

    @Test("bisection agrees with a scan of every candidate size, with far fewer measurements",
          arguments: ["Hello world", "Donaudampfschifffahrtsgesellschaft", "在浏览器中打开链接", "a b c d e f g h"])
    func bisectionMatchesScan(string: String) {
        let fit = TextFit(minimumSize: 4, maximumSize: 60, check: .both)
        let text = TextBlock(string, lines: 2)
        let environment = LayoutEnvironment(scale: 2)
        for (width, height) in [(80.0, 40.0), (150, 30), (300, 100), (37, 25)] {
            let fitted = fit.resolve(text, width: width, height: height, environment: environment, measurer: measurer)
            // Brute force: the largest candidate whose metrics are untruncated and inside the box.
            let scan = fit.candidateSizes(scale: 2).last { size in
                let metrics = measurer.measure(TextMeasurementRequest(
                    string: string, font: FontDescriptor(family: "Sans", size: size), maximumLines: 2, wrapWidth: width))
                return !metrics.isTruncated && !metrics.breaksWithinWord && metrics.size.width <= width
                    && metrics.size.height <= height
            } ?? fit.minimumSize
            #expect(fitted.fontSize == scan, "\(string) in \(width)×\(height)")
            #expect(fitted.measurementCount <= 10)  // 113 candidates: 2 + ⌈log₂ 112⌉ = 9
        }
    }

    // MARK: Words stay whole; without a limit, a width check means one line

    @Test("lines: 0 checked for width is one line: \"Welcome home\" at 200 pt gets 33 pt, not 100 pt in pieces")
    func unlimitedLinesCheckedForWidthAreOneLine() throws {
        // One line of 12 characters is 6·s wide: 6·s ≤ 200 ⇔ s ≤ 33.3…, so 33 on the 1 pt grid
        // from 8 (198 wide; 34 would be 204). Before, wrapping kept every size inside 200 pt:
        // 100 pt was chosen and drawn as "Welc/ome/home", 300 pt tall.
        let node = LayoutNode.text("Welcome home", lines: 0)
            .withFit(TextFit(minimumSize: 8, maximumSize: 100, check: .width))
        let result = try layout(node, width: 200)
        let fitted = try #require(result.fittedTexts[0])
        #expect(fitted.fontSize == 33)
        #expect(fitted.fits)
        #expect(fitted.metrics.lineCount == 1)
        #expect(fitted.metrics.size == Size(width: 198, height: 33))
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 200, height: 33))
    }

    @Test("the line limit of a fitting text", arguments: [
        // (lines, check, limit laid out with)
        (0, TextFit.Check.width, 1), (0, .height, 0), (0, .both, 0), (2, .width, 2), (1, .height, 1),
    ])
    func lineLimit(lines: Int, check: TextFit.Check, limit: Int) {
        #expect(TextBlock("x", lines: lines, fit: TextFit(minimumSize: 8, maximumSize: 9, check: check)).lineLimit == limit)
        // Without a fit the limit is the text's own.
        #expect(TextBlock("x", lines: lines).lineLimit == lines)
    }

    @Test("a size that breaks a word between its characters does not fit, even when only the height is checked")
    func brokenWordsDoNotFit() throws {
        // 200 × 300, no line limit. "Welcome" (7 characters, 3.5·s wide) must fit a line whole:
        // s ≤ 57.1… → 57: "Welcome" (199.5) / "home" (114): 2 lines, 114 ≤ 300 tall. At 58
        // "Welcome" is 203 wide. Before, 100 pt fitted the height as "Welc/ome/home" (300).
        let node = LayoutNode.text("Welcome home", lines: 0)
            .withFit(TextFit(minimumSize: 8, maximumSize: 100, check: .height))
        let fitted = try #require(try layout(node, width: 200, height: 300).fittedTexts[0])
        #expect(fitted.fontSize == 57)
        #expect(fitted.fits)
        #expect(fitted.metrics.lineCount == 2)
        #expect(fitted.metrics.size == Size(width: 199.5, height: 114))
        #expect(!fitted.metrics.breaksWithinWord)
    }

    @Test("a word longer than the line even at the minimum is shown broken at the minimum, which does not fit")
    func wordLongerThanTheLineAtTheMinimum() throws {
        // "Donaudampfschifffahrt" is 21 characters, 10.5·s wide: 84 > 50 at the minimum 8, so it
        // breaks at every size. The minimum is used: ⌊50 / 4⌋ = 12 characters per line, 12 + 9,
        // two lines 48 wide. (Counting broken lines as fitting, 9 pt fitted two lines of
        // ⌊100 / 9⌋ = 11 characters.)
        let node = LayoutNode.text("Donaudampfschifffahrt", lines: 2)
            .withFit(TextFit(minimumSize: 8, maximumSize: 40, check: .width))
        let fitted = try #require(try layout(node, width: 50).fittedTexts[0])
        #expect(fitted.fontSize == 8)
        #expect(!fitted.fits)
        #expect(fitted.metrics.breaksWithinWord)
        #expect(fitted.metrics.size == Size(width: 48, height: 16))
    }

    // MARK: Measured at the largest size, like a UILabel that adjusts its font size

    /// "Welcome home" (min 8, max 100, width checked) in a 200 pt vertical stack.
    func welcomeHome(alignment: StackAlignment, lines: Int, width: Double = 200) throws -> LayoutResult {
        try layout(
            .stack(Stack(axis: .vertical, alignment: alignment, children: [
                LayoutNode.text(id: "t", "Welcome home", lines: lines)
                    .withFit(TextFit(minimumSize: 8, maximumSize: 100, check: .width)),
            ])),
            width: width)
    }

    @Test("aligned leading, centre or trailing, a fitting text takes the stack's width and fits there",
          arguments: [StackAlignment.leading, .center, .trailing], [0, 1])
    func notStretchedByItsStack(alignment: StackAlignment, lines: Int) throws {
        // Its natural width is the text unwrapped at 100 pt: 12 · 50 = 600, capped to the 200 the
        // stack offers. There 33 pt fits (6 · 33 = 198 ≤ 200 < 204): a 198 × 33 text in a
        // 200 × 33 frame. Before, a fitting text had no natural width: 0 wide at 8 pt.
        let result = try welcomeHome(alignment: alignment, lines: lines)
        #expect(result.frame(of: "t") == Rect(x: 0, y: 0, width: 200, height: 33))
        let fitted = try #require(result.fittedTexts[1])
        #expect(fitted.fontSize == 33)
        #expect(fitted.metrics.size == Size(width: 198, height: 33))
    }

    @Test("a fitting text narrower than its stack at the largest size keeps that size and that width",
          arguments: [(StackAlignment.leading, 0.0), (.center, 72), (.trailing, 144)])
    func narrowFittingText(alignment: StackAlignment, x: Double) throws {
        // "Hi" at 40 pt is 2 · 20 = 40 wide, plus margins 8 + 8: natural width 56 in a 200 pt
        // stack, at x 0, (200 − 56) / 2 = 72 or 200 − 56 = 144. Inside the margins 40 pt fits.
        let result = try layout(
            .stack(Stack(axis: .vertical, alignment: alignment, children: [
                LayoutNode.text(id: "t", "Hi")
                    .withFit(TextFit(minimumSize: 8, maximumSize: 40, check: .width, margins: DirectionalInsets(leading: 8, trailing: 8))),
            ])),
            width: 200)
        #expect(result.frame(of: "t") == Rect(x: x, y: 0, width: 56, height: 40))
        #expect(result.fittedTexts[1]?.fontSize == 40)
    }

    @Test("in a horizontal stack a fitting text takes part with its natural width and its priorities")
    func inAHorizontalStack() throws {
        // Natural widths: the text 600 (at 100 pt), the box 50. In 200 pt, 450 must go; the text's
        // compression resistance (700) is below the box's (750), so the text gives it all: 150
        // wide, where 6·s ≤ 150 gives 25 pt. The row is as tall as the text: 25.
        var text = LayoutNode.text(id: "t", "Welcome home", lines: 0)
            .withFit(TextFit(minimumSize: 8, maximumSize: 100, check: .width))
        text.compressionResistance = AxisPriorities(horizontal: LayoutPriority(700), vertical: .defaultHigh)
        let result = try layout(
            .stack(Stack(axis: .horizontal, children: [text, .box(id: "b", width: 50)])), width: 200)
        #expect(result.frame(of: "t") == Rect(x: 0, y: 0, width: 150, height: 25))
        #expect(result.frame(of: "b") == Rect(x: 150, y: 0, width: 50, height: 25))
        #expect(result.fittedTexts[1]?.fontSize == 25)
        // With room to spare, the box hugs less (250) than text (251) and takes it: the text
        // keeps its natural width, 2 · 20 = 40 for "Hi" at 40 pt.
        let spare = try layout(
            .stack(Stack(axis: .horizontal, children: [
                LayoutNode.text(id: "t", "Hi").withFit(TextFit(minimumSize: 8, maximumSize: 40, check: .width)),
                .box(id: "b", width: 50),
            ])),
            width: 300)
        #expect(spare.frame(of: "t") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(spare.frame(of: "b") == Rect(x: 40, y: 0, width: 260, height: 40))
    }

    @Test("invalid fits are rejected naming the node")
    func invalidFit() {
        let node = LayoutNode.stack(Stack(axis: .vertical, children: [
            LayoutNode.text(id: "title", "x").withFit(TextFit(minimumSize: 20, maximumSize: 10)),
        ]))
        #expect(throws: LayoutError.self) { try LayoutTree(node) }
        do {
            _ = try LayoutTree(node)
        } catch {
            #expect(error.description.contains("root/0 (id \"title\")"))
            #expect(error.description.contains("fit.max"))
        }
    }
}

extension LayoutNode {
    /// The same text node with a fit.
    func withFit(_ fit: TextFit) -> LayoutNode {
        var copy = self
        if case .text(var text) = copy.content {
            text.fit = fit
            copy.content = .text(text)
        }
        return copy
    }
}
