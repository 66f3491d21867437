import DynamicButtons
import StackLayout
import Testing

/// The seed's promises where earlier rules slipped: a title counts as fitting only when it
/// shows whole, the least tall arrangement that fits is chosen, a roomy stack says what it
/// placed, and directional buttons are never stacked by expansion.
///
/// Fixed metrics (a character 0.5 em, lines 1 em, ascent 0.8 em), scale 1, insets 8/12/8/12,
/// spacing 8. Body at `large` is 17 pt (8.5 pt a character, gap 8); at accessibilityXXXLarge
/// 53 pt (26.5 pt a character, gap 53 × 8/17 = 24.941 176…).
struct ButtonStackPromiseTests {
    let environment = LayoutEnvironment(scale: 1)
    let measurer = FixedMetricsTextMeasurer()

    static func item(_ id: String, _ title: String, icon: (Double, Double) = (24, 24)) -> ButtonItem {
        ButtonItem(id: id, title: title, iconSize: ButtonIconSize(Size(width: icon.0, height: icon.1)))
    }

    /// B3: Share (42.5), Delete (51), Open in Safari (119).
    static let b3 = ButtonStack(items: [item("share", "Share"), item("delete", "Delete"), item("safari", "Open in Safari")])

    @Test("a word wider than the column is not a fit: the least bad arrangement, marked word-broken")
    func wordWiderThanTheColumn() throws {
        // "Benachrichtigungseinstellungen": 30 characters, 255 pt, at 182 pt. Beside its icon it
        // needs 12 + 24 + 8 + 255 + 12 = 311, above it 12 + 255 + 12 = 279: no row or column
        // beside holds it. Column above wraps at 182 − 24 = 158 < 255: only by breaking the
        // word, which is no fit either; it needs 279 not to.
        let stack = ButtonStack(items: [Self.item("settings", "Benachrichtigungseinstellungen")])
        let explanation = stack.explain(width: 182, environment: environment, measurer: measurer)
        #expect(explanation.checks.allSatisfy { !$0.fits })
        let columnAbove = try #require(explanation.checks.last)
        #expect(columnAbove.shortfalls.map(\.description)
            == ["'Benachrichtigungseinstellungen' needs 279 pt not to break a word, has 182 pt"])
        // Nothing fits the width: column above, which wraps, with the overflow 279 − 182 = 97.
        let measured = stack.measure(width: 182, environment: environment, measurer: measurer)
        #expect(measured.arrangement == .columnAbove)
        #expect(measured.overflow == Size(width: 97, height: 0))
        // Placed: 18 characters (153 pt) a line at 158 → 2 lines, 34 tall; the button is
        // 8 + 24 + 8 + 34 + 8 = 82 tall, and says its title breaks a word.
        let placement = stack.place(in: Size(width: 182, height: 82), environment: environment, measurer: measurer)
        #expect(placement.arrangement == .columnAbove)
        #expect(placement.buttons[0].frame.height == 82)
        #expect(placement.buttons[0].isTitleWordBroken)
        #expect(!placement.buttons[0].isTitleTruncated)
        // Two words of 8 and 21 characters break between them at the same width: a fit.
        let twoWords = ButtonStack(items: [Self.item("settings", "Benachri chtigungseinstellungen")])
        #expect(twoWords.measure(width: 250, environment: environment, measurer: measurer).overflow == .zero)
        #expect(!twoWords.place(in: Size(width: 250, height: 82), environment: environment, measurer: measurer).buttons[0].isTitleWordBroken)
    }

    @Test("the least tall arrangement that fits is chosen, even when a row also fits")
    func leastTall() {
        // At accessibilityXXXLarge, 240 wide: Go (53 pt) with a 24 × 100 icon and Up (53) with a
        // 24 × 24 one. Rows judge each button at ⌊(240 − 8) / 2⌋ = 116: beside its icon Go needs
        // 12 + 24 + 24.94 + 53 + 12 = 125.94, no; above it 12 + 53 + 12 = 77, yes, and the row
        // is 8 + 100 + 24.94 + 42.4 + 10.6 + 8 = 193.94 tall. Column beside needs 125.94 ≤ 240
        // and is (8 + 100 + 8) + 8 + (8 + 53 + 8) = 193 tall: less, so it is chosen.
        let stack = ButtonStack(items: [Self.item("go", "Go", icon: (24, 100)), Self.item("up", "Up")])
        let environment = LayoutEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, scale: 1)
        let explanation = stack.explain(width: 240, environment: environment, measurer: measurer)
        let heights = Dictionary(uniqueKeysWithValues: explanation.checks.filter(\.fits).map { ($0.arrangement, $0.height) })
        #expect(heights.keys.sorted { $0.rawValue < $1.rawValue } == [.columnAbove, .columnBeside, .rowAbove])
        let rowAbove: Double = 8 + 100 + 53.0 * 8 / 17 + 53 + 8
        #expect(abs(heights[.rowAbove]! - rowAbove) < 1e-9)
        #expect(heights[.columnBeside] == 193)
        let measured = stack.measure(width: 240, environment: environment, measurer: measurer)
        #expect(measured.arrangement == .columnBeside)
        #expect(measured.size.height == 193)
        #expect(explanation.chosen == .columnBeside)
    }

    @Test("explain marks the compact arrangement and the expanded one placed in roomy bounds")
    func explainRoomyBounds() {
        // B3 at 600: the smallest share ⌊584 / 3⌋ = 194 holds 175, so row beside (44) is the
        // most compact. In bounds 400 tall the stack expands: column beside (3 × 44 + 16 = 148)
        // is the first of the filling order that fits.
        let explanation = Self.b3.explain(width: 600, height: 400, environment: environment, measurer: measurer)
        #expect(explanation.chosen == .rowBeside)
        #expect(explanation.placed == .columnBeside)
        let lines = explanation.description.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("→ row-beside"))
        #expect(lines[3].hasPrefix("⇒ column-beside"))
        #expect(lines.last == "⇒ placed as column-beside: its bounds are 400 pt tall, 356 pt more than row-beside needs, "
            + "and column-beside is the first of column-beside, column-above, row-above, row-beside that fits them")
        // Bounds as tall as needed: nothing expands and no reason is given.
        let exact = Self.b3.explain(width: 600, height: 44, environment: environment, measurer: measurer)
        #expect(exact.placed == .rowBeside && !exact.description.contains("placed as"))
    }

    @Test("a directional group expands only into rows; a stack may not expand at all")
    func expansionRules() {
        // Back / Next at 600: row beside, 44 tall. In 400 pt of height a column would stack
        // Back over Next; the row above (8 + 24 + 8 + 13.6 + 3.4 + 8 = 65) fills instead.
        let pair = ButtonStack(items: [Self.item("back", "Back"), Self.item("next", "Next")])
        #expect(DirectionalNavigation.isDirectionalGroup(pair.items))
        let placed = pair.place(in: Size(width: 600, height: 400), environment: environment, measurer: measurer)
        #expect(placed.arrangement == .rowAbove)
        #expect(placed.buttons.map(\.frame.height) == [65, 65])
        // A group whose only directional button is an icon (chevron.left) is directional too.
        let iconOnly = ButtonStack(items: [
            ButtonItem(id: "b", title: "Previous Page", iconName: "chevron.left"), Self.item("s", "Save"),
        ])
        #expect(DirectionalNavigation.isDirectionalGroup(iconOnly.items))
        // B3 with expansion turned off keeps row beside at the top of the same bounds.
        var fixed = Self.b3
        fixed.expandsIntoRoom = false
        #expect(fixed.place(in: Size(width: 600, height: 400), environment: environment, measurer: measurer).arrangement == .rowBeside)
        #expect(Self.b3.place(in: Size(width: 600, height: 400), environment: environment, measurer: measurer).arrangement == .columnBeside)
    }
}
