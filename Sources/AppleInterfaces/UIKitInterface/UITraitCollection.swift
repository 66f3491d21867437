#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment
@available(iOS 8.0, tvOS 9.0, *)
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection
/// Holds the traits the views read; a value with none given has them unspecified.
@available(iOS 8.0, tvOS 9.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    @available(iOS 10.0, tvOS 10.0, *)
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    @available(iOS 10.0, tvOS 10.0, *)
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    public let displayScale: CGFloat
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, tvOS 10.0, *)
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    @available(iOS 13.0, tvOS 13.0, *)
    public let accessibilityContrast: UIAccessibilityContrast
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
    /// `bold` while Bold Text is on (Settings › Accessibility › Display & Text Size).
    @available(iOS 13.0, tvOS 13.0, *)
    public let legibilityWeight: UILegibilityWeight

    private init(
        _ category: UIContentSizeCategory, _ direction: UITraitEnvironmentLayoutDirection, _ scale: CGFloat,
        _ style: UIUserInterfaceStyle = .unspecified, _ contrast: UIAccessibilityContrast = .unspecified,
        _ legibility: UILegibilityWeight = .unspecified
    ) {
        preferredContentSizeCategory = category
        layoutDirection = direction
        displayScale = scale
        userInterfaceStyle = style
        accessibilityContrast = contrast
        legibilityWeight = legibility
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(legibilityweight:)
    @available(iOS 13.0, tvOS 13.0, *)
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(.unspecified, .unspecified, 0, .unspecified, .unspecified, legibilityWeight)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    public override convenience init() {
        self.init(.unspecified, .unspecified, 0)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    @available(iOS 10.0, tvOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(preferredContentSizeCategory, .unspecified, 0)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    @available(iOS 10.0, tvOS 10.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(.unspecified, layoutDirection, 0)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) {
        self.init(.unspecified, .unspecified, scale)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    @available(iOS 12.0, tvOS 10.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(.unspecified, .unspecified, 0, userInterfaceStyle)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:)
    @available(iOS 13.0, tvOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(.unspecified, .unspecified, 0, .unspecified, accessibilityContrast)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    /// Later collections' specified traits win, as documented.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var category = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        var legibility = UILegibilityWeight.unspecified
        for traits in traitCollections {
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
            if traits.legibilityWeight != .unspecified { legibility = traits.legibilityWeight }
        }
        self.init(category, direction, scale, style, contrast, legibility)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/current
    /// Simplified: an unspecified collection (what a dynamic colour is resolved with when no
    /// view's traits are current); Apple's is set while UIKit draws a view.
    @available(iOS 13.0, tvOS 13.0, *)
    public static var current: UITraitCollection { UITraitCollection() }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Apple: https://developer.apple.com/documentation/uikit/uilegibilityweight
@available(iOS 13.0, tvOS 13.0, *)
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory
@available(iOS 7.0, tvOS 9.0, *)
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    @available(iOS 10.0, tvOS 10.0, *)
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
@available(iOS 10.0, tvOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Apple: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
@available(iOS 5.0, tvOS 9.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
#endif
