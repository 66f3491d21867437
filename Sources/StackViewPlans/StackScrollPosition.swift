/// Where a scroll view stands vertically, in UIKit's terms (`contentOffset.y`, the bounds'
/// height, the content height and `adjustedContentInset`), and what a chat does with it: keep
/// the latest row in view when the reader is at the bottom, and leave a reader of older rows
/// where they are.
public struct StackScrollPosition: Hashable, Sendable {
    /// The vertical content offset (`contentOffset.y`).
    public var offset: Double
    /// The height of the scroll view's bounds.
    public var boundsHeight: Double
    /// The content height (`contentSize.height`).
    public var contentHeight: Double
    /// The top inset the scroll view applies (`adjustedContentInset.top`: bars, safe area).
    public var insetTop: Double
    /// The bottom inset it applies (`adjustedContentInset.bottom`: safe area, keyboard).
    public var insetBottom: Double

    /// How far from the bottom the reader still counts as there: a point, for the fraction
    /// rounding and deceleration may leave.
    public static let bottomTolerance = 1.0

    /// Creates a position.
    public init(offset: Double, boundsHeight: Double, contentHeight: Double, insetTop: Double, insetBottom: Double) {
        self.offset = offset
        self.boundsHeight = boundsHeight
        self.contentHeight = contentHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
    }

    /// The height between the insets: what a bottom-anchored stack anchors its rows in.
    public var viewportHeight: Double { max(0, boundsHeight - insetTop - insetBottom) }

    /// The offset that shows the end of the content above the bottom inset (never above the
    /// top one): `max(−top, content + bottom − bounds)`.
    public var bottomOffset: Double { max(-insetTop, contentHeight + insetBottom - boundsHeight) }

    /// Whether the end of the content is in view, within ``bottomTolerance``.
    public var isAtBottom: Bool { offset >= bottomOffset - Self.bottomTolerance }

    /// Where to scroll after the content or the insets changed from `before`: to the new
    /// bottom when the reader was at the bottom and it is no longer in view (a new message,
    /// the keyboard rising), else nowhere (`nil`: a reader of history stays put).
    public func offsetFollowingBottom(from before: StackScrollPosition) -> Double? {
        guard before.isAtBottom, offset != bottomOffset else { return nil }
        return bottomOffset
    }

    /// How much of the bottom of a view is covered: the keyboard's overlap when it rises above
    /// the safe area (its top, `keyboardTop`, in the view's bounds coordinates, `boundsMaxY`
    /// being the bounds' bottom), else the bottom safe-area inset.
    public static func coveredBottom(boundsMaxY: Double, keyboardTop: Double?, safeAreaBottom: Double) -> Double {
        guard let keyboardTop else { return safeAreaBottom }
        return max(safeAreaBottom, boundsMaxY - keyboardTop)
    }
}
