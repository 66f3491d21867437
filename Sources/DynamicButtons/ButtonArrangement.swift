/// The four ways a ``ButtonStack`` can arrange its buttons, from most to least vertically compact.
public enum ButtonArrangement: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// (1) Buttons side by side, each with its icon beside its title.
    case rowBeside = "row-beside"
    /// (2) Buttons side by side, each with its icon above its title.
    case rowAbove = "row-above"
    /// (3) Buttons one under another, each with its icon beside its title.
    case columnBeside = "column-beside"
    /// (4) Buttons one under another, each with its icon above its title (which may wrap).
    case columnAbove = "column-above"

    /// Whether buttons sit side by side.
    public var isRow: Bool { self == .rowBeside || self == .rowAbove }
    /// Whether each icon is beside its title (rather than above it).
    public var isIconBesideTitle: Bool { self == .rowBeside || self == .columnBeside }

    /// The order in which *measuring* tries arrangements: most vertically compact first.
    public static let measuringOrder: [ButtonArrangement] = [.rowBeside, .rowAbove, .columnBeside, .columnAbove]

    /// The order in which *placing* into bounds taller than needed tries arrangements: columns
    /// first, for full-width touch targets and titles on a common leading edge (icon beside
    /// title, the least tall, first); then rows, the taller (larger-target) first.
    public static let fillingOrder: [ButtonArrangement] = [.columnBeside, .columnAbove, .rowAbove, .rowBeside]

    public var description: String { rawValue }
}
