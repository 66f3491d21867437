/// One required equality that fixes where a view's edges or width go across, as Auto Layout
/// will solve it: what a view reads from its constraints to know its width before it is laid
/// out (``impliedWidth(_:)``). A self-sizing table or collection view cell asks its content's
/// height before any layout pass has given the content a width; a stack whose intrinsic
/// height depends on its width works it out at the width these pins imply.
public enum HorizontalPin: Hashable, Sendable {
    /// The view's width is `points` (`widthAnchor.constraint(equalToConstant:)`).
    case width(Double)
    /// The view's leading (or left) edge is `offset` points after the leading (or left) edge of
    /// a reference frame `referenceWidth` wide: a view, or a layout guide (margins, safe area)
    /// less its insets. `reference` tells reference frames apart.
    case leading(reference: Int, referenceWidth: Double, offset: Double)
    /// The view's trailing (or right) edge is `offset` points after (a negative offset: before)
    /// the trailing (or right) edge of the reference frame.
    case trailing(reference: Int, referenceWidth: Double, offset: Double)

    /// The width `pins` imply, if any: a fixed width (the first one given), else the width
    /// between a leading and a trailing pin to one reference frame,
    /// `referenceWidth − leading offset + trailing offset` (never below 0). `nil` when the pins
    /// leave the width open.
    public static func impliedWidth(_ pins: [HorizontalPin]) -> Double? {
        for case .width(let points) in pins where points.isFinite && points >= 0 { return points }
        for case .leading(let reference, let referenceWidth, let leadingOffset) in pins {
            for case .trailing(reference, _, let trailingOffset) in pins {
                let width = referenceWidth - leadingOffset + trailingOffset
                if width.isFinite { return max(0, width) }
            }
        }
        return nil
    }
}
