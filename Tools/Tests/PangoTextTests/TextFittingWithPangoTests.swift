import PangoText
import StackLayout
import Testing

@Suite("Fitting text with real fonts")
struct TextFittingWithPangoTests {
    static let strings = [
        "Open in Safari",
        "Donaudampfschifffahrtsgesellschaftskapitänsmütze",
        "Zu Favoriten hinzufügen",
        "فتح الرابط في المتصفح",
        "שתף את הקישור",
        "在浏览器中打开链接并分享",
        "ブラウザで開く",
    ]

    @Test("bisection finds the same size as scanning every device-pixel step", arguments: strings)
    func bisectionMatchesBruteForce(string: String) {
        let measurer = PangoFixture.measurer()
        let environment = LayoutEnvironment(scale: 2)
        for check in TextFit.Check.allCases {
            let fit = TextFit(minimumSize: 8, maximumSize: 40, check: check)
            let candidates = fit.candidateSizes(scale: 2)
            #expect(candidates.count == 65)  // (40 − 8) · 2 + 1
            for lines in [1, 2] {
                let text = TextBlock(string, lines: lines)
                for (width, height) in [(120.0, 40.0), (200, 60), (90, 90), (320, 30)] {
                    let fitted = fit.resolve(text, width: width, height: height, environment: environment, measurer: measurer)
                    // Scan from the top for the first size whose metrics satisfy the check.
                    let scanned = candidates.reversed().first { size in
                        let metrics = measurer.measure(TextMeasurementRequest(
                            string: string, font: FontDescriptor(family: "Sans", size: size),
                            maximumLines: lines, wrapWidth: width))
                        let widthOK = !metrics.isTruncated && metrics.size.width <= width + 1e-9
                        let heightOK = metrics.size.height <= height + 1e-9
                        guard !metrics.breaksWithinWord else { return false }
                        return check == .width ? widthOK : check == .height ? heightOK : widthOK && heightOK
                    } ?? fit.minimumSize
                    #expect(fitted.fontSize == scanned, "\(string) \(check) \(lines) lines in \(width)×\(height)")
                    // 65 candidates: the maximum, the minimum and at most ⌈log₂ 64⌉ = 6 halvings.
                    #expect(fitted.measurementCount <= 8)
                }
            }
        }
    }

    @Test("\"Welcome home\" with no line limit, checked for width, in a stack aligned leading: one line, as wide as the stack",
          arguments: [StackAlignment.leading, .fill], [0, 1])
    func welcomeHome(alignment: StackAlignment, lines: Int) throws {
        let measurer = PangoFixture.measurer()
        let fit = TextFit(minimumSize: 8, maximumSize: 100, check: .width)
        var text = TextBlock("Welcome home", lines: lines, fit: fit)
        text.font = .fixed(family: "Sans", size: 17, weight: .regular)
        let tree = try LayoutTree(.stack(Stack(axis: .vertical, alignment: alignment, children: [
            LayoutNode(id: "t", .text(text)),
        ])))
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 1))
            .layout(tree, width: 200, measurer: measurer)
        // The answer is the largest candidate at which the text unwrapped, on one line, is at
        // most 200 wide (about 24 pt with DejaVu Sans; before, 100 pt broke both words).
        let expected = try #require(fit.candidateSizes(scale: 1).last {
            measurer.measure(PangoFixture.request("Welcome home", size: $0)).size.width <= 200
        })
        let fitted = try #require(result.fittedTexts[1])
        #expect(abs(fitted.fontSize - expected) < 1e-9)
        #expect(fitted.fits && fitted.metrics.lineCount == 1)
        #expect(result.frame(of: "t")?.width == 200)
        #expect(result.frame(of: "t")?.height == fitted.metrics.size.height.rounded())
    }
}
