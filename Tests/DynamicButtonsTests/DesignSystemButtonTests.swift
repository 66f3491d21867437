import DynamicButtons
import StackLayout
import Testing

/// The design-system button: accessibility text, states that keep the size, icon-only and
/// hugging layout, truncation. Fixed metrics: body at `large` is 17 pt, a character 8.5 pt wide,
/// a line 17 pt tall; the icon–title gap is 8; insets 8/12/8/12; icons 24 × 24.
struct DesignSystemButtonTests {
    let environment = LayoutEnvironment(scale: 0)
    let measurer = FixedMetricsTextMeasurer()
    static let icon = ButtonIconSize(width: 24, height: 24)

    static func item(_ id: String, _ title: String, kind: ButtonKind = .default, state: ButtonState = .enabled,
                     label: String? = nil, hint: String? = nil, hug: Bool = false) -> ButtonItem {
        ButtonItem(id: id, title: title, iconSize: icon, iconName: "star", kind: kind, state: state,
                   accessibilityLabel: label, accessibilityHint: hint, hugsTitle: hug)
    }

    // MARK: Accessibility

    @Test("what a screen reader says, for every kind and state", arguments: ButtonKind.allCases)
    func spokenLabels(kind: ButtonKind) {
        // Titled kinds speak the title; icon-only speaks its accessibility label.
        let label: String? = kind == .iconOnly ? "Save" : nil
        let title = kind == .iconOnly ? "" : "Save"
        func spoken(_ state: ButtonState) -> String {
            Self.item("s", title, kind: kind, state: state, label: label).accessibility.label
        }
        #expect(spoken(.enabled) == "Save, button")
        #expect(spoken(.disabled) == "Save, dimmed, button")
        #expect(spoken(.loading) == "Save, loading, dimmed")
    }

    @Test("a hint follows the label; an accessibility label replaces the title")
    func hintsAndLabels() {
        let withHint = Self.item("s", "Save", hint: "Saves the draft").accessibility
        #expect(withHint.hint == "Saves the draft")
        #expect(withHint.spokenText == "Save, button, Saves the draft")
        #expect(Self.item("s", "Save", label: "Save draft").accessibility.label == "Save draft, button")
        #expect(Self.item("s", "Save", hint: "").accessibility.hint == nil)
        // An icon-only button without a label falls back to its icon's name (the audit flags it).
        #expect(Self.item("s", "", kind: .iconOnly).accessibility.label == "star, button")
    }

    // MARK: States

    @Test("loading and disabled keep the enabled size and frames; loading shows a spinner instead of the title")
    func statesKeepTheSize() throws {
        func placement(_ state: ButtonState) -> PlacedContainer {
            let stack = ButtonStack(items: [Self.item("save", "Save", state: state), Self.item("share", "Share")])
            return parts(of: stack, in: Size(width: 300, height: 44))
        }
        let enabled = placement(.enabled)
        for state in [ButtonState.disabled, .loading] {
            let other = placement(state)
            let frames = { (p: PlacedContainer) in p.parts.filter { $0.role != "spinner" }.map(\.frame) }
            #expect(frames(other) == frames(enabled))
        }
        let loading = placement(.loading)
        let title = try #require(loading.parts.first { $0.id == "save" && $0.role == "title" })
        #expect(title.text == nil)
        // Row beside at 300: shares (300 − 8) / 2 = 146; "Save" is 4 × 8.5 = 34 wide, the group
        // 24 + 8 + 34 = 66 centred: x = (146 − 66) / 2 = 40, title at 40 + 32 = 72…106, y 13.5…30.5.
        // The spinner is 17 × 17 (the font size) centred on the title: x 89 − 8.5 = 80.5, y 13.5.
        #expect(title.frame == Rect(x: 72, y: 13.5, width: 34, height: 17))
        let spinner = try #require(loading.parts.first { $0.role == "spinner" })
        #expect(spinner.frame == Rect(x: 80.5, y: 13.5, width: 17, height: 17))
        #expect(!ButtonState.loading.isInteractive && !ButtonState.disabled.isInteractive && ButtonState.enabled.isInteractive)
    }

    // MARK: Icon-only and hugging

    @Test("an icon-only button lays out as its icon: 44 × 44, no title, no gap")
    func iconOnlyLayout() {
        let stack = ButtonStack(items: [Self.item("star", "Favourite", kind: .iconOnly, label: "Favourite")])
        let placed = stack.place(in: Size(width: 300, height: 44), environment: environment, measurer: measurer)
        // Content 12 + 24 + 12 = 48 wide, 8 + 24 + 8 = 40 → 44 tall; centred in 300: x = 126.
        #expect(placed.buttons[0].frame == Rect(x: 126, y: 0, width: 48, height: 44))
        #expect(placed.buttons[0].image == Rect(x: 138, y: 10, width: 24, height: 24))
        #expect(placed.buttons[0].title.width == 0 && !placed.buttons[0].isTitleTruncated)
        #expect(stack.measure(width: 300, environment: environment, measurer: measurer).size.height == 44)
    }

    @Test("a hugging button is as wide as its content, centred in its slot; others take the slot")
    func hugging() {
        let stack = ButtonStack(items: [Self.item("save", "Save", hug: true), Self.item("share", "Share")])
        let placed = stack.place(in: Size(width: 300, height: 200), environment: environment, measurer: measurer)
        // Bounds taller than needed: column beside (2 × 44 + 8 = 96). "Save" hugs 12 + 24 + 8 +
        // 34 + 12 = 90, centred in 300: x = 105; "Share" is the full 300.
        #expect(placed.arrangement == .columnBeside)
        #expect(placed.buttons[0].frame == Rect(x: 105, y: 0, width: 90, height: 44))
        #expect(placed.buttons[0].image.minX == 117)  // 105 + 12
        #expect(placed.buttons[0].title.minX == 149)  // 117 + 24 + 8
        #expect(placed.buttons[1].frame == Rect(x: 0, y: 52, width: 300, height: 44))
    }

    // MARK: Truncation

    @Test("a hugging title that cannot fit is truncated at its end, and the placement says so")
    func truncation() {
        // "Add to Favourites" is 17 × 8.5 = 144.5 wide; a hugging button keeps it on one line.
        // At 150 pt no arrangement fits (column above needs 12 + 144.5 + 12 = 168.5), so the
        // title gets 150 − 24 = 126 pt and is truncated.
        let stack = ButtonStack(items: [Self.item("fav", "Add to Favourites", hug: true)])
        let placed = stack.place(in: Size(width: 150, height: 0), environment: environment, measurer: measurer)
        #expect(placed.buttons[0].isTitleTruncated)
        #expect(placed.buttons[0].title.width == 126)
        #expect(placed.overflow.width == 18.5)  // 168.5 − 150
        let parts = parts(of: stack, in: Size(width: 150, height: 0)).parts
        let title = parts.first { $0.role == "title" }?.text
        #expect(title?.maximumLines == 1 && title?.wrapWidth == 126)
        // Without hugging the title wraps under its icon instead: nothing is truncated.
        let wrapping = ButtonStack(items: [Self.item("fav", "Add to Favourites")])
        #expect(!wrapping.place(in: Size(width: 150, height: 0), environment: environment, measurer: measurer).buttons[0].isTitleTruncated)
    }

    /// The stack's placement as the engine reports it, laid out alone in `size`.
    func parts(of stack: ButtonStack, in size: Size) -> PlacedContainer {
        let tree = try! LayoutTree(stack.node())
        let result = try! StackLayoutEngine(environment: environment)
            .place(tree, in: Rect(origin: .zero, size: size), measurer: measurer)
        return result.containerPlacements[0]!
    }
}
