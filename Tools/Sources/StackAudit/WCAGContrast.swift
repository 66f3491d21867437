/// The contrast ratios WCAG 2.1 AA asks for (https://www.w3.org/TR/WCAG21/#contrast-minimum,
/// https://www.w3.org/TR/WCAG21/#non-text-contrast). Ratios come from DynamicButtons'
/// `ButtonColor.contrastRatio(with:)`, which ignores alpha: contrast is checked as if opaque.
public enum WCAGContrast {
    /// The minimum for text (4.5:1).
    public static let textMinimum = 4.5
    /// The minimum for large text and for user-interface components (3:1).
    public static let nonTextMinimum = 3.0
}
