import DynamicButtons
import StackViewPlans
import Testing

struct ButtonAccessibilityPlanTests {
    @Test func enabledDisabledAndLoadingAsDocumented() {
        let enabled = ButtonAccessibilityPlan(ButtonItem(id: "s", title: "Save"))
        #expect(enabled.label == "Save" && enabled.value == nil && enabled.traits == [.button])
        #expect(enabled.spokenText == "Save, button")

        let disabled = ButtonAccessibilityPlan(ButtonItem(id: "s", title: "Save", state: .disabled))
        #expect(disabled.label == "Save" && disabled.value == nil && disabled.traits == [.button, .notEnabled])
        #expect(disabled.spokenText == "Save, dimmed, button")

        let loading = ButtonAccessibilityPlan(ButtonItem(id: "s", title: "Save", state: .loading))
        #expect(loading.label == "Save" && loading.value == "loading" && loading.traits == [.notEnabled])
        #expect(loading.spokenText == "Save, loading, dimmed")
    }

    /// Whatever the state, label and hint, what VoiceOver would speak from the plan's parts is
    /// the text `ButtonAccessibility` documents.
    @Test(arguments: ButtonState.allCases)
    func spokenTextMatchesButtonAccessibility(_ state: ButtonState) {
        for (label, hint) in [(nil, nil), ("Save draft", nil), (nil, "Saves the draft"), ("Save draft", "Saves the draft")] as [(String?, String?)] {
            let item = ButtonItem(id: "s", title: "Save", state: state, accessibilityLabel: label, accessibilityHint: hint)
            #expect(ButtonAccessibilityPlan(item).spokenText == item.accessibility.spokenText)
        }
    }

    /// Without a label an icon-only button is named by its hidden title, if it has one, and
    /// never by its symbol; with neither, its name is empty and the plan warns.
    @Test func anIconsSymbolNameIsNeverSpoken() throws {
        let bare = ButtonItem(id: "share", title: "", iconName: "square.and.arrow.up", kind: .iconOnly)
        #expect(ButtonAccessibilityPlan(bare).label == "" && ButtonAccessibilityPlan(bare).spokenText == "button")
        let titled = ButtonItem(id: "share-titled", title: "Share", iconName: "square.and.arrow.up", kind: .iconOnly)
        #expect(ButtonAccessibilityPlan(titled).label == "Share")
        let planned = try plan(ButtonStack(items: [ButtonItem(id: "save", title: "Save"), bare, titled]), width: 320, height: 44)
        #expect(planned.warnings == [.missingAccessibilityLabel(id: "share", index: 1)])
        #expect(planned.button("share")?.accessibility.label == "")
    }

    @Test func iconOnlyButtonsSpeakTheirLabelAndHint() {
        let item = ButtonItem(id: "share", title: "", iconName: "square.and.arrow.up", kind: .iconOnly,
                              accessibilityLabel: "Share", accessibilityHint: "Shares the photo")
        let plan = ButtonAccessibilityPlan(item)
        #expect(plan.label == "Share")
        #expect(plan.hint == "Shares the photo")
        #expect(plan.spokenText == "Share, button, Shares the photo")
    }
}
