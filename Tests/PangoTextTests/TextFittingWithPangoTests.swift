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
                let text = Text(string, lines: lines)
                for (width, height) in [(120.0, 40.0), (200, 60), (90, 90), (320, 30)] {
                    let fitted = fit.resolve(text, width: width, height: height, environment: environment, measurer: measurer)
                    // Scan from the top for the first size whose metrics satisfy the check.
                    let scanned = candidates.reversed().first { size in
                        let metrics = measurer.measure(TextMeasurementRequest(
                            string: string, font: FontDescriptor(family: "Sans", size: size),
                            maximumLines: lines, wrapWidth: width))
                        let widthOK = !metrics.isTruncated && metrics.size.width <= width + 1e-9
                        let heightOK = metrics.size.height <= height + 1e-9
                        return check == .width ? widthOK : check == .height ? heightOK : widthOK && heightOK
                    } ?? fit.minimumSize
                    #expect(fitted.fontSize == scanned, "\(string) \(check) \(lines) lines in \(width)×\(height)")
                    // 65 candidates: the maximum, the minimum and at most ⌈log₂ 64⌉ = 6 halvings.
                    #expect(fitted.measurementCount <= 8)
                }
            }
        }
    }
}
