import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

/// The flat subview list of a host that places every part of every button as siblings
/// (SwiftUI), and where each entry goes in a plan. Frames worked out as in
/// ButtonStackViewPlanTests, at scale 0 (exact).
struct ButtonPlanSubviewTests {
    @Test func theListFollowsWhatEachButtonShows() {
        let items = [
            ButtonItem(id: "a", title: "A", iconName: "star"),
            ButtonItem(id: "b", title: "B"),
            ButtonItem(id: "c", title: "C", iconName: "x", kind: .iconOnly, state: .loading, accessibilityLabel: "Close"),
            ButtonItem(id: "d", title: "D", iconName: "y", state: .loading),
            ButtonItem(id: "e", title: "E", iconName: "z", state: .disabled),
        ]
        let list = ButtonPlanSubview.list(for: items)
        #expect(list.map(\.id) == [
            "a/button", "a/image", "a/title",
            "b/button", "b/title",
            "c/button", "c/spinner",
            "d/button", "d/image", "d/spinner",
            "e/button", "e/image", "e/title",
        ])
        #expect(list.map(\.index) == [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4])
    }

    /// The list is made before any plan; for every kind of button it names exactly the parts the
    /// plan shows (`showsImage` with an icon, `showsTitle`, a spinner frame).
    @Test(arguments: ButtonState.allCases)
    func theListAgreesWithThePlan(_ state: ButtonState) throws {
        let items = [
            ButtonItem(id: "titled", title: "Save", iconName: "tray", state: state),
            ButtonItem(id: "plain", title: "Edit", state: state),
            ButtonItem(id: "icon", title: "Share", iconName: "square.and.arrow.up", kind: .iconOnly, state: state,
                       accessibilityLabel: "Share"),
        ]
        let plan = try plan(ButtonStack(items: items), width: 320, height: 44, scale: 0)
        let list = ButtonPlanSubview.list(for: items)
        for (index, button) in plan.buttons.enumerated() {
            let parts = list.filter { $0.index == index }.map(\.part)
            var shown: [ButtonPart] = [.button]
            if button.showsImage, button.iconName != nil { shown.append(.image) }
            if button.showsTitle { shown.append(.title) }
            if button.spinnerFrame != nil { shown.append(.spinner) }
            #expect(parts == shown, "\(button.id), \(state)")
        }
    }

    /// Save/Cancel in a row at 320 pt: Save (0, 0, 156, 44) with its icon at 45, 10 and title at
    /// 77, 13.5 inside; Cancel from 164, its 83 pt group centred 36.5 pt in: icon at 200.5, title
    /// at 200.5 + 32 = 232.5. A loading Save's spinner, 17 pt square, is centred on its title
    /// (77 + 17 = 94, 13.5 + 8.5 = 22): at 85.5, 13.5.
    @Test func eachEntryGoesToItsPartInTheStacksBounds() throws {
        let rowPlan = try plan(saveCancel, width: 320, height: 44, scale: 0)
        let list = ButtonPlanSubview.list(for: saveCancel.items)
        #expect(list.map { $0.frame(in: rowPlan) } == [
            Rect(x: 0, y: 0, width: 156, height: 44), Rect(x: 45, y: 10, width: 24, height: 24),
            Rect(x: 77, y: 13.5, width: 34, height: 17),
            Rect(x: 164, y: 0, width: 156, height: 44), Rect(x: 200.5, y: 10, width: 24, height: 24),
            Rect(x: 232.5, y: 13.5, width: 51, height: 17),
        ])

        var items = saveCancel.items
        items[0].state = .loading
        let loading = try plan(ButtonStack(items: items), width: 320, height: 44, scale: 0)
        let spinner = try #require(ButtonPlanSubview.list(for: items).first { $0.part == .spinner })
        #expect(spinner.frame(in: loading) == Rect(x: 85.5, y: 13.5, width: 17, height: 17))
    }

    /// Titles are proposed a device pixel beyond their frames, so a text view measuring itself
    /// again cannot cut them: at scale 3 "Save" (34 × 17, its width rounded up to 102 px) is
    /// proposed 34⅓ × 17⅓; at scale 0 a point more. Every other part gets its frame.
    @Test func titlesAreProposedAPixelOfRoom() throws {
        let list = ButtonPlanSubview.list(for: saveCancel.items)
        let title = try #require(list.first { $0.part == .title })
        let atThree = try plan(saveCancel, width: 320, height: 44, scale: 3)
        let proposed = title.proposal(in: atThree)
        #expect(isClose(proposed.width, 34 + 1.0 / 3) && isClose(proposed.height, 17 + 1.0 / 3))
        #expect(title.proposal(in: try plan(saveCancel, width: 320, height: 44, scale: 0)) == Size(width: 35, height: 18))
        for entry in list where entry.part != .title {
            #expect(entry.proposal(in: atThree) == entry.frame(in: atThree).size)
        }
        #expect(ButtonPlanSubview(index: 9, part: .title, itemID: "gone").proposal(in: atThree) == .zero)
    }

    @Test func anEntryThePlanHasNoFrameForIsAtTheOrigin() throws {
        let plan = try plan(saveCancel, width: 320, height: 44, scale: 0)
        // No seventh button; no spinner on an enabled one.
        #expect(ButtonPlanSubview(index: 7, part: .button, itemID: "gone").frame(in: plan) == .zero)
        #expect(ButtonPlanSubview(index: 0, part: .spinner, itemID: "save").frame(in: plan) == .zero)
    }
}
