/// Where a column of cells sits in a viewport that is not as tall as the cells: the cells of
/// a `ModelStack` in its viewport, the children of an ``AnchoredList`` in its frame.
public enum StackAnchor: Hashable, Sendable {
    /// At the top; content taller than the viewport runs past its bottom edge.
    case top
    /// At the bottom, chat style: short content grows upwards as rows are appended; taller
    /// content has its last row's bottom on the viewport's bottom edge (a chat scrolled to its end).
    case bottom
}
