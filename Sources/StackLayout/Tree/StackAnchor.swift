/// Where a column of cells sits in a viewport not as tall: a `ModelStack`'s, an ``AnchoredList``'s.
public enum StackAnchor: Hashable, Sendable {
    /// At the top; content taller than the viewport runs past its bottom edge.
    case top
    /// At the bottom, chat style: short content grows upwards as rows are appended; taller
    /// content has its last row's bottom on the viewport's bottom edge (a chat scrolled to its end).
    case bottom
}
