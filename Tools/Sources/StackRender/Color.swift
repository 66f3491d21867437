#if canImport(Glibc)
    import Glibc
#endif
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

    /// WCAG 2 relative luminance (0 for black, 1 for white), ignoring alpha.
    public var relativeLuminance: Double {
        // sRGB → linear light, with the thresholds WCAG 2 specifies.
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio with `other`, from 1 (none) to 21 (black on white). AA asks
    /// for at least 4.5 for body text and 3 for large text.
    public func contrastRatio(with other: ButtonColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
