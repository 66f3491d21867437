import StackLayout

/// A group of buttons, each an icon and a title, that picks the most vertically compact of four
/// arrangements (``ButtonArrangement``) still showing every title in full. It does layout, not
/// appearance.
///
/// Every button is at least ``minimumButtonSize``; the icon–title gap is
/// ``iconTitleGapPerPoint`` × the title's font size; a row's buttons share its width equally
/// in whole device pixels, each judged at the smallest share, so a row that fits at one width
/// fits at every wider one; with room to spare the stack expands (``expandsIntoRoom``). A title
/// that cannot fit is truncated or broken and the placement says so
/// (``PlacedButton/isTitleTruncated``, ``PlacedButton/isTitleWordBroken``). The rules in full
/// are in `docs/button-stack.md`.
public struct ButtonStack: Hashable, Sendable {
    /// The buttons, in reading order.
    public var items: [ButtonItem]
    /// Content insets inside every button.
    public var insets: DirectionalInsets
    /// Space between adjacent buttons.
    public var spacing: Double
    /// An upper bound on the stack's height, if any, which measuring keeps or reports overflowing.
    public var heightLimit: Double?
    /// Whether the buttons are parallel actions, not alternatives (the audit allows several primaries).
    public var isParallel: Bool
    /// Whether bounds taller than the stack needs are filled with a more expanded arrangement
    /// (``ButtonArrangement/fillingOrder``) rather than the measured one. On by default.
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
