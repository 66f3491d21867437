/// The design-system kind of a button: how prominent it is and what it shows.
public enum ButtonKind: String, Hashable, Sendable, CaseIterable {
    /// A standard button: a filled shape with an icon and a title.
    case `default` = "default"
    /// The one most likely action of a group: the strongest fill. A group has at most one
    /// (unless its buttons are parallel actions) and it comes first.
    case primary
    /// A low-emphasis button: a title (and icon) without a fill.
    case tertiary
    /// An icon without a visible title; it lays out as its icon alone (at least 44 × 44 pt)
    /// and needs an accessibility label, since the icon is decorative to a screen reader.
    case iconOnly
}
