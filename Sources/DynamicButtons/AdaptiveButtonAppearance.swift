/// A ``ButtonAppearance`` for each colour scheme and contrast setting: what the views draw
/// their buttons in, resolving the colours for the traits of the moment (UIKit's trait
/// collection, SwiftUI's environment), so a button follows dark mode and Increase Contrast as
/// the system's own do.
///
/// ```swift
/// var brand = ButtonAppearance.standard
/// brand.primary = ButtonColor(hex: "#1B5E20")!
/// let appearance = AdaptiveButtonAppearance(light: brand, dark: .standardDark)
/// appearance.resolved(for: .dark, contrast: .increased)   // .standardDark: no variant of its own
/// ```
public struct AdaptiveButtonAppearance: Hashable, Sendable {
    /// Light mode, standard contrast.
    public var light: ButtonAppearance
    /// Dark mode, standard contrast.
    public var dark: ButtonAppearance
    /// Light mode, increased contrast.
    public var lightIncreasedContrast: ButtonAppearance
    /// Dark mode, increased contrast.
    public var darkIncreasedContrast: ButtonAppearance

    /// The design system's: ``ButtonAppearance/standard``, ``ButtonAppearance/standardDark``,
    /// ``ButtonAppearance/standardIncreasedContrast`` and
    /// ``ButtonAppearance/standardDarkIncreasedContrast``.
    public static let standard = AdaptiveButtonAppearance(
        light: .standard, dark: .standardDark, lightIncreasedContrast: .standardIncreasedContrast,
        darkIncreasedContrast: .standardDarkIncreasedContrast)

    /// An appearance per scheme; the increased-contrast ones default to the scheme's own.
    public init(
        light: ButtonAppearance, dark: ButtonAppearance, lightIncreasedContrast: ButtonAppearance? = nil,
        darkIncreasedContrast: ButtonAppearance? = nil
    ) {
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast ?? light
        self.darkIncreasedContrast = darkIncreasedContrast ?? dark
    }

    /// `appearance` in every scheme and contrast (an app that draws one look whatever the mode).
    public init(_ appearance: ButtonAppearance) {
        self.init(light: appearance, dark: appearance)
    }

    /// The appearance for `scheme` and `contrast`.
    public func resolved(for scheme: ButtonColorScheme, contrast: ButtonContrast) -> ButtonAppearance {
        switch (scheme, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): lightIncreasedContrast
        case (.dark, .increased): darkIncreasedContrast
        }
    }
}
