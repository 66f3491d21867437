import StackTestSupport
import DynamicButtons
import PangoText
import StackLayout
import Testing
import ToolsTestSupport

/// The pinned fonts (repository `fonts/fonts.conf`).
private let fonts: FontConfiguration = try! FontConfiguration(contentsOf: RepositoryFolder.fontsConfiguration)

private let translations: [String: [String]] = [
    "en": ["Open in Safari", "Share", "Delete"],
    "de": ["In Safari öffnen", "Teilen", "Löschen"],
    "ar": ["فتح في Safari", "مشاركة", "حذف"],
    "zh": ["在 Safari 中打开", "共享", "删除"],
]

private func stack(_ titles: [String]) -> ButtonStack {
    ButtonStack(
        items: titles.enumerated().map { ButtonItem(id: "b\($0.offset)", title: $0.element, iconSize: ButtonIconSize(width: 24, height: 24)) },
        insets: DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12), spacing: 8)
}

@Suite("Button stack with real fonts")
struct ButtonStackRealFontTests {
    /// The arrangement the documented rules give, computed here from the titles' measured
    /// one-line widths: a row needs each button's share (⌊(W − 16) × 3⌋ device pixels at scale
    /// 3, split evenly, the leftover pixels to the last button) to hold `12 + 24 + gap + width +
    /// 12` (beside) or `12 + max(24, width) + 12` (above); a column beside needs the width to
    /// hold `12 + 24 + gap + width + 12`; otherwise column above.
    private func expectedArrangement(_ titleWidths: [Double], gap: Double, width: Double) -> ButtonArrangement {
        let pixels = Int(((width - 16) * 3 + 1e-7).rounded(.down))
        let shares = titleWidths.indices.map { index in
            Double(pixels / 3 + (index == titleWidths.count - 1 ? pixels % 3 : 0)) / 3
        }
        let beside = titleWidths.map { max(44, 12 + 24 + gap + $0 + 12) }
        let above = titleWidths.map { max(44, 12 + max(24, $0) + 12) }
        if zip(beside, shares).allSatisfy({ $0 <= $1 + 1e-9 }) { return .rowBeside }
        if zip(above, shares).allSatisfy({ $0 <= $1 + 1e-9 }) { return .rowAbove }
        if beside.max()! <= width + 1e-9 { return .columnBeside }
        return .columnAbove
    }

    @Test("mode transitions across widths 280–1024 and every content size category",
          arguments: ["en", "de", "ar", "zh"])
    func modeTransitions(language: String) {
        let titles = translations[language]!
        let measurer = CachedTextMeasurer(PangoTextMeasurer(fonts: fonts))
        for category in TextSizeCategory.allCases {
            let environment = LayoutEnvironment(contentSizeCategory: category, scale: 3)
            let size = DynamicTypeTable.pointSize(of: .body, at: category)
            let widths = titles.map {
                measurer.measure(TextMeasurementRequest(
                    string: $0, font: FontDescriptor(family: "Sans", size: size), maximumLines: 1, wrapWidth: nil)).size.width
            }
            var seen: Set<ButtonArrangement> = []
            for width in stride(from: 280.0, through: 1024, by: 4) {
                let measured = stack(titles).measure(width: width, environment: environment, measurer: measurer)
                let expected = expectedArrangement(widths, gap: size * 8 / 17, width: width)
                #expect(measured.arrangement == expected, "\(language) \(category) at \(width)")
                seen.insert(measured.arrangement)
            }
            if category == .large {
                // At the default size the sweep from 280 to 1024 passes through the rows.
                #expect(seen.contains(.rowBeside), "\(language)")
            }
            if category == .accessibilityExtraExtraExtraLarge && language == "de" {
                // At 53 pt, "In Safari öffnen" cannot sit on one line beside its icon at 280.
                #expect(seen.contains(.columnAbove))
            }
        }
    }
}

@Suite("Button stack properties over generated button sets")
struct ButtonStackPropertyTests {
    static let words = ["Open", "in", "Safari", "Teilen", "Löschen", "Zu", "Favoriten", "hinzufügen", "共享", "删除",
                        "مشاركة", "حذف", "Share", "Delete", "Donaudampfschifffahrt", "OK", "Save", "Add to Reading List"]

    private func generate(_ rng: inout SeededChoices) -> ButtonStack {
        let count = Int.random(in: 1...4, using: &rng)
        let items = (0..<count).map { index in
            let title = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.words.randomElement(using: &rng)! }
                .joined(separator: " ")
            let side = Double(Int.random(in: 12...32, using: &rng))
            // A third of the icons fixed, a third standard (24 pt scaled with the body title), a
            // third scaled with a style of their own: every style grows with the category, so
            // larger text still never makes the arrangement more compact.
            let iconSize: ButtonIconSize?
            switch Int.random(in: 0...2, using: &rng) {
            case 0: iconSize = ButtonIconSize(Size(width: side, height: side))
            case 1: iconSize = nil
            default: iconSize = .scaled(side, relativeTo: TextStyle.allCases.randomElement(using: &rng)!)
            }
            return ButtonItem(id: "b\(index)", title: title, iconSize: iconSize)
        }
        return ButtonStack(items: items, insets: DirectionalInsets(top: 6, leading: 10, bottom: 6, trailing: 10),
                           spacing: Double(Int.random(in: 0...12, using: &rng)))
    }

    @Test("narrower widths (of equal shares) and larger text never make the arrangement more compact; titles stay whole and inside; no overlaps; RTL mirrors")
    func properties() throws {
        var rng = SeededChoices(seed: 2026)
        let measurer = CachedTextMeasurer(PangoTextMeasurer(fonts: fonts))
        let order = ButtonArrangement.measuringOrder
        var scaledIcons = 0
        for _ in 0..<60 {
            let stack = generate(&rng)
            scaledIcons += stack.items.filter(\.effectiveIconSize.isScaled).count
            // Narrowing the width. Only at widths whose row divides into equal shares: between
            // those, the last button's leftover pixels come and go (a row one pixel wider can
            // give it less), so a row may fit at a width and not at the next wider one.
            var previous = 0
            let count = stack.items.count
            let gaps = Double(count - 1) * stack.spacing
            for rough in stride(from: 1024.0, through: 200, by: -37) {
                let pixels = Int(((rough - gaps) * 2).rounded(.down))
                let width = Double(pixels - pixels % count) / 2 + gaps
                let arrangement = stack.measure(width: width, environment: LayoutEnvironment(scale: 2), measurer: measurer).arrangement
                let rank = order.firstIndex(of: arrangement)!
                #expect(rank >= previous, "\(stack.items.map(\.title)) at \(width)")
                previous = rank
            }
            // Enlarging the text.
            previous = 0
            for category in TextSizeCategory.allCases {
                let arrangement = stack.measure(width: 375, environment: LayoutEnvironment(contentSizeCategory: category, scale: 2), measurer: measurer).arrangement
                let rank = order.firstIndex(of: arrangement)!
                #expect(rank >= previous, "\(stack.items.map(\.title)) at \(category)")
                previous = rank
            }
            // Placed in a tree: titles whole, inside their buttons; buttons disjoint; RTL mirrored.
            let tree = try LayoutTree(stack.node())
            for width in [260.0, 375, 768] {
                let ltr = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0)).layout(tree, width: width, measurer: measurer)
                let rtl = try StackLayoutEngine(environment: LayoutEnvironment(direction: .rightToLeft, scale: 0))
                    .layout(tree, width: width, measurer: measurer)
                let parts = try #require(ltr.containerPlacements[0]).parts
                let buttons = parts.filter { $0.role == "button" }
                for (index, button) in buttons.enumerated() {
                    let title = parts.first { $0.role == "title" && $0.id == button.id }!.frame
                    let image = parts.first { $0.role == "image" && $0.id == button.id }!.frame
                    for inner in [title, image] {
                        #expect(inner.minX >= button.frame.minX - 1e-9 && inner.maxX <= button.frame.maxX + 1e-9)
                        #expect(inner.minY >= button.frame.minY - 1e-9 && inner.maxY <= button.frame.maxY + 1e-9)
                    }
                    #expect(button.frame.width >= 44 - 1e-9 && button.frame.height >= 44 - 1e-9)
                    for other in buttons[(index + 1)...] { #expect(!button.frame.intersects(other.frame)) }
                    // Whole title: the frame is as wide as the text measured on its own lines.
                    let item = stack.items.first { $0.id == button.id }!
                    let metrics = measurer.measure(TextMeasurementRequest(
                        string: item.title, font: FontDescriptor(family: "Sans", size: 17), maximumLines: 0, wrapWidth: title.width))
                    #expect(!metrics.isTruncated)
                    #expect(metrics.size.width <= title.width + 1e-6)
                }
                let mirrored = try #require(rtl.containerPlacements[0]).parts
                for (l, r) in zip(parts, mirrored) {
                    #expect(abs(r.frame.minX - (width - l.frame.maxX)) < 1e-9 && r.frame.minY == l.frame.minY)
                }
            }
        }
        // The sizes that grow with the text were exercised, not only fixed ones.
        #expect(scaledIcons >= 30, "\(scaledIcons) scaled icons")
    }
}
