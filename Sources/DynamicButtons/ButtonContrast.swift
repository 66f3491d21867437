/// Whether the person asked for more contrast (iOS's Increase Contrast: UIKit's
/// `UIAccessibilityContrast`, SwiftUI's `ColorSchemeContrast`).
public enum ButtonContrast: String, Hashable, Sendable, CaseIterable {
    /// The standard contrast (also when the platform does not say).
    case standard
    /// Increased contrast.
    case increased
}
