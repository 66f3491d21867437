/// The four ways a ``ButtonStack`` can arrange its buttons, from most to least vertically
/// compact. Every button of a stack uses the same arrangement.
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

    /// The order in which *measuring* tries arrangements: most vertically compact first, so the
    /// answer is the smallest size that shows every title in full.
    public static let measuringOrder: [ButtonArrangement] = [.rowBeside, .rowAbove, .columnBeside, .columnAbove]

    /// The order in which *placing* into bounds taller than needed tries arrangements.
    ///
    /// Columns come first because they give every button the full width: the largest touch
    /// targets, titles that read on one line at a common leading edge, the familiar list form.
    /// Of the columns, icon-beside-title comes first: it needs the least height per button and
    /// keeps titles on one line; icon-above-title is taken only when some title has to wrap.
    /// Rows are the fall-back when the bounds are too short for any column; icon-above-title
    /// comes first there, as the taller (larger-target) of the two.
    public static let fillingOrder: [ButtonArrangement] = [.columnBeside, .columnAbove, .rowAbove, .rowBeside]

    public var description: String { rawValue }
}
