import DynamicButtons
import StackLayout
import Testing

/// The button stack with fixed metrics, every number worked out by hand.
///
/// Body text at `large` is 17 pt: a character is 8.5 pt wide, a line 17 pt tall, the first
/// baseline 13.6 pt down. The icon–title gap is 17 × 8/17 = 8 pt. Insets 8/12/8/12, spacing 8,
/// icons 24 × 24. Titles: "Share" 5 × 8.5 = 42.5, "Delete" 51, "Open in Safari" 14 × 8.5 = 119.
///
/// Needs per button — row beside: 12 + 24 + 8 + tw + 12 = 56 + tw → 98.5, 107, 175;
/// row above: 12 + max(24, tw) + 12 → 66.5, 75, 143; column beside: 56 + tw (max 175).
/// Row shares at scale 1: ⌊W − 16⌋ px split in 3, the remainder to the last button when placed;
/// every button is judged at the smallest share, ⌊(W − 16) / 3⌋ px, so a row that fits at W
/// fits at every wider W.
/// Heights — row beside: max(44, 8 + max(24, 17) + 8 = 40) = 44; row above: 8 + 24 + 8 + 13.6
/// + 3.4 + 8 = 65; column beside: 3 × 44 + 2 × 8 = 148; column above (one-line titles):
/// 3 × (8 + 24 + 8 + 17 + 8 = 65) + 16 = 211.
struct ButtonStackArithmeticTests {
    static let stack = ButtonStack(
        items: [
            ButtonItem(id: "share", title: "Share", iconSize: ButtonIconSize(width: 24, height: 24)),
            ButtonItem(id: "delete", title: "Delete", iconSize: ButtonIconSize(width: 24, height: 24)),
            ButtonItem(id: "safari", title: "Open in Safari", iconSize: ButtonIconSize(width: 24, height: 24)),
        ],
        insets: DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12), spacing: 8)
    let environment = LayoutEnvironment(scale: 1)
    let measurer = FixedMetricsTextMeasurer()

    @Test("measuring picks the least tall arrangement that fits at the row's smallest share", arguments: [
        // Row beside needs 98.5 (→ 99 px), 107 and 175 px: a smallest share of 175, 3 × 175 =
        // 525 px, W ≥ 525 + 16 = 541.
        (1024.0, ButtonArrangement.rowBeside, 44.0),
        (541, .rowBeside, 44),
        // 540: 524 px → smallest share 174 < 175 (the last button would get 176 when placed,
        // which does not count). Row above needs 66.5, 75, 143: 174 holds them.
        (540, .rowAbove, 65),
        (538, .rowAbove, 65),
        // 537: 521 px → 173; the row beside stays out as the width shrinks.
        (537, .rowAbove, 65),
        (536, .rowAbove, 65),
        // Row above needs a smallest share of 143: 3 × 143 = 429 px, W ≥ 445.
        (445, .rowAbove, 65),
        // 444: 428 px → 142 < 143. Of the columns, column beside (needs W ≥ 175) is 148 tall
        // and column above 211: the least tall fits.
        (444, .columnBeside, 148),
        (441, .columnBeside, 148),
        (175, .columnBeside, 148),
        // 174: column above. Wrap width 150: every title on one line → 211.
        (174, .columnAbove, 211),
        // 100: wrap width 76 → "Open in" (59.5) / "Safari": 2 lines, 34 tall → that button is
        // 8 + 24 + 8 + 34 + 8 = 82; total 65 + 65 + 82 + 16 = 228.
        (100, .columnAbove, 228),
    ])
    func modeForWidth(width: Double, arrangement: ButtonArrangement, height: Double) {
        let measured = Self.stack.measure(width: width, environment: environment, measurer: measurer)
        #expect(measured.arrangement == arrangement)
        #expect(measured.size == Size(width: width, height: height))
        #expect(measured.overflow == .zero)
    }

    @Test("row shares are whole pixels with the remainder on the last button")
    func rowFrames() throws {
        let tree = try LayoutTree(Self.stack.node(id: "buttons"))
        let result = try StackLayoutEngine(environment: environment).layout(tree, width: 600, measurer: measurer)
        let placement = try #require(result.containerPlacements[0])
        #expect(placement.attributes.first { $0.key == "mode" }?.value == "row-beside")
        let buttons = placement.parts.filter { $0.role == "button" }.map(\.frame)
        // 584 px / 3 = 194 rem 2: widths 194, 194, 196 at x 0, 194 + 8, 388 + 16.
        #expect(buttons == [
            Rect(x: 0, y: 0, width: 194, height: 44),
            Rect(x: 202, y: 0, width: 194, height: 44),
            Rect(x: 404, y: 0, width: 196, height: 44),
        ])
        // "Share": group 24 + 8 + 42.5 = 74.5 centred in 194 → x 59.75; icon y (44 − 24)/2 = 10,
        // title y (44 − 17)/2 = 13.5. Rounded edges: 59.75→60, 83.75→84; title 91.75→92,
        // 134.25→134, 13.5→14, 30.5→31.
        let share = placement.parts.filter { $0.id == "share" }
        #expect(share.first { $0.role == "image" }?.frame == Rect(x: 60, y: 10, width: 24, height: 24))
        #expect(share.first { $0.role == "title" }?.frame == Rect(x: 92, y: 14, width: 42, height: 17))
    }

    @Test("column beside: icon centres on one line, titles on one leading edge")
    func columnBesideRhythm() throws {
        var stack = Self.stack
        stack.items[1].iconSize = ButtonIconSize(width: 16, height: 16)  // a narrower icon
        let placement = stack.place(in: Size(width: 300, height: 148), environment: environment, measurer: measurer)
        #expect(placement.arrangement == .columnBeside)
        // Icon column 24 wide from x 12: centres at 24. Titles start at 12 + 24 + 8 = 44.
        for button in placement.buttons {
            #expect(button.image.midX == 24)
            #expect(button.title.minX == 44)
        }
        // Buttons 44 tall with 8 between: y 0, 52, 104.
        #expect(placement.buttons.map(\.frame.minY) == [0, 52, 104])
        #expect(placement.buttons[1].image == Rect(x: 16, y: 52 + 14, width: 16, height: 16))
    }

    @Test("row above: icons share a top line and titles a baseline")
    func rowAboveRhythm() {
        var stack = Self.stack
        stack.items[0].iconSize = ButtonIconSize(width: 20, height: 16)
        stack.items[2].font = .style(.caption1)  // 12 pt: smaller ascent, smaller gap
        let placement = stack.place(in: Size(width: 500, height: 65), environment: environment, measurer: measurer)
        #expect(placement.arrangement == .rowAbove)
        let tops = Set(placement.buttons.map(\.image.minY))
        #expect(tops.count == 1)
        // Baselines: body 13.6 below its title top, caption1 0.8 × 12 = 9.6.
        let baselines = Set(placement.buttons.enumerated().map { index, button in
            button.title.minY + (index == 2 ? 9.6 : 13.6)
        })
        #expect(baselines.count == 1)
    }

    @Test("placing in taller bounds fills them with a more expanded arrangement")
    func fillingOrder() {
        func arrangement(_ height: Double) -> ButtonArrangement {
            Self.stack.place(in: Size(width: 600, height: height), environment: environment, measurer: measurer).arrangement
        }
        #expect(arrangement(44) == .rowBeside)  // exactly the measured size
        #expect(arrangement(100) == .rowAbove)  // 65 ≤ 100 < 148: the taller row
        #expect(arrangement(148) == .columnBeside)  // room for the column
        #expect(arrangement(500) == .columnBeside)  // beside before above
        // At 150 wide "Open in Safari" cannot sit beside its icon (needs 175): column above
        // when it fits (211).
        #expect(Self.stack.place(in: Size(width: 150, height: 300), environment: environment, measurer: measurer).arrangement == .columnAbove)
    }

    @Test("a height limit picks an arrangement that fits both, or reports the overflow")
    func heightLimit() {
        var stack = Self.stack
        stack.heightLimit = 150
        // 300 wide: rows do not fit the width; column beside (148) fits the limit.
        #expect(stack.measure(width: 300, environment: environment, measurer: measurer).arrangement == .columnBeside)
        stack.heightLimit = 100
        // Nothing fits: of the arrangements that fit the width (column beside 148, column above
        // 211) the shorter is chosen, 48 pt too tall.
        let measured = stack.measure(width: 300, environment: environment, measurer: measurer)
        #expect(measured.arrangement == .columnBeside)
        #expect(measured.overflow == Size(width: 0, height: 48))
    }

    @Test("explain names the button that does not fit and by how much")
    func explanation() {
        let explanation = Self.stack.explain(width: 300, environment: environment, measurer: measurer)
        // 284 px / 3 = 94 remainder 2: every button is judged at the smallest share, 94 (the
        // last is placed 96 wide). Needs are exact: "Share" 56 + 42.5 = 98.5.
        let rowBeside = explanation.checks[0]
        #expect(!rowBeside.fits)
        #expect(rowBeside.shortfalls.map(\.description) == [
            "'Share' needs 98.5 pt, has 94 pt", "'Delete' needs 107 pt, has 94 pt", "'Open in Safari' needs 175 pt, has 94 pt",
        ])
        #expect(explanation.checks[1].shortfalls.map(\.description) == ["'Open in Safari' needs 143 pt, has 94 pt"])
        #expect(explanation.checks[2].fits && explanation.checks[2].height == 148)
        #expect(explanation.chosen == .columnBeside)
        #expect(explanation.description.contains("→ column-beside"))
    }

    @Test("every button is at least 44 × 44")
    func minimumSize() {
        let tiny = ButtonStack(
            items: [ButtonItem(id: "a", title: "A", font: .fixed(family: "Sans", size: 8, weight: .regular),
                               iconSize: ButtonIconSize(width: 8, height: 8))],
            insets: .zero, spacing: 0)
        let placement = tiny.place(in: Size(width: 44, height: 44), environment: environment, measurer: measurer)
        #expect(placement.buttons[0].frame.width >= 44 && placement.buttons[0].frame.height >= 44)
        // 43 pt wide cannot hold a 44 pt button in any arrangement.
        let narrow = tiny.measure(width: 43, environment: environment, measurer: measurer)
        #expect(narrow.overflow.width == 1)
    }

    @Test("an overflow is exact in the placement and rounded for people")
    func overflow() throws {
        // At 43.9 pt nothing fits: each button needs at least 12 + 24 + 12 = 48, so the stack
        // overflows by 48 − 43.9 (4.1 up to floating-point noise) across and 0 down.
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(try LayoutTree(Self.stack.node()), width: 43.9, measurer: FixedMetricsTextMeasurer())
        let overflow = try #require(result.containerPlacements[0]?.attributes.first { $0.key == "overflow" }?.value)
        #expect(overflow == .size(Size(width: 48 - 43.9, height: 0)))
        #expect(overflow.description == "4.1×0")
    }

    @Test("the icon–title gap grows with the title's text size")
    func gapScales() {
        // At accessibilityXXXLarge body is 53 pt: the gap is 53 × 8/17 = 24.94… > 8.
        let large = Self.stack.place(
            in: Size(width: 2000, height: 0), environment: LayoutEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, scale: 0),
            measurer: measurer)
        let share = large.buttons[0]
        #expect(abs((share.title.minX - share.image.maxX) - 53.0 * 8 / 17) < 1e-9)
    }

    @Test("measuring then placing at the same size measures each title once unwrapped and once wrapped")
    func measurementCounts() throws {
        let counter = CountingMeasurer()
        let tree = try LayoutTree(Self.stack.node())
        _ = try StackLayoutEngine(environment: environment).layout(tree, width: 100, measurer: counter)
        // Column above at 100: three unwrapped measurements (one per title) and three wrapped
        // at 76; nothing is asked twice.
        #expect(counter.unwrapped.count == 3 && counter.unwrapped.values.allSatisfy { $0 == 1 })
        #expect(counter.wrapped.count == 3 && counter.wrapped.values.allSatisfy { $0 == 1 })
    }

    @Test("right to left mirrors the stack and each button's interior")
    func rightToLeft() throws {
        let tree = try LayoutTree(Self.stack.node())
        let ltr = try StackLayoutEngine(environment: environment).layout(tree, width: 600, measurer: measurer)
        let rtl = try StackLayoutEngine(environment: LayoutEnvironment(direction: .rightToLeft, scale: 1))
            .layout(tree, width: 600, measurer: measurer)
        let left = try #require(ltr.containerPlacements[0]).parts
        let right = try #require(rtl.containerPlacements[0]).parts
        for (l, r) in zip(left, right) {
            #expect(r.frame == Rect(x: 600 - l.frame.maxX, y: l.frame.minY, width: l.frame.width, height: l.frame.height))
        }
        // The first button (Share, 0…194 left to right) is now at the right edge: 406…600, its
        // icon to the right of its title.
        let share = right.filter { $0.id == "share" }
        #expect(share[0].frame == Rect(x: 406, y: 0, width: 194, height: 44))
        #expect(share[1].frame.minX > share[2].frame.maxX)
    }
}
