import DynamicButtons
import PangoText
import StackLayout
import Testing
import ToolsTestSupport

/// The pinned fonts (repository `fonts/fonts.conf`).
private let fonts: FontConfiguration = try! FontConfiguration(contentsOf: RepositoryFolder.fontsConfiguration)

/// At every width from 200 to 1100 pt in steps of one device pixel, at scales 1, 2 and 3, the
/// arrangement measuring picks fits, and every arrangement before it in the measuring order
/// does not fit with the shares it would really get.
///
/// The oracle is written here from the documented rules, not from the engine: a row shares
/// `⌊(W − (n − 1) × spacing) × scale⌋` device pixels, `⌊P / n⌋` to each button and the rest to
/// the last when placed, and every button is judged at the smallest share, `⌊P / n⌋`; with insets 12 and body text at `large` (17 pt, gap 8) button `i` needs, at least
/// 44 pt, `12 + iconᵢ + 8 + titleᵢ + 12` beside its icon in a row, `12 + max(iconᵢ, titleᵢ) + 12`
/// above it, `12 + max icon + 8 + titleᵢ + 12` of the width in a column beside, and
/// `12 + iconᵢ + 12` in a column above, where titles wrap between words only, so the width must
/// also hold `12 + widest word + 12` (a run of ideographs breaks between its characters). Title widths are 8.5 pt a character with
/// fixed metrics, and what Pango measures on one line with the pinned fonts.
struct ButtonFitPropertyTests {
    struct Case {
        var titles: [String]
        var icons: [Double]
        var spacing: Double
    }

    static let cases = [
        Case(titles: ["Go", "Go", "Add to Favourites"], icons: [24, 24, 24], spacing: 8),
        Case(titles: ["Share", "Delete", "Open in Safari"], icons: [24, 24, 24], spacing: 8),
        Case(titles: ["Open in Safari", "Share", "Delete"], icons: [24, 24, 24], spacing: 8),
        Case(titles: ["Share", "Delete"], icons: [24, 30], spacing: 0.5),
        Case(titles: ["OK", "Save", "Add to Reading List", "Donaudampfschifffahrt"], icons: [20, 24, 28, 24], spacing: 7.3),
        Case(titles: ["In Safari öffnen", "Teilen", "Zu Favoriten hinzufügen"], icons: [24, 24, 24], spacing: 8),
        Case(titles: ["فتح في Safari", "مشاركة", "حذف"], icons: [24, 24, 24], spacing: 8),
        Case(titles: ["在 Safari 中打开", "共享", "删除"], icons: [24, 24, 24], spacing: 8),
        // Four German titles, long enough that the row sits near 900 pt, where a share that
        // counted the last button's leftover pixels made the stack flip as the width grew.
        Case(
            titles: ["In Safari öffnen", "Zur Leseliste hinzufügen", "Lesezeichen hinzufügen", "Benachrichtigungen"],
            icons: [24, 24, 24, 24], spacing: 8),
    ]

    /// What the sweep saw, so that the property cannot pass by skipping.
    struct Tally {
        var widths = 0
        /// Widths at which the oracle says nothing fits (then "the chosen one fits" cannot be
        /// checked): only the narrowest widths of the case whose one word is wider than a
        /// 200 pt column's wrap width (an 8.5 pt character's "Donaudampfschifffahrt" is 178.5).
        var skipped = 0
        /// Fitting arrangements other than the chosen one that were checked to be no less tall.
        var othersChecked = 0
        /// Arrangement checks compared with the same arrangement one pixel narrower, for
        /// monotonicity (fits at W − 1 px ⇒ fits at W).
        var monotoneChecked = 0
        /// Widths at which row-beside was chosen (nothing comes before it).
        var firstChosen = 0
        /// Row placements whose button widths were compared with the oracle's shares.
        var rowsPlaced = 0
        var chosen: [ButtonArrangement: Int] = [:]
        /// What broke the property, one line per width (checked once at the end: an
        /// expectation per width would cost more than the layout).
        var failures: [String] = []
    }

    static func stack(_ c: Case) -> ButtonStack {
        ButtonStack(items: c.titles.indices.map { index in
            ButtonItem(id: "b\(index)", title: c.titles[index], iconSize: ButtonIconSize(Size(width: c.icons[index], height: c.icons[index])))
        }, spacing: c.spacing)
    }

    /// The oracle's shares of a row at `width` as placed (see the type's comment).
    static func shares(width: Double, count: Int, spacing: Double, scale: Double) -> [Double] {
        // A width on the pixel grid times the scale is a whole number up to rounding noise.
        let pixels = Int(((width - Double(count - 1) * spacing) * scale + 1e-6).rounded(.down))
        let base = pixels / count
        return (0..<count).map { Double($0 == count - 1 ? pixels - base * (count - 1) : base) / scale }
    }

    /// The share every button of a row is judged at: the smallest.
    static func fittingShare(width: Double, count: Int, spacing: Double, scale: Double) -> Double {
        shares(width: width, count: count, spacing: spacing, scale: scale).min()!
    }

    /// The widest run of `title` that cannot break: a word between spaces, or one character of
    /// a run of ideographs.
    static func widestWord(_ title: String, _ titleWidth: (String) -> Double) -> Double {
        title.split(separator: " ").map { word in
            word.unicodeScalars.contains { $0.properties.isIdeographic }
                ? word.map { titleWidth(String($0)) }.max() ?? 0 : titleWidth(String(word))
        }.max() ?? 0
    }

    /// Whether `arrangement` fits `width` by the oracle.
    static func fits(
        _ arrangement: ButtonArrangement, _ c: Case, titleWidths: [Double], wordWidths: [Double], width: Double, scale: Double
    ) -> Bool {
        let n = c.titles.count
        let gap = 8.0  // 17 × 8/17
        let rooms: [Double]
        let needs: [Double]
        switch arrangement {
        case .rowBeside:
            rooms = Array(repeating: fittingShare(width: width, count: n, spacing: c.spacing, scale: scale), count: n)
            needs = (0..<n).map { 12 + c.icons[$0] + gap + titleWidths[$0] + 12 }
        case .rowAbove:
            rooms = Array(repeating: fittingShare(width: width, count: n, spacing: c.spacing, scale: scale), count: n)
            needs = (0..<n).map { 12 + max(c.icons[$0], titleWidths[$0]) + 12 }
        case .columnBeside:
            rooms = Array(repeating: width, count: n)
            needs = (0..<n).map { 12 + c.icons.max()! + gap + titleWidths[$0] + 12 }
        case .columnAbove:
            rooms = Array(repeating: width, count: n)
            needs = (0..<n).map { 12 + max(c.icons[$0], wordWidths[$0]) + 12 }
        }
        return zip(needs, rooms).allSatisfy { max(44, $0.0) <= $0.1 + 1e-9 }
    }

    /// Every whole-pixel width from 200 to 1200 pt at scales 1, 2 and 3. The chosen arrangement
    /// must fit by the oracle; no other fitting arrangement may be less tall, nor equally tall
    /// and earlier in measuring order (the heights are the engine's own checks: their arithmetic
    /// is worked by hand in ButtonStackArithmeticTests); each arrangement that fits one pixel
    /// narrower must fit here too (monotone in the width); and rows are placed at the oracle's
    /// shares.
    static func sweep(_ measurer: some TextMeasuring, titleWidth: (String) -> Double) -> Tally {
        var tally = Tally()
        let order = ButtonArrangement.measuringOrder
        for c in cases {
            let stack = stack(c)
            let titleWidths = c.titles.map(titleWidth)
            let wordWidths = c.titles.map { widestWord($0, titleWidth) }
            for scale in [1.0, 2, 3] {
                let environment = LayoutEnvironment(scale: scale)
                var fittedBefore: Set<ButtonArrangement> = []
                for pixel in Int(200 * scale)...Int(1200 * scale) {
                    let width = Double(pixel) / scale
                    tally.widths += 1
                    let place = "\(c.titles) at \(width) (scale \(scale))"
                    let explanation = stack.explain(width: width, environment: environment, measurer: measurer)
                    let fitsNow = Set(explanation.checks.filter(\.fits).map(\.arrangement))
                    for arrangement in fittedBefore {
                        tally.monotoneChecked += 1
                        if !fitsNow.contains(arrangement) { tally.failures.append("\(place): \(arrangement) fitted a pixel narrower") }
                    }
                    fittedBefore = fitsNow
                    let measured = stack.measure(width: width, environment: environment, measurer: measurer)
                    let chosen = measured.arrangement
                    tally.chosen[chosen, default: 0] += 1
                    let fitting = order.filter {
                        fits($0, c, titleWidths: titleWidths, wordWidths: wordWidths, width: width, scale: scale)
                    }
                    guard !fitting.isEmpty else {
                        tally.skipped += 1
                        continue
                    }
                    if Set(fitting) != fitsNow { tally.failures.append("\(place): the oracle fits \(fitting), the engine \(fitsNow)") }
                    if !fitting.contains(chosen) { tally.failures.append("\(place): \(chosen) does not fit") }
                    let height = { (arrangement: ButtonArrangement) in explanation.checks.first { $0.arrangement == arrangement }!.height }
                    if chosen == .rowBeside { tally.firstChosen += 1 }
                    for other in fitting where other != chosen {
                        tally.othersChecked += 1
                        let earlier = order.firstIndex(of: other)! < order.firstIndex(of: chosen)!
                        if height(other) < height(chosen) - 1e-9 || (earlier && abs(height(other) - height(chosen)) < 1e-9) {
                            tally.failures.append("\(place): \(other) (\(height(other)) pt) beats \(chosen) (\(height(chosen)) pt)")
                        }
                    }
                    if chosen.isRow {
                        // Placement hands out the shares, the leftover pixels to the last button.
                        let placed = stack.place(in: measured.size, environment: environment, measurer: measurer)
                        let expected = shares(width: width, count: c.titles.count, spacing: c.spacing, scale: scale)
                        if !zip(placed.buttons.map(\.frame.width), expected).allSatisfy({ abs($0.0 - $0.1) < 1e-9 }) {
                            tally.failures.append("\(place): placed \(placed.buttons.map(\.frame.width)), shares \(expected)")
                        }
                        tally.rowsPlaced += 1
                    }
                }
            }
        }
        return tally
    }

    /// Every width of the sweep was judged, each arrangement was chosen somewhere, and the
    /// comparisons with other fitting arrangements and with the pixel before were exercised.
    static func expectExercised(_ tally: Tally, _ name: String) {
        let perCase = 1001 + 2001 + 3001
        #expect(tally.failures.isEmpty, "\(name): \(tally.failures.count) failures, first \(tally.failures.prefix(5))")
        #expect(tally.widths == cases.count * perCase)
        // Only the first few points of one case at each scale: at most a twentieth of its widths.
        #expect(tally.skipped <= perCase / 20, "\(name): \(tally.skipped) widths at which nothing fits were skipped")
        for arrangement in ButtonArrangement.measuringOrder where arrangement != .columnAbove {
            #expect(tally.chosen[arrangement, default: 0] > 0, "\(name): \(arrangement) never chosen")
        }
        #expect(tally.othersChecked > tally.widths / 2, "\(name): \(tally.othersChecked) other fitting arrangements checked")
        #expect(tally.monotoneChecked > tally.widths, "\(name): \(tally.monotoneChecked) monotonicity checks")
        #expect(tally.rowsPlaced > 0)
    }

    @Test("fixed metrics: the least tall fitting arrangement is chosen, and fitting is monotone, at every pixel from 200 to 1200 pt")
    func fixedMetrics() {
        let tally = Self.sweep(FixedMetricsTextMeasurer()) { title in
            // 0.5 em a character (1 em for East Asian wide ones) at 17 pt.
            title.reduce(0) { $0 + ($1.unicodeScalars.first!.properties.isIdeographic ? 17 : 8.5) }
        }
        Self.expectExercised(tally, "fixed")
    }

    @Test("Pango with the pinned fonts: the least tall fitting arrangement is chosen, and fitting is monotone, at every pixel from 200 to 1200 pt")
    func pango() {
        let measurer = CachedTextMeasurer(PangoTextMeasurer(fonts: fonts))
        let font = TextFont.style(.body).resolved(for: .large)
        let tally = Self.sweep(measurer) { title in
            measurer.measure(TextMeasurementRequest(string: title, font: font, maximumLines: 1, wrapWidth: nil)).size.width
        }
        Self.expectExercised(tally, "pango")
    }
}
