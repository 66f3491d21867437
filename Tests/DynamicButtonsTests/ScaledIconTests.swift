import DynamicButtons
import StackLayout
import Testing

/// Icons that scale with the text, every number worked out by hand from the Dynamic Type table
/// (body: 14 pt at xSmall, 17 at large, 28 at accessibilityMedium, 53 at accessibilityXXXLarge)
/// and the fixed metrics (a character 0.5 em wide, a line 1 em tall, first baseline 0.8 em).
///
/// A standard icon is 24 pt at `large` and 24 × (style size / style size at large) elsewhere:
/// body at accessibilityXXXLarge 24 × 53/17 = 1272/17 ≈ 74.82 pt.
struct ScaledIconTests {
    static let axxxl = TextSizeCategory.accessibilityExtraExtraExtraLarge

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    static func close(_ a: Size, _ b: Size) -> Bool { close(a.width, b.width) && close(a.height, b.height) }
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    // MARK: Sizes

    @Test("the standard icon follows the title's text style", arguments: [
        // body: 24 × size / 17.
        (TextStyle.body, TextSizeCategory.large, 24.0),
        (.body, .accessibilityExtraExtraExtraLarge, 24.0 * 53 / 17),  // 74.8235…
        (.body, .extraSmall, 24.0 * 14 / 17),  // 19.7647…
        (.body, .accessibilityMedium, 24.0 * 28 / 17),  // 39.5294…
        // caption2 is 11 pt at both xSmall and large: no change; 40 at AX5.
        (.caption2, .extraSmall, 24.0),
        (.caption2, .accessibilityExtraExtraExtraLarge, 24.0 * 40 / 11),
        // title1: 25 at xSmall, 28 at large.
        (.title1, .extraSmall, 24.0 * 25 / 28),
    ] as [(TextStyle, TextSizeCategory, Double)])
    func standardSize(style: TextStyle, category: TextSizeCategory, side: Double) {
        let item = ButtonItem(id: "a", title: "A", font: .style(style))
        #expect(item.iconSize == nil)
        #expect(item.effectiveIconSize == .scaled(24, relativeTo: style))
        #expect(Self.close(item.resolvedIconSize(for: category), Size(width: side, height: side)))
    }

    @Test("fixed sizes do not scale: given in points, or the standard icon of a fixed-size title")
    func fixedSizes() {
        let fixed = ButtonItem(id: "a", title: "A", iconSize: ButtonIconSize(width: 30, height: 20))
        #expect(fixed.resolvedIconSize(for: Self.axxxl) == Size(width: 30, height: 20))
        #expect(fixed.resolvedIconSize(for: .extraSmall) == Size(width: 30, height: 20))
        #expect(!fixed.effectiveIconSize.isScaled)
        // A title of a fixed size does not grow, and neither does its standard icon.
        let fixedTitle = ButtonItem(id: "b", title: "B", font: .fixed(family: "Sans", size: 15, weight: .regular))
        #expect(fixedTitle.effectiveIconSize == ButtonIconSize(width: 24, height: 24))
        #expect(fixedTitle.resolvedIconSize(for: Self.axxxl) == Size(width: 24, height: 24))
        // One dimension scaled, the other fixed: 30 × 53/17 wide, 20 tall.
        let mixed = ButtonIconSize(width: .scaled(30, relativeTo: .body), height: 20)
        #expect(mixed.isScaled)
        #expect(Self.close(mixed.resolved(for: Self.axxxl), Size(width: 30 * 53 / 17.0, height: 20)))
        // An explicit scaled size follows its own style, not the title's: caption1 is 12 at
        // large and 43 at AX5, whatever the (body) title does.
        let ownStyle = ButtonItem(id: "c", title: "C", iconSize: .scaled(24, relativeTo: .caption1))
        #expect(Self.close(ownStyle.resolvedIconSize(for: Self.axxxl), Size(width: 24 * 43 / 12.0, height: 24 * 43 / 12.0)))
    }

    @Test("how sizes read: fixed, scaled square, mixed")
    func descriptions() {
        #expect(ButtonIconSize(width: 24, height: 24).description == "24 × 24 pt")
        #expect(ButtonIconSize.scaled(24, relativeTo: .body).description == "24 pt scaled with body")
        #expect(ButtonIconSize(width: .scaled(30, relativeTo: .body), height: 20.5).description == "30 pt scaled with body × 20.5 pt")
    }

    // MARK: Layout

    /// "Go" and "Up" with standard icons, default insets (8/12/8/12) and spacing (8).
    static let pair = ButtonStack(items: [ButtonItem(id: "go", title: "Go"), ButtonItem(id: "up", title: "Up")])
    /// The same with fixed 24 pt icons.
    static var fixedPair: ButtonStack {
        var stack = pair
        for index in stack.items.indices { stack.items[index].iconSize = ButtonIconSize(width: 24, height: 24) }
        return stack
    }

    /// At 300 pt and scale 1 each button of a row has ⌊300 − 8⌋ / 2 = 146 pt.
    ///
    /// - large: "Go" is 2 × 8.5 = 17 wide; beside its 24 pt icon it needs 12 + 24 + 8 + 17 + 12
    ///   = 73 ≤ 146: row beside, max(44, 8 + max(24, 17) + 8) = 44 tall.
    /// - accessibilityXXXLarge: "Go" is 2 × 26.5 = 53 wide and 53 tall, the gap 53 × 8/17 =
    ///   424/17. With the standard icon (1272/17) beside it needs 12 + 1272/17 + 424/17 + 53 + 12
    ///   = 77 + 1696/17 ≈ 176.76 > 146; above it needs 12 + max(1272/17, 53) + 12 ≈ 98.82: row
    ///   above, 8 + 1272/17 + 424/17 + 0.8 × 53 + 0.2 × 53 + 8 = 69 + 1696/17 ≈ 168.76 tall.
    ///   With a fixed 24 pt icon it still fits beside: 12 + 24 + 424/17 + 53 + 12 ≈ 125.94 ≤ 146,
    ///   8 + max(24, 53) + 8 = 69 tall. The grown icon alone costs the row.
    @Test("a row that fits at large switches arrangement at accessibilityXXXLarge because the icon grew")
    func iconGrowthChangesArrangement() {
        let measurer = FixedMetricsTextMeasurer()
        let large = LayoutEnvironment(scale: 1)
        let axxxl = LayoutEnvironment(contentSizeCategory: Self.axxxl, scale: 1)

        let atLarge = Self.pair.measure(width: 300, environment: large, measurer: measurer)
        #expect(atLarge.arrangement == .rowBeside && atLarge.size == Size(width: 300, height: 44))

        let scaled = Self.pair.measure(width: 300, environment: axxxl, measurer: measurer)
        #expect(scaled.arrangement == .rowAbove)
        #expect(Self.close(scaled.size.height, 69 + 1696 / 17.0))

        let fixed = Self.fixedPair.measure(width: 300, environment: axxxl, measurer: measurer)
        #expect(fixed.arrangement == .rowBeside && fixed.size == Size(width: 300, height: 69))

        // What explain says: each button needs 77 + 1696/17 beside its icon, has 146.
        let explanation = Self.pair.explain(width: 300, environment: axxxl, measurer: measurer)
        let beside = explanation.checks[0]
        #expect(beside.arrangement == .rowBeside && !beside.fits)
        #expect(beside.shortfalls.count == 2)
        for shortfall in beside.shortfalls {
            #expect(Self.close(shortfall.needs, 77 + 1696 / 17.0) && shortfall.has == 146)
        }
        #expect(explanation.chosen == .rowAbove)
    }

    @Test("the scaled icon's frames: row above at accessibilityXXXLarge")
    func scaledIconFrames() {
        let environment = LayoutEnvironment(contentSizeCategory: Self.axxxl, scale: 1)
        let height = 69 + 1696 / 17.0
        let placement = Self.pair.place(in: Size(width: 300, height: height), environment: environment,
                                        measurer: FixedMetricsTextMeasurer())
        // Columns would need 2 × (8 + 1272/17 + 8) + 8 ≈ 189.65 > 168.76: the row above stays.
        #expect(placement.arrangement == .rowAbove)
        // Slots 0…146 and 154…300. The icon is centred in its slot, 1272/17 square; the block
        // (icon, gap, title) is exactly the content height, so it starts at the top inset, 8.
        // The title (53 × 53) sits under the icon and gap: 8 + 1696/17, centred: 73 − 26.5.
        let side = 1272 / 17.0
        #expect(Self.close(placement.buttons[0].image, Rect(x: 73 - side / 2, y: 8, width: side, height: side)))
        #expect(Self.close(placement.buttons[0].title, Rect(x: 46.5, y: 8 + 1696 / 17.0, width: 53, height: 53)))
        #expect(Self.close(placement.buttons[1].image, Rect(x: 154 + 73 - side / 2, y: 8, width: side, height: side)))
    }

    @Test("a smaller category shrinks the standard icon, and the natural width with it")
    func smallerCategory() throws {
        // extraSmall: body 14 pt, "Go" 2 × 7 = 14 wide, gap 14 × 8/17 = 112/17, icon 24 × 14/17 =
        // 336/17. Each button needs 12 + 336/17 + 112/17 + 14 + 12 = 38 + 448/17 ≈ 64.35: 65
        // pixels at scale 1, and the row 2 × 65 + 8 = 138 (a fixed 24 pt icon: 38 + 24 + 112/17
        // ≈ 68.59 → 69 px → 146).
        let environment = LayoutEnvironment(contentSizeCategory: .extraSmall, scale: 1)
        let measurer = FixedMetricsTextMeasurer()
        let scaled = try StackLayoutEngine(environment: environment).layout(LayoutTree(
            LayoutNode.stack(Stack(axis: .horizontal, alignment: .top, children: [
                Self.pair.node(id: "pair"), .box(id: "rest"),
            ]))), width: 400, measurer: measurer)
        #expect(scaled.frame(of: "pair")?.width == 138)
        let fixed = try StackLayoutEngine(environment: environment).layout(LayoutTree(
            LayoutNode.stack(Stack(axis: .horizontal, alignment: .top, children: [
                Self.fixedPair.node(id: "pair"), .box(id: "rest"),
            ]))), width: 400, measurer: measurer)
        #expect(fixed.frame(of: "pair")?.width == 146)
        // "Go"'s icon: its slot is 0…65 and its group (336/17 + 112/17 + 14 ≈ 40.35) is centred,
        // from x ≈ 12.32; the icon spans 12.32…32.09 across and, in a 44 pt row, (44 − 336/17)
        // / 2 ≈ 12.12 … 31.88 down. Edges rounded to whole points: 12…32 both ways.
        #expect(scaled.frame(of: "go", part: .image) == Rect(x: 12, y: 12, width: 20, height: 20))
    }

    // MARK: Explain and validation

    @Test("the icons of a stack as explain prints them")
    func iconSummary() {
        #expect(ButtonStackIcons(Self.pair, category: Self.axxxl).description
            == "icons: 74.82 × 74.82 pt (24 pt scaled with body, at accessibilityXXXLarge)")
        #expect(ButtonStackIcons(Self.pair, category: .extraSmall).description
            == "icons: 19.76 × 19.76 pt (24 pt scaled with body, at xSmall)")
        #expect(ButtonStackIcons(Self.fixedPair, category: Self.axxxl).description == "icons: 24 × 24 pt (fixed)")
        // Different icons: one entry per icon, naming its buttons (an icon-only one by its id).
        var mixed = Self.pair
        mixed.items.append(ButtonItem(id: "star", title: "", iconSize: ButtonIconSize(width: 30, height: 20), kind: .iconOnly))
        mixed.items.append(ButtonItem(id: "bin", title: "Delete", iconSize: ButtonIconSize(width: 30, height: 20)))
        #expect(ButtonStackIcons(mixed, category: .large).description
            == "icons: 'Go', 'Up' 24 × 24 pt (24 pt scaled with body, at large); star, 'Delete' 30 × 20 pt (fixed)")
        #expect(ButtonStackIcons(ButtonStack(items: []), category: .large).description == "icons: none")
    }

    /// The message building a tree with `item` in a stack at the root (id "bar") gives.
    static func message(_ item: ButtonItem) -> String? {
        do {
            _ = try LayoutTree(LayoutNode(id: "bar", .container(ButtonStack(items: [ButtonItem(id: "ok", title: "OK"), item]), children: [])))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("scaled icon sizes are checked with the length rules; proportions are refused")
    func validation() {
        func item(_ width: Length, _ height: Length = 24) -> ButtonItem {
            ButtonItem(id: "b", title: "B", iconSize: ButtonIconSize(width: width, height: height))
        }
        #expect(Self.message(item(.scaled(24, relativeTo: .body), .scaled(0, relativeTo: .title1))) == nil)
        #expect(Self.message(item(.scaled(2e6, relativeTo: .body)))
            == "root (id \"bar\"): items[1].image.width is 2000000; it must be a number of points from 0 to 1000000")
        #expect(Self.message(item(24, .scaled(-1, relativeTo: .body)))
            == "root (id \"bar\"): items[1].image.height is -1; it must be a number of points, 0 or more")
        #expect(Self.message(item(.scaled(.nan, relativeTo: .body)))
            == "root (id \"bar\"): items[1].image.width is NaN; it must be a number of points, 0 or more")
        #expect(Self.message(item(.container(0.5)))
            == "root (id \"bar\"): items[1].image.width is NaN; it must be a number of points or a scaled length "
            + "(button icons do not resolve proportions of the container, the root or the width)")
        #expect(Self.message(item(24, .root(0.1, of: .vertical)))?.hasPrefix("root (id \"bar\"): items[1].image.height is NaN") == true)
    }
}
