/// What a screen reader says for a button: its label (the name followed by its state and
/// trait) and an optional hint, spoken after a pause.
///
/// | state | label |
/// |---|---|
/// | enabled | "Save, button" |
/// | disabled | "Save, dimmed, button" |
/// | loading | "Save, loading, dimmed" |
///
/// The name is the accessibility label when one is given, else the title. An icon-only button
/// shows no title and its icon is decorative, so it speaks its accessibility label; without one
/// it falls back to the (hidden) title or, failing that, the icon's name — which is why the
/// audit insists on a label.
public struct ButtonAccessibility: Hashable, Sendable {
    /// The name the button is announced by ("Save").
    public var name: String
    /// The label with state and trait: "Save, dimmed, button".
    public var label: String
    /// The hint, if any ("Saves the draft to your library").
    public var hint: String?

    /// The accessibility of `item`.
    public init(_ item: ButtonItem) {
        let title = item.title.isEmpty ? nil : item.title
        let name = item.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? title ?? item.iconName ?? ""
        self.init(name: name, state: item.state, hint: item.accessibilityHint)
    }

    /// The accessibility of a button called `name` in `state`.
    public init(name: String, state: ButtonState, hint: String? = nil) {
        self.name = name
        let traits: [String]
        switch state {
        case .enabled: traits = ["button"]
        case .disabled: traits = ["dimmed", "button"]
        case .loading: traits = ["loading", "dimmed"]
        }
        label = ([name].filter { !$0.isEmpty } + traits).joined(separator: ", ")
        self.hint = hint.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Everything spoken, in order: the label, then the hint ("Save, button, Saves the draft").
    public var spokenText: String {
        hint.map { "\(label), \($0)" } ?? label
    }
}
