/// Where a ``FlowLayout`` puts the items of each line along the line, as CSS flexbox's
/// `justify-content` does in a row that wraps. Leading and trailing follow the layout
/// direction (the engine mirrors right-to-left layouts).
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
    /// From the leading edge (`flex-start`).
    case leading
    /// Centred in the line (`center`).
    case center
    /// Against the trailing edge (`flex-end`).
    case trailing
    /// The first item on the leading edge, the last on the trailing edge, the room left over
    /// shared equally between the gaps (`space-between`). Every line is justified, the last
    /// one included, as CSS does; a line with one item keeps it on the leading edge.
    case justified
}
