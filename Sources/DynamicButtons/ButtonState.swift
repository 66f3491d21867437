/// The interaction state of a button. No state changes a button's size: layout measures the
/// title in every state, so switching between them never moves anything.
public enum ButtonState: String, Hashable, Sendable, CaseIterable {
    /// The button can be tapped.
    case enabled
    /// The button is dimmed and cannot be tapped.
    case disabled
    /// The action is running: a spinner replaces the title and the button is disabled.
    case loading

    /// Whether the button responds to taps (only when enabled).
    public var isInteractive: Bool { self == .enabled }
}
