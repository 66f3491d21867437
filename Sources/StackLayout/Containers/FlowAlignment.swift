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
    /// The room left over shared equally between the gaps (`space-between`), on every line, the last
    /// one too; a line with one item keeps it on the leading edge.
    case justified
}
