extension ButtonColor {
    /// WCAG 2 relative luminance (0 for black, 1 for white), ignoring alpha
    /// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
    public var relativeLuminance: Double {
        0.2126 * Self.linearLight(red) + 0.7152 * Self.linearLight(green) + 0.0722 * Self.linearLight(blue)
    }

    /// The WCAG 2 contrast ratio with `other`, from 1 (none) to 21 (black on white), ignoring
    /// alpha. AA asks for at least 4.5 for body text and 3 for large text and components.
    public func contrastRatio(with other: ButtonColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// An sRGB component (0…1) in linear light, with the threshold WCAG 2 gives: `c / 12.92` up
    /// to 0.03928, `((c + 0.055) / 1.055)^2.4` above.
    static func linearLight(_ component: Double) -> Double {
        guard component > 0.03928 else { return component / 12.92 }
        // The standard library has no `pow`, and this module links nothing else: x^2.4 is
        // x² · (x²)^(1/5), within a few units in the last place of libm's `pow`.
        let base = (component + 0.055) / 1.055
        let square = base * base
        return square * fifthRoot(square)
    }

    /// The fifth root of `value` (0 < value ≤ 1) by Newton's method from 1. From above the root
    /// the iterates fall monotonically towards it, so the first one that does not fall is the
    /// root to rounding (at most a dozen steps for the squares `linearLight` takes it of).
    private static func fifthRoot(_ value: Double) -> Double {
        var root = 1.0
        while true {
            let fourth = root * root * (root * root)
            let next = (4 * root + value / fourth) / 5
            if next >= root { return root }
            root = next
        }
    }
}
