/// How a stack positions its children across its axis, as `UIStackView.Alignment`.
///
/// `top` and `leading` are one case, as are `bottom` and `trailing`: in a horizontal stack they
/// mean top and bottom, in a vertical stack leading and trailing (mirrored in right-to-left
/// layouts). The baseline alignments apply to horizontal stacks only; a vertical stack given one
/// arranges as `leading` (documents reject the combination).
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// Children fill the stack across its axis.
    case fill
    /// Children sit at the leading (vertical stack) or top (horizontal stack) edge.
    case leading
    /// Children are centred across the axis.
    case center
    /// Children sit at the trailing (vertical stack) or bottom (horizontal stack) edge.
    case trailing
    /// Horizontal stacks: children's first baselines line up.
    case firstBaseline
    /// Horizontal stacks: children's last baselines line up.
    case lastBaseline

    /// `top` is `leading`, as in UIKit.
    public static let top = StackAlignment.leading
    /// `bottom` is `trailing`, as in UIKit.
    public static let bottom = StackAlignment.trailing

    /// Whether this is one of the baseline alignments.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
