@testable import DynamicButtons
import StackTestSupport
import StackLayout
import Testing

/// Placement gives each button of a row its share (whole device pixels, the leftover pixels to
/// the last button); fitting and the natural width judge every button at the smallest share,
/// which never shrinks as the width grows.
///
/// Fixed metrics, body at `large`: 8.5 pt a character, gap 8, insets 12 each side, icons 24:
/// a button needs `12 + 24 + 8 + tw + 12 = 56 + tw` beside its icon. "Go" 17 → 73; "Add to
/// Favourites" (17 characters) 144.5 → 200.5; "Share" 42.5 → 98.5. Spacing 8.
struct ButtonRowShareTests {
    static func stack(_ titles: [String]) -> ButtonStack {
        ButtonStack(items: titles.enumerated().map { index, title in
            ButtonItem(id: "b\(index)", title: title, iconSize: ButtonIconSize(width: 24, height: 24))
        })
    }

    static let favourites = stack(["Go", "Go", "Add to Favourites"])
    static let threeShares = stack(["Share", "Share", "Share"])
    let measurer = FixedMetricsTextMeasurer()

    @Test("leftover pixels are placed on the last button but not counted for fitting")
    func leftoverPixels() throws {
        // 619 − 2 × 8 = 603 px at scale 1 = 201 × 3: every share holds 200.5, so the row beside
        // fits, max(44, 8 + 24 + 8) = 44 tall.
        let environment = LayoutEnvironment(scale: 1)
        #expect(Self.favourites.measure(width: 619, environment: environment, measurer: measurer).arrangement == .rowBeside)
        // 618: 602 px = 200 × 3 remainder 2. Placed, the shares are 200, 200, 202, and the last
        // button's 202 would hold its 200.5; but judged at the smallest share, 200 < 200.5, the
        // row beside does not fit. (Counting the remainder, it would fit at 615 — 599 px: 199,
        // 199, 201 — not at 616 — 600 px: 200 each — and again at 617: the stack would flip as
        // the width grows.) Row above needs 12 + 144.5 + 12 = 168.5 ≤ 200.
        let measured = Self.favourites.measure(width: 618, environment: environment, measurer: measurer)
        #expect(measured.arrangement == .rowAbove)
        let placement = Self.favourites.place(in: Size(width: 618, height: measured.size.height), environment: environment, measurer: measurer)
        #expect(placement.arrangement == .rowAbove)
        #expect(placement.buttons.map(\.frame.width) == [200, 200, 202])
        #expect(placement.buttons.allSatisfy { !$0.isTitleTruncated })
        // `explain` says so, the needed width unrounded.
        let explanation = Self.favourites.explain(width: 618, environment: environment, measurer: measurer)
        #expect(explanation.chosen == .rowAbove)
        #expect(explanation.checks[0].shortfalls.map(\.description) == ["'Add to Favourites' needs 200.5 pt, has 200 pt"])
    }

    @Test("beside a flexible box a button stack gets its natural width: the narrowest whole-pixel width its row fits", arguments: [
        // Three "Share" (98.5 each). Scale 0: exact, 3 × 98.5 + 16 = 311.5.
        ("threeShares", 0.0, 311.5),
        // Scale 1: each needs ⌈98.5⌉ = 99 px, 297 px + 16 = 313 (at 312, 296 px → 98, 98, 100).
        ("threeShares", 1, 313),
        // Scale 2: 197 px each, 591 px = 295.5 pt + 16 = 311.5.
        ("threeShares", 2, 311.5),
        // Scale 3: ⌈295.5⌉ = 296 px each, 888 px = 296 pt + 16 = 312.
        ("threeShares", 3, 312),
        // Go, Go (73) and the last 200.5. Scale 0: 3 × 200.5 + 16 = 617.5.
        ("favourites", 0, 617.5),
        // Scale 1: the widest need is ⌈200.5⌉ = 201 px, 3 × 201 = 603 px + 16 = 619.
        ("favourites", 1, 619),
        // Scale 2: 401 px, 1203 px = 601.5 pt + 16 = 617.5.
        ("favourites", 2, 617.5),
        // Scale 3: ⌈601.5⌉ = 602 px, 1806 px = 602 pt + 16 = 618.
        ("favourites", 3, 618),
    ] as [(String, Double, Double)])
    func naturalWidth(titles: String, scale: Double, width: Double) throws {
        let stack = titles == "favourites" ? Self.favourites : Self.threeShares
        let tree = try LayoutTree(.stack(Stack(axis: .horizontal, children: [stack.node(id: "actions"), .box(id: "filler")])))
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: scale)).layout(tree, width: 700, measurer: measurer)
        #expect(result.frame(of: "actions") == Rect(x: 0, y: 0, width: width, height: 44))
        #expect(result.containerPlacements[1]?.attributes.first { $0.key == "mode" }?.value == "row-beside")
    }

    /// The smallest whole-pixel width at which the smallest share holds every need, found by
    /// trying every width from zero: `narrowestWidth` must agree with it, so the natural width is
    /// exactly where fitting starts.
    @Test("the natural width is the first whole-pixel width whose smallest share holds every need")
    func narrowestWidthAgreesWithEveryShareTried() {
        var rng = SeededChoices(seed: 14)
        var checked = 0
        for _ in 0..<400 {
            let scale = rng.pick([1.0, 2, 3])
            let spacing = rng.pick([0.0, 8, 7.3, 0.5, 1.0 / 3])
            let count = rng.int(in: 1...5)
            // Needs on and off the pixel grid, the last sometimes much wider than the others.
            let needs = (0..<count).map { _ in
                rng.bool() ? Double(rng.int(in: 132...600)) / 3 : rng.double(44...300, steps: 1000)
            }
            let natural = RowShares.narrowestWidth(holding: needs, spacing: spacing, scale: scale)
            func holdsAll(_ width: Double) -> Bool {
                let smallest = RowShares.shares(width: width, count: count, spacing: spacing, scale: scale).map(\.width).min() ?? 0
                return needs.allSatisfy { smallest + 1e-9 >= $0 }
            }
            var pixels = 0
            while !holdsAll(Double(pixels) / scale) { pixels += 1 }
            #expect(natural == Double(pixels) / scale, "needs \(needs), spacing \(spacing), scale \(scale)")
            checked += 1
        }
        #expect(checked == 400)
    }
}
