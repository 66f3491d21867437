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
/// the last; with insets 12 and body text at `large` (17 pt, gap 8) button `i` needs, at least
/// 44 pt, `12 + iconᵢ + 8 + titleᵢ + 12` beside its icon in a row, `12 + max(iconᵢ, titleᵢ) + 12`
/// above it, `12 + max icon + 8 + titleᵢ + 12` of the width in a column beside, and
/// `12 + iconᵢ + 12` in a column above (titles wrap). Title widths are 8.5 pt a character with
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
    ]

    /// What the sweep saw, so that the property cannot pass by skipping.
    struct Tally {
        var widths = 0
        /// Widths at which the oracle says nothing fits (then "the chosen one fits" cannot be
        /// checked); must stay zero.
        var skipped = 0
        /// Arrangements before the chosen one that were checked not to fit.
        var earlierChecked = 0
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

    /// The oracle's shares of a row at `width` (see the type's comment).
    static func shares(width: Double, count: Int, spacing: Double, scale: Double) -> [Double] {
        // A width on the pixel grid times the scale is a whole number up to rounding noise.
        let pixels = Int(((width - Double(count - 1) * spacing) * scale + 1e-6).rounded(.down))
        let base = pixels / count
        return (0..<count).map { Double($0 == count - 1 ? pixels - base * (count - 1) : base) / scale }
    }

    /// Whether `arrangement` fits `width` by the oracle.
    static func fits(_ arrangement: ButtonArrangement, _ c: Case, titleWidths: [Double], width: Double, scale: Double) -> Bool {
        let n = c.titles.count
        let gap = 8.0  // 17 × 8/17
        let rooms: [Double]
        let needs: [Double]
        switch arrangement {
        case .rowBeside:
            rooms = shares(width: width, count: n, spacing: c.spacing, scale: scale)
            needs = (0..<n).map { 12 + c.icons[$0] + gap + titleWidths[$0] + 12 }
        case .rowAbove:
            rooms = shares(width: width, count: n, spacing: c.spacing, scale: scale)
            needs = (0..<n).map { 12 + max(c.icons[$0], titleWidths[$0]) + 12 }
        case .columnBeside:
            rooms = Array(repeating: width, count: n)
            needs = (0..<n).map { 12 + c.icons.max()! + gap + titleWidths[$0] + 12 }
        case .columnAbove:
            rooms = Array(repeating: width, count: n)
            needs = (0..<n).map { 12 + c.icons[$0] + 12 }
        }
        return zip(needs, rooms).allSatisfy { max(44, $0.0) <= $0.1 + 1e-9 }
    }

    static func sweep(_ measurer: some TextMeasuring, titleWidth: (String) -> Double) -> Tally {
        var tally = Tally()
        let order = ButtonArrangement.measuringOrder
        for c in cases {
            let stack = stack(c)
            let titleWidths = c.titles.map(titleWidth)
            for scale in [1.0, 2, 3] {
                let environment = LayoutEnvironment(scale: scale)
                for pixel in Int(200 * scale)...Int(1100 * scale) {
                    let width = Double(pixel) / scale
                    tally.widths += 1
                    let measured = stack.measure(width: width, environment: environment, measurer: measurer)
                    let chosen = measured.arrangement
                    tally.chosen[chosen, default: 0] += 1
                    let fitting = order.filter { fits($0, c, titleWidths: titleWidths, width: width, scale: scale) }
                    guard !fitting.isEmpty else {
                        tally.skipped += 1
                        continue
                    }
                    let place = "\(c.titles) at \(width) (scale \(scale))"
                    if !fitting.contains(chosen) { tally.failures.append("\(place): \(chosen) does not fit") }
                    let rank = order.firstIndex(of: chosen)!
                    if rank == 0 { tally.firstChosen += 1 }
                    for earlier in order[..<rank] {
                        if fitting.contains(earlier) { tally.failures.append("\(place): \(earlier) fits but \(chosen) was chosen") }
                        tally.earlierChecked += 1
                    }
                    if chosen.isRow {
                        // Placement hands out exactly the shares the oracle fitted with.
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
    /// "earlier ones do not fit" half was exercised at most widths.
    static func expectExercised(_ tally: Tally, _ name: String) {
        let perCase = 901 + 1801 + 2701
        #expect(tally.failures.isEmpty, "\(name): \(tally.failures.count) failures, first \(tally.failures.prefix(5))")
        #expect(tally.widths == cases.count * perCase)
        #expect(tally.skipped == 0, "\(name): \(tally.skipped) widths at which nothing fits were skipped")
        for arrangement in ButtonArrangement.measuringOrder where arrangement != .columnAbove {
            #expect(tally.chosen[arrangement, default: 0] > 0, "\(name): \(arrangement) never chosen")
        }
        #expect(tally.earlierChecked > tally.widths / 2, "\(name): \(tally.earlierChecked) earlier arrangements checked")
        #expect(tally.rowsPlaced > 0)
    }

    @Test("fixed metrics: the chosen arrangement fits and no earlier one does, at every pixel from 200 to 1100 pt")
    func fixedMetrics() {
        let tally = Self.sweep(FixedMetricsTextMeasurer()) { title in
            // 0.5 em a character (1 em for East Asian wide ones) at 17 pt.
            title.reduce(0) { $0 + ($1.unicodeScalars.first!.properties.isIdeographic ? 17 : 8.5) }
        }
        Self.expectExercised(tally, "fixed")
    }

    @Test("Pango with the pinned fonts: the chosen arrangement fits and no earlier one does, at every pixel from 200 to 1100 pt")
    func pango() {
        let measurer = CachedTextMeasurer(PangoTextMeasurer(fonts: fonts))
        let font = TextFont.style(.body).resolved(for: .large)
        let tally = Self.sweep(measurer) { title in
            measurer.measure(TextMeasurementRequest(string: title, font: font, maximumLines: 1, wrapWidth: nil)).size.width
        }
        Self.expectExercised(tally, "pango")
    }
}
