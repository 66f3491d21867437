import StackLayout

/// A group of buttons, each an icon and a title, that picks the most vertically compact of four
/// arrangements (``ButtonArrangement``) still showing every title in full. It does layout, not
/// appearance.
///
/// Rules it keeps in every arrangement:
/// - every button is at least ``minimumButtonSize`` (44 × 44 pt) and the gap between icon and
///   title is ``iconTitleGapPerPoint`` × the title's font size (8 pt for 17 pt body text), so it
///   grows with Dynamic Type;
/// - an icon without a size of its own is ``ButtonIconSize/standard(for:)``: 24 pt at the
///   default text size, scaled with the title's text style as SF Symbols are (≈ 74.82 pt for body
///   at accessibilityXXXLarge), so a row that fits at `large` may not at an accessibility size;
/// - in a row every button gets the same share of the width; when the width is not a whole
///   number of device pixels per button, the leftover pixels go to the last button, and every
///   button must fit the smallest share, so a row that fits at one width fits at every wider one
///   (the natural width is the narrowest width at which they all do, beside their icons);
/// - a title fits only when it shows whole: on one line, or wrapped between words (a word broken
///   across lines does not count as fitting);
/// - with room to spare the stack fills it with a more expanded arrangement
///   (``expandsIntoRoom``), never a column for a group with a directional button
///   (``DirectionalNavigation``);
/// - regular rhythm: in a row with icons above titles, icons share one top line and titles one
///   baseline; in a column with icons beside titles, icon centres share one vertical line and
///   titles one leading edge;
/// - right-to-left mirrors the stack and each button's interior (the engine mirrors frames);
/// - a button that hugs its content (``ButtonItem/hugsContent``) is as wide as it needs, centred
///   in its slot; an icon-only button lays out as its icon alone;
/// - a title that cannot fit (when no arrangement does) is truncated at its end, or broken inside
///   a word in column-above, and the placement says so (``PlacedButton/isTitleTruncated``,
///   ``PlacedButton/isTitleWordBroken``); no state changes any size.
public struct ButtonStack: Hashable, Sendable {
    /// The buttons, in reading order.
    public var items: [ButtonItem]
    /// Content insets inside every button.
    public var insets: DirectionalInsets
    /// Space between adjacent buttons.
    public var spacing: Double
    /// An upper bound on the stack's height, if any. Measuring then picks an arrangement that
    /// fits both dimensions, or reports the overflow.
    public var heightLimit: Double?
    /// Whether the buttons are parallel actions (one per list item, say) rather than
    /// alternatives: the audit then allows more than one primary button.
    public var isParallel: Bool
    /// Whether bounds taller than the stack needs are filled with a more expanded arrangement
    /// (``ButtonArrangement/fillingOrder``; rows only for a directional group) rather than the
    /// measured one placed at the top. On by default.
    public var expandsIntoRoom: Bool

    /// The smallest size of any button: Apple's minimum touch target.
    public static let minimumButtonSize = 44.0
    /// The icon–title gap per point of title font size (8 pt at 17 pt).
    public static let iconTitleGapPerPoint = 8.0 / 17.0

    /// Creates a button stack.
    public init(items: [ButtonItem], insets: DirectionalInsets = DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
                spacing: Double = 8, heightLimit: Double? = nil, isParallel: Bool = false, expandsIntoRoom: Bool = true) {
        self.items = items
        self.insets = insets
        self.spacing = spacing
        self.heightLimit = heightLimit
        self.isParallel = isParallel
        self.expandsIntoRoom = expandsIntoRoom
    }
}
