/// Where content shorter than the viewport sits.
public enum StackAnchor: Hashable, Sendable {
    /// At the top; new rows appended at the end appear below the others.
    case top
    /// At the bottom, chat style: short content sits at the bottom of the viewport and grows
    /// upwards as rows are appended; once it is taller than the viewport it scrolls as usual.
    case bottom
}
