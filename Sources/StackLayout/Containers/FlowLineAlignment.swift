/// Where a ``FlowLayout`` puts each item within the height of its line, as CSS flexbox's
/// `align-items` does. A line is as tall as its tallest item (with ``firstBaseline``, as its
/// largest extent above the shared baseline plus its largest below).
public enum FlowLineAlignment: String, Hashable, Sendable, CaseIterable {
    /// The item's top on the line's top (`flex-start`).
    case top
    /// Centred in the line (`center`).
    case center
    /// The item's bottom on the line's bottom (`flex-end`).
    case bottom
    /// The items' first baselines on one line (`baseline`); without text, an item's is its bottom.
    case firstBaseline
}
