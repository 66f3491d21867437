/// The interaction state of a button; no state changes a button's size.
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
