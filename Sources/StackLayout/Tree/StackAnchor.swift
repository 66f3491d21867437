/// Where a column of cells sits in a viewport that is not as tall as the cells: the cells of
/// a `ModelStack` in its viewport, the children of an ``AnchoredList`` in its frame.
public enum StackAnchor: Hashable, Sendable {
    /// At the top; new rows appended at the end appear below the others. Content taller than
    /// the viewport starts at its top edge and runs past its bottom edge.
    case top
    /// At the bottom, chat style: short content sits at the bottom of the viewport and grows
    /// upwards as rows are appended. Content taller than the viewport scrolls in a
    /// `ModelStack`; an ``AnchoredList``, which does not scroll, shows it as a chat scrolled to
    /// its end: the last row's bottom on the viewport's bottom edge, older rows above its top.
    case bottom
}
