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
            .withFit(TextFit(minimumSize: 10, maximumSize: 40, check: .width, margins: EdgeInsets(leading: 10, trailing: 10)))
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
        let text = Text(string, lines: 2)
        let environment = LayoutEnvironment(scale: 2)
        for (width, height) in [(80.0, 40.0), (150, 30), (300, 100), (37, 25)] {
            let fitted = fit.resolve(text, width: width, height: height, environment: environment, measurer: measurer)
            // Brute force: the largest candidate whose metrics are untruncated and inside the box.
            let scan = fit.candidateSizes(scale: 2).last { size in
                let metrics = measurer.measure(TextMeasurementRequest(
                    string: string, font: FontDescriptor(family: "Sans", size: size), maximumLines: 2, wrapWidth: width))
                return !metrics.isTruncated && metrics.size.width <= width && metrics.size.height <= height
            } ?? fit.minimumSize
            #expect(fitted.fontSize == scan, "\(string) in \(width)×\(height)")
            #expect(fitted.measurementCount <= 10)  // 113 candidates: 2 + ⌈log₂ 112⌉ = 9
        }
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
