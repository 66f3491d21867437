import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

struct ButtonStackPlanChangesTests {
    @Test func aFirstPlanInsertsEverything() throws {
        let changes = try plan(saveCancel, width: 320, height: 44).changes(since: nil)
        #expect(changes.inserted == ["save", "cancel"])
        #expect(changes.arrangementChanged && changes.intrinsicHeightChanged)
        #expect(changes.reframed.isEmpty && changes.restyled.isEmpty && changes.removed.isEmpty)
    }

    @Test func theSameInputsChangeNothing() throws {
        let a = try plan(saveCancel, width: 320, height: 44)
        let b = try plan(saveCancel, width: 320, height: 44)
        #expect(b.changes(since: a).isEmpty)
    }

    /// Large → accessibilityXXXLarge in the same 320 × 44 bounds: the column the category needs
    /// (intrinsic height 2 × (16 + 24 × 53/17) + 8 ≈ 189.6) is chosen, overflowing the bounds
    /// until Auto Layout gives the height; every frame and font changes, no accessibility text.
    @Test func aCategoryChangeSwitchesArrangementAndSaysSo() throws {
        let large = try plan(saveCancel, width: 320, height: 44)
        let huge = try plan(saveCancel, width: 320, height: 44, category: .accessibilityExtraExtraExtraLarge)
        let changes = huge.changes(since: large)
        #expect(huge.arrangement == .columnBeside)
        #expect(changes.arrangementChanged)
        #expect(changes.intrinsicHeightChanged)
        let icon: Double = 24.0 * 53 / 17
        let expected: Double = 2 * (16 + icon) + 8
        #expect(isClose(huge.intrinsicHeight, expected))
        #expect(changes.reframed == ["save", "cancel"])
        #expect(changes.restyled == ["save", "cancel"])
        #expect(changes.accessibilityChanged.isEmpty)
        #expect(changes.inserted.isEmpty && changes.removed.isEmpty && !changes.isReordered)
    }

    @Test func insertedRemovedAndReordered() throws {
        let abc = ButtonStack(items: ["a", "b", "c"].map { ButtonItem(id: $0, title: $0.uppercased()) })
        let cab = ButtonStack(items: ["c", "a", "b"].map { ButtonItem(id: $0, title: $0.uppercased()) })
        let dab = ButtonStack(items: ["d", "a", "b"].map { ButtonItem(id: $0, title: $0.uppercased()) })
        let first = try plan(abc, width: 320, height: 44)
        let reordered = try plan(cab, width: 320, height: 44).changes(since: first)
        #expect(reordered.isReordered)
        #expect(reordered.inserted.isEmpty && reordered.removed.isEmpty)
        #expect(reordered.reframed == ["c", "a", "b"])
        #expect(!reordered.arrangementChanged)

        let replaced = try plan(dab, width: 320, height: 44).changes(since: first)
        #expect(replaced.inserted == ["d"])
        #expect(replaced.removed == ["c"])
        // a and b keep their order relative to each other, but each moved one share on.
        #expect(!replaced.isReordered)
        #expect(replaced.reframed == ["a", "b"])
    }

    @Test func aStateChangeRestylesAndChangesAccessibilityOnly() throws {
        var items = saveCancel.items
        let before = try plan(saveCancel, width: 320, height: 44)
        items[0].state = .disabled
        let after = try plan(ButtonStack(items: items), width: 320, height: 44)
        let changes = after.changes(since: before)
        #expect(changes.restyled == ["save"])
        #expect(changes.accessibilityChanged == ["save"])
        #expect(changes.reframed.isEmpty && !changes.arrangementChanged && !changes.intrinsicHeightChanged)
    }
}
