/// Light or dark: which of an ``AdaptiveButtonAppearance``'s appearances applies (UIKit's
/// `UIUserInterfaceStyle`, SwiftUI's `ColorScheme`).
public enum ButtonColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light mode (also when the platform does not say).
    case light
    /// Dark mode.
    case dark
}
