import DynamicButtons

/// What a view sets so that a screen reader says a button's `ButtonAccessibility/label`: the
/// system speaks a control's label, then "dimmed" when it is disabled, then "button" for the
/// button trait. So the label set is the name (with "loading" while loading), and the state
/// comes from the control being disabled and having, or not, the button trait.
///
/// | state | label set | disabled | button trait | spoken |
/// |---|---|---|---|---|
/// | enabled | "Save" | no | yes | "Save, button" |
/// | disabled | "Save" | yes | yes | "Save, dimmed, button" |
/// | loading | "Save, loading" | yes | no | "Save, loading, dimmed" |
public struct ButtonAccessibilityAttributes: Hashable, Sendable {
    /// The accessibility label to set.
    public var label: String
    /// The hint to set, if any.
    public var hint: String?
    /// Whether the control keeps the button trait (not while loading).
    public var isButton: Bool
    /// Whether the control is enabled (only in `ButtonState/enabled`).
    public var isEnabled: Bool

    /// The attributes for `item`.
    public init(_ item: ButtonItem) {
        let accessibility = item.accessibility
        let loading = item.state == .loading
        label = loading ? [accessibility.name, "loading"].filter { !$0.isEmpty }.joined(separator: ", ") : accessibility.name
        hint = accessibility.hint
        isButton = !loading
        isEnabled = item.state.isInteractive
    }

    /// What the system speaks for these attributes: label, "dimmed" when disabled, "button"
    /// with the trait, then the hint.
    public var spokenText: String {
        let parts = [label].filter { !$0.isEmpty } + (isEnabled ? [] : ["dimmed"]) + (isButton ? ["button"] : [])
        let spoken = parts.joined(separator: ", ")
        return hint.map { "\(spoken), \($0)" } ?? spoken
    }
}
