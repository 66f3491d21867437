#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An opaque sRGB colour for contrast checks, with WCAG 2's relative luminance and contrast
/// ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
public struct ContrastColor: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double

    /// Parses `#RRGGBB` (an alpha byte, `#RRGGBBAA`, is ignored: contrast is checked as if
    /// opaque). Returns `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits.prefix(6), radix: 16)
        else { return nil }
        red = Double(value >> 16 & 0xFF) / 255
        green = Double(value >> 8 & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    /// WCAG relative luminance: 0 for black, 1 for white. Each component is linearised
    /// (`c ≤ 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4`), then weighted 0.2126 R +
    /// 0.7152 G + 0.0722 B.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `(L₁ + 0.05) / (L₂ + 0.05)` with L₁ the lighter: 1 … 21.
    public func contrastRatio(with other: ContrastColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG AA's minimum for text (4.5:1).
    public static let textMinimum = 4.5
    /// WCAG's minimum for large text and for user-interface components (3:1).
    public static let nonTextMinimum = 3.0
}
