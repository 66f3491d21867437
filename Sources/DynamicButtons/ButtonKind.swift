/// The design-system kind of a button: how prominent it is and what it shows.
public enum ButtonKind: String, Hashable, Sendable, CaseIterable {
    /// A standard button: a filled shape with an icon and a title.
    case `default` = "default"
    /// The one most likely action of a group, first, with the strongest fill (one per group unless parallel).
    case primary
    /// A low-emphasis button: a title (and icon) without a fill.
    case tertiary
    /// An icon without a visible title (at least 44 × 44 pt); it needs an accessibility label.
    case iconOnly
}
