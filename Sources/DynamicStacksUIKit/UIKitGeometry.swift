// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import DynamicButtons
import StackLayout
import StackViewPlans

// Translations between the engine's values and UIKit's: points are points, CGFloat is Double
// on every 64-bit platform the views run on.

extension CGRect {
    /// The engine's rectangle as UIKit's.
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension CGSize {
    /// The engine's size as UIKit's.
    init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension UIColor {
    /// The appearance's colour as UIKit's (sRGB).
    static func planned(_ color: ButtonColor) -> UIColor {
        UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}

extension UIColor {
    /// A colour UIKit resolves for each trait collection it draws with: `color` of `appearance`'s
    /// appearance for the traits' interface style and contrast. The provider is `@Sendable`
    /// and isolated to no actor: UIKit may resolve colours off the main thread.
    static func adaptive(
        _ appearance: AdaptiveButtonAppearance, _ color: @escaping @Sendable (ButtonAppearance) -> ButtonColor
    ) -> UIColor {
        UIColor { @Sendable traits in
            .planned(color(appearance.resolved(
                uiUserInterfaceStyleRawValue: traits.userInterfaceStyle.rawValue,
                uiAccessibilityContrastRawValue: traits.accessibilityContrast.rawValue)))
        }
    }
}

extension UIFont {
    /// The font a plan measured with: the system font at its size and weight for the engine's
    /// system family, else the named font (the system font when the name is unknown).
    static func planned(_ font: FontDescriptor) -> UIFont {
        let size = CGFloat(font.size)
        if font.family != TextFont.systemFamily, let named = UIFont(name: font.family, size: size) { return named }
        return UIFont.systemFont(ofSize: size, weight: weight(font.weight))
    }

    private static func weight(_ weight: FontWeight) -> UIFont.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
#endif
