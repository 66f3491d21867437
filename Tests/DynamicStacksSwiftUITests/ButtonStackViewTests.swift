#if os(Linux)  // drives the views through the SwiftUI transcription, which exists on Linux only
import DynamicButtons
import Foundation
import StackLayout
import StackViewPlans
@_spi(TestDriving) import SwiftUIInterface
import Testing

@testable import DynamicStacksSwiftUI

/// The button stack's layout driven through the transcription. Hand-worked with the fixed
/// metrics: body text at `large` is 17 pt ("Save" 34 × 17, "Share" 42.5 × 17), icons 24 pt, the
/// icon–title gap 8 pt, insets 8 / 12 / 8 / 12, spacing 8.
@Suite struct ButtonStackViewTests {
    static let items = [
        ButtonItem(id: "save", title: "Save", iconName: "tray"),
        ButtonItem(id: "share", title: "Share", iconName: "square.and.arrow.up"),
    ]

    func layout(direction: ReadingDirection = .leftToRight) -> ButtonStackViewLayout {
        ButtonStackViewLayout(
            stack: ButtonStack(items: Self.items), environment: LayoutEnvironment(direction: direction, scale: 0),
            makeTextMeasurer: { FixedMetricsTextMeasurer() })
    }

    /// One fake subview per entry of the layout's list; their own answers do not matter.
    func subviews(_ board: FakeBoard, for layout: ButtonStackViewLayout) -> LayoutSubviews {
        board.subviews(layout.subviewList.map { _ in fixed(0, 0) })
    }

    @Test func sizeIsTheProposedWidthOrTheNaturalOne() {
        let layout = layout()
        let board = FakeBoard()
        let subviews = subviews(board, for: layout)
        var cache = layout.makeCache(subviews: subviews)
        #expect(layout.sizeThatFits(proposal: ProposedViewSize(width: 320, height: nil), subviews: subviews, cache: &cache)
            == CGSize(width: 320, height: 44))
        // The narrowest row with icons beside titles: 2 × (12 + 24 + 8 + 42.5 + 12) + 8.
        #expect(layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 205, height: 44))
    }

    @Test func eachViewGoesToItsFrameOffsetByTheBounds() {
        let layout = layout()
        #expect(layout.subviewList.map(\.id) == ["save/button", "save/image", "save/title", "share/button", "share/image", "share/title"])
        let board = FakeBoard()
        let subviews = subviews(board, for: layout)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(x: 5, y: 7, width: 320, height: 44), proposal: .unspecified, subviews: subviews, cache: &cache)
        // Row beside: shares of 156 pt; "Save" (66 pt of content) centred from 45, "Share"
        // (74.5 pt) from 164 + 40.75; icons 10 pt and titles 13.5 pt down. Titles are proposed
        // a point more each way (a device pixel; the plan's scale is 0): 34 × 17 → 35 × 18.
        #expect(board.placements(6) == [
            placed(5, 7, 156, 44), placed(50, 17, 24, 24), placed(82, 20.5, 35, 18),
            placed(169, 7, 156, 44), placed(209.75, 17, 24, 24), placed(241.75, 20.5, 43.5, 18),
        ])
    }

    @Test func rightToLeftIsLeftToSwiftUI() {
        let ltr = FakeBoard()
        let rtl = FakeBoard()
        for (board, layout) in [(ltr, layout()), (rtl, layout(direction: .rightToLeft))] {
            let subviews = subviews(board, for: layout)
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 320, height: 44), proposal: .unspecified, subviews: subviews, cache: &cache)
        }
        #expect(rtl.placements(6) == ltr.placements(6))
    }

    @Test func wrappedTitlesAreProposedTheirWholeFrame() {
        let layout = layout()
        let board = FakeBoard()
        let subviews = subviews(board, for: layout)
        var cache = layout.makeCache(subviews: subviews)
        // 80 pt: only the column with icons above fits; "Share" stays one line (42.5 ≤ 56) and
        // each button is 8 + 24 + 8 + 17 + 8 = 65 tall, so the second starts at 65 + 8 = 73.
        let size = layout.sizeThatFits(proposal: ProposedViewSize(width: 80, height: nil), subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 80, height: 138))
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 80, height: 138), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placement(3) == placed(0, 73, 80, 65))
        // The title under its icon: 8 + 24 + 8 = 40 pt down, centred: (80 − 42.5) / 2; proposed
        // its frame and a point.
        #expect(board.placement(5) == placed(18.75, 113, 43.5, 18))
    }

    /// A loading Save keeps its frames (no state changes a size); its spinner, a 17 pt square
    /// centred on the title (77 + 17, 13.5 + 8.5), takes the title's place in the list.
    @Test func aLoadingButtonsSpinnerGoesWhereThePlanPutsIt() {
        let layout = ButtonStackViewLayout(
            stack: ButtonStack(items: [ButtonItem(id: "save", title: "Save", iconName: "tray", state: .loading), Self.items[1]]),
            environment: LayoutEnvironment(scale: 0), makeTextMeasurer: { FixedMetricsTextMeasurer() })
        #expect(layout.subviewList.map(\.id) == ["save/button", "save/image", "save/spinner", "share/button", "share/image", "share/title"])
        let board = FakeBoard()
        let subviews = subviews(board, for: layout)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(x: 5, y: 7, width: 320, height: 44), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placements(3) == [placed(5, 7, 156, 44), placed(50, 17, 24, 24), placed(90.5, 20.5, 17, 17)])
    }

    /// Duplicate ids cannot be planned: every view goes to the bounds' origin, proposed nothing.
    @Test func aStackThatCannotBePlannedPlacesEveryViewAtTheOrigin() {
        let layout = ButtonStackViewLayout(
            stack: ButtonStack(items: [ButtonItem(id: "a", title: "One"), ButtonItem(id: "a", title: "Two")]),
            environment: LayoutEnvironment(scale: 0), makeTextMeasurer: { FixedMetricsTextMeasurer() })
        let board = FakeBoard()
        let subviews = subviews(board, for: layout)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(x: 5, y: 7, width: 320, height: 44), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placements(4) == Array(repeating: placed(5, 7, 0, 0), count: 4))
    }

    @Test @MainActor func theViewReadsItsEnvironmentIntoTheLayout() {
        let view = ButtonStackView(
            items: [.init(id: "save", title: "Save", systemImage: "tray", state: .loading, accessibilityHint: "Saves") {}],
            makeTextMeasurer: { FixedMetricsTextMeasurer() })
        let layout = view.layout(dynamicTypeSize: .accessibility5, displayScale: 3)
        #expect(layout.environment == LayoutEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, scale: 3))
        #expect(layout.stack.items == [
            ButtonItem(id: "save", title: "Save", iconName: "tray", state: .loading, accessibilityHint: "Saves"),
        ])
        #expect(layout.subviewList.map(\.id) == ["save/button", "save/image", "save/spinner"])
    }

    /// Titles are drawn in the font the plan measured them in, whatever `.font` the
    /// environment sets: the item's style at the Dynamic Type size (body 17 pt at large, 53 at
    /// accessibility5; headline semibold), a named family at its scaled fixed size.
    @Test @MainActor func titlesAreDrawnInTheFontTheyWereMeasuredIn() throws {
        let items: [ButtonStackView.Item] = [
            .init(id: "save", title: "Save", systemImage: "tray") {},
            .init(id: "done", title: "Done", systemImage: "checkmark", kind: .primary) {},
        ]
        let view = ButtonStackView(items: items, makeTextMeasurer: { FixedMetricsTextMeasurer() })
        for (size, points) in [(DynamicTypeSize.large, 17.0), (.accessibility5, 53)] {
            let layout = view.layout(dynamicTypeSize: size, displayScale: 2)
            let plan = try ButtonStackViewPlan(
                ButtonStackPlanInputs(stack: layout.stack, bounds: Size(width: 320, height: 200), environment: layout.environment),
                measurer: FixedMetricsTextMeasurer())
            for (item, planned) in zip(items, plan.buttons) {
                #expect(ButtonStackView.titleFont(of: item, dynamicTypeSize: size) == planned.font)
                #expect(planned.font.size == points)
                #expect(ButtonStackView.swiftUIFont(planned.font) == Font.system(size: CGFloat(points), weight: .regular))
            }
        }
        let headline = FontDescriptor(family: TextFont.systemFamily, size: 17, weight: .semibold)
        #expect(ButtonStackView.swiftUIFont(headline) == Font.system(size: 17, weight: .semibold))
        #expect(ButtonStackView.swiftUIFont(FontDescriptor(family: "Avenir Next", size: 20)) == Font.custom("Avenir Next", fixedSize: 20))
    }

    /// The appearance: each button's style draws its kind's look (pressed: darker), titles and
    /// icons in its content colour; without an appearance, nothing of the stack's own.
    /// Dark mode and increased contrast come from the environment; a button the environment
    /// disables (`.disabled(true)`, `isEnabled` false) is drawn disabled whatever its state.
    /// The view's stack expands into room unless told not to.
    @Test @MainActor func expandsIntoRoomReachesTheStack() {
        let item = ButtonStackView.Item(id: "save", title: "Save") {}
        #expect(ButtonStackView(items: [item]).layout(dynamicTypeSize: .large, displayScale: 2).stack.expandsIntoRoom)
        #expect(!ButtonStackView(items: [item], expandsIntoRoom: false).layout(dynamicTypeSize: .large, displayScale: 2).stack
            .expandsIntoRoom)
    }

    /// Bold Text makes a different layout value (so SwiftUI makes its cache, and measurer, again).
    @Test @MainActor func boldTextGivesANewLayout() {
        let view = ButtonStackView(items: [ButtonStackView.Item(id: "save", title: "Save") {}])
        #expect(!view.layout(dynamicTypeSize: .large, displayScale: 2).isBoldText)
        #expect(view.layout(dynamicTypeSize: .large, displayScale: 2, legibilityWeight: .bold).isBoldText)
        #expect(!view.layout(dynamicTypeSize: .large, displayScale: 2, legibilityWeight: .regular).isBoldText)
    }

    @Test @MainActor func looksFollowColorSchemeContrastAndEnablement() {
        let tertiary = ButtonAppearanceStyle(kind: .tertiary)
        #expect(tertiary.look(isPressed: false).content.hex == "#0A63D1")
        #expect(tertiary.look(isPressed: false, colorScheme: .dark).content.hex == "#4DA2FF")
        #expect(tertiary.look(isPressed: false, contrast: .increased).content.hex == "#004AAD")
        #expect(tertiary.look(isPressed: true, colorScheme: .dark, contrast: .increased).content.hex == "#B3D7FF")
        let primary = ButtonAppearanceStyle(kind: .primary)
        #expect(primary.look(isPressed: true, isEnabled: false).fill?.hex == "#F2F2F7")
        #expect(primary.look(isPressed: false, colorScheme: .dark, isEnabled: false).fill?.hex == "#1C1C1E")
        let item = ButtonStackView.Item(id: "later", title: "Later", kind: .tertiary) {}
        let view = ButtonStackView(items: [item])
        #expect(view.contentColor(of: item, colorScheme: .dark) == Color(planned: ButtonColor(hex: "#4DA2FF")!))
        #expect(view.contentColor(of: item, isEnabled: false) == Color(planned: ButtonColor(hex: "#8E8E93")!))
        // One appearance for every scheme: dark mode draws it too.
        #expect(ButtonStackView(items: [item], appearance: AdaptiveButtonAppearance(.standard))
            .contentColor(of: item, colorScheme: .dark) == Color(planned: ButtonColor(hex: "#0A63D1")!))
    }

    @Test @MainActor func buttonsAreDrawnInTheAppearance() {
        let primary = ButtonAppearanceStyle(kind: .primary)
        #expect(primary.look(isPressed: false).fill?.hex == "#0A63D1" && primary.look(isPressed: true).fill?.hex == "#0850A8")
        #expect(ButtonAppearanceStyle(kind: .tertiary, state: .disabled).look(isPressed: true) ==
            ButtonLook(fill: nil, content: ButtonColor(hex: "#8E8E93")!, cornerRadius: 8))
        let item = ButtonStackView.Item(id: "done", title: "Done", kind: .primary) {}
        #expect(ButtonStackView(items: [item]).contentColor(of: item) == Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1))
        #expect(ButtonStackView(items: [item], appearance: nil).contentColor(of: item) == nil)
    }
}

@Suite struct DynamicTypeSizeTests {
    @Test func everySwiftUISizeMapsToTheSameSetting() {
        let expected: [(DynamicTypeSize, TextSizeCategory)] = [
            (.xSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large), (.xLarge, .extraLarge),
            (.xxLarge, .extraExtraLarge), (.xxxLarge, .extraExtraExtraLarge), (.accessibility1, .accessibilityMedium),
            (.accessibility2, .accessibilityLarge), (.accessibility3, .accessibilityExtraLarge),
            (.accessibility4, .accessibilityExtraExtraLarge), (.accessibility5, .accessibilityExtraExtraExtraLarge),
        ]
        #expect(expected.count == DynamicTypeSize.allCases.count)
        for (size, category) in expected {
            #expect(TextSizeCategory(size) == category, "\(size)")
        }
    }
}
#endif
