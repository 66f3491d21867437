import DynamicButtons

extension AdaptiveButtonAppearance {
    /// The appearance for a UIKit trait collection's raw values: `userInterfaceStyle`
    /// (`UIUserInterfaceStyle`: unspecified 0, light 1, dark 2) and `accessibilityContrast`
    /// (`UIAccessibilityContrast`: unspecified −1, normal 0, high 1). Dark only for dark, increased
    /// contrast only for high: unspecified traits (a view not yet in a window) draw light at the
    /// standard contrast, as UIKit resolves them.
    public func resolved(uiUserInterfaceStyleRawValue style: Int, uiAccessibilityContrastRawValue contrast: Int) -> ButtonAppearance {
        resolved(for: style == 2 ? .dark : .light, contrast: contrast == 1 ? .increased : .standard)
    }
}
