import DynamicButtons

/// What a button's view tells assistive technologies: the parts UIKit and SwiftUI keep apart
/// (label, value, hint, traits), derived from `ButtonAccessibility` so that
/// VoiceOver speaks exactly its documented text.
///
/// | state | label | value | traits | spoken |
/// |---|---|---|---|---|
/// | enabled | Save | – | button | "Save, button" |
/// | disabled | Save | – | notEnabled, button | "Save, dimmed, button" |
/// | loading | Save | loading | notEnabled | "Save, loading, dimmed" |
///
/// The state word "loading" is the element's value (what it currently shows), not part of its
/// name, so a label stays the same name in every state; the views speak it in the person's
/// language (`SpokenString`, the library's string catalog).
///
/// The label is never an icon's symbol name ("square.and.arrow.up" read out letter by letter
/// and dot by dot): a button with neither an accessibility label nor a title has an empty label,
/// and the plan says why (`ButtonStackPlanWarning.missingAccessibilityLabel`).
public struct ButtonAccessibilityPlan: Hashable, Sendable {
    /// The name ("Save"): the accessibility label given, else the title; empty for a button
    /// with neither (never the icon's symbol name).
    public var label: String
    /// The current state's word when the traits cannot say it ("loading"), else `nil`.
    public var value: String?
    /// The hint, spoken after a pause ("Saves the draft"), if any.
    public var hint: String?
    /// The traits.
    public var traits: ButtonAccessibilityTraits

    /// The plan for `item`.
    public init(_ item: ButtonItem) {
        let accessibility = item.accessibility
        label = Self.name(of: item)
        hint = accessibility.hint
        switch item.state {
        case .enabled:
            value = nil
            traits = [.button]
        case .disabled:
            value = nil
            traits = [.button, .notEnabled]
        case .loading:
            value = "loading"
            traits = [.notEnabled]
        }
    }

    /// The name VoiceOver reads: the accessibility label, else the title (an icon-only button's
    /// hidden one too), else nothing.
    static func name(of item: ButtonItem) -> String {
        [item.accessibilityLabel, item.title].compactMap { $0 }.first { !$0.isEmpty } ?? ""
    }

    /// What VoiceOver speaks, in its order: label, value, the traits' words, then the hint.
    /// Equal to `ButtonAccessibility.spokenText` for every state.
    public var spokenText: String {
        ([label].filter { !$0.isEmpty } + [value].compactMap { $0 } + traits.spokenWords + [hint].compactMap { $0 })
            .joined(separator: ", ")
    }
}
