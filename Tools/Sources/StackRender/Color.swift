import DynamicButtons

/// The renderer's colour: the design system's `ButtonColor`, an sRGB colour with straight (not
/// premultiplied) alpha, written `#RRGGBB` or `#RRGGBBAA`. One type, so a button's look is drawn
/// (and its contrast audited) exactly as the library defines it.
public typealias Color = ButtonColor

extension ButtonColor {
    /// Opaque black.
    public static let black = ButtonColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = ButtonColor(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = ButtonColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour with its opacity replaced.
    public func withAlpha(_ alpha: Double) -> ButtonColor {
        ButtonColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
