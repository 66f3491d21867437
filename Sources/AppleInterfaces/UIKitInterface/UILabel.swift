#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uilabel
/// Stored properties only: no text drawing or measuring.
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UILabel: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// A label ignores touches by default (`isUserInteractionEnabled` is `false`, as documented
    /// for UILabel).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("UILabel.init(coder:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/font
    /// Simplified: no default system font until one is set.
    open var font: UIFont!
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines = 1
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural
    /// Apple: https://developer.apple.com/documentation/uikit/uilabel/textcolor
    /// Simplified: no default colour until one is set.
    open var textColor: UIColor!
}

/// Apple: https://developer.apple.com/documentation/uikit/nstextalignment
@available(iOS 6.0, tvOS 9.0, *)
public enum NSTextAlignment: Int, Sendable {
    case center = 1
    case natural = 4
}

/// Apple: https://developer.apple.com/documentation/uikit/nslinebreakmode
@available(iOS 6.0, tvOS 9.0, *)
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byTruncatingTail = 4
}

/// Apple: https://developer.apple.com/documentation/uikit/uiimageview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIImageView: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    /// An image view ignores touches by default (`isUserInteractionEnabled` is `false`, as
    /// documented for UIImageView).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("UIImageView.init(coder:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?

    /// Apple: https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration
    @available(iOS 13.0, tvOS 13.0, *)
    @NSCopying open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}

/// Apple: https://developer.apple.com/documentation/uikit/uiimage
/// Simplified: every name gives an image, 0 × 0 pt unless a test gives it a size
/// (`UIImage(testSize:)`, a test-driving SPI).
@available(iOS 2.0, tvOS 9.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    @available(iOS 13.0, tvOS 13.0, *)
    public convenience init?(systemName name: String) {
        self.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/size
    /// The image's size in points.
    open internal(set) var size: CGSize = .zero

    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
    @available(iOS 13.0, tvOS 13.0, *)
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Apple: https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
        /// Configurations are immutable: a copy is the configuration itself.
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
    /// Keeps the font it was made from, for tests to read.
    @available(iOS 13.0, tvOS 13.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        let font: UIFont?

        init(storing font: UIFont?) {
            self.font = font
            super.init()
        }

        /// Apple: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(font:)
        /// "Symbol images pick up the font styling information", size and weight, of `font`.
        public convenience init(font: UIFont) {
            self.init(storing: font)
        }
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uicolor
/// Stored sRGB components, which `getRed(_:green:blue:alpha:)` reads back, or a dynamic
/// provider resolved for a trait collection.
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    /// A dynamic colour's colour for `traitCollection`; any other colour is itself.
    @available(iOS 13.0, tvOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    /// A dynamic colour answers as resolved with `UITraitCollection.current`.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        if provider != nil {
            return resolvedColor(with: UITraitCollection.current).getRed(red, green: green, blue: blue, alpha: alpha)
        }
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    /// A colour is immutable: its copy is itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Apple: https://developer.apple.com/documentation/uikit/uifont
/// Stored family, size and descriptor: no glyphs.
@available(iOS 2.0, tvOS 9.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/familyname
    open var familyName: String { storedFamilyName }
    /// Apple: https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    @available(iOS 7.0, tvOS 9.0, *)
    open var fontDescriptor: UIFontDescriptor { storedDescriptor }

    private let storedFamilyName: String
    private let storedDescriptor: UIFontDescriptor

    private init(pointSize: CGFloat, familyName: String, weight: UIFont.Weight, textStyle: UIFont.TextStyle? = nil) {
        self.pointSize = pointSize
        storedFamilyName = familyName
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue],
        ]
        // A text style is an NSString in the descriptor, as on Apple platforms.
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        storedDescriptor = UIFontDescriptor(fontAttributes: attributes)
        super.init()
    }

    /// The family `systemFont(ofSize:weight:)` and `preferredFont(forTextStyle:)` report on iOS 13 and later.
    static let systemFamilyName = ".AppleSystemUIFont"

    /// Apple: https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    /// Simplified: any name gives a font, of the family of that name, regular.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, familyName: fontName, weight: .regular)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    @available(iOS 8.2, tvOS 9.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, familyName: systemFamilyName, weight: weight)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    /// Simplified: at the default content size (large), for the styles transcribed (body 17 pt,
    /// headline 17 pt semibold; other styles 17 pt regular).
    @available(iOS 7.0, tvOS 9.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(pointSize: 17, familyName: systemFamilyName, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle
    @available(iOS 7.0, tvOS 9.0, *)
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // The values UIKit defines (UIFontWeightUltraLight … UIFontWeightBlack).
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor
/// Stored attributes.
@available(iOS 7.0, tvOS 9.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    private let attributes: [AttributeName: Any]

    /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        attributes[anAttribute]
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/family
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/textstyle
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
        /// A number from −1 to 1, 0 regular (`UIFont.Weight`'s raw values).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
    public required init(coder: NSCoder) {
        fatalError("UIActivityIndicatorView.init(coder:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
    open var style: Style
    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color
    @available(iOS 5.0, tvOS 9.0, *)
    open var color: UIColor!
    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    open private(set) var isAnimating = false
    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    open func startAnimating() { isAnimating = true }
    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    open func stopAnimating() { isAnimating = false }

    /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
        @available(iOS 13.0, tvOS 13.0, *)
        case medium = 100
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiscrollview
/// Content size and offset storage; the offset is the bounds' origin, as in UIKit.
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIScrollView: UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset = UIEdgeInsets.zero
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    /// As documented, `automatic` by default.
    @available(iOS 11.0, tvOS 11.0, *)
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// The content inset plus the safe-area insets, unless the behaviour is `never`.
    /// Simplified: `automatic` and `scrollableAxes` add them as `always` does (a vertically
    /// scrolling view, as the stack views are).
    @available(iOS 11.0, tvOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        return UIEdgeInsets(top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
                            bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    @available(iOS 11.0, tvOS 11.0, *)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches
    open var canCancelContentTouches = true

    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)
    /// As documented: `true` unless `view` is a `UIControl`, so a drag that starts on a control
    /// stays with the control and does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }
    /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// Simplified: setting it lays the view out again (UIKit does so while scrolling).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds = CGRect(origin: newValue, size: bounds.size)
            setNeedsLayout()
        }
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(iOS 3.0, tvOS 9.0, *)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    public static let none = UIAccessibilityTraits([])
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

/// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority
@available(iOS 6.0, tvOS 9.0, *)
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(1000)
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static let defaultHigh = UILayoutPriority(750)
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static let fittingSizeLevel = UILayoutPriority(50)
}
#endif
