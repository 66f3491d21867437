#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uibutton
/// Stored title, image and configuration: no drawing, and no layout of its own title and image
/// (what a device draws is UIKit's; the stacks only set the values read back here).
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private lazy var label = UILabel(frame: .zero)
    private lazy var image = UIImageView(image: nil)
    /// The configuration (`UIButton.Configuration`, iOS 15), stored untyped as Apple's property
    /// lives in an extension.
    var storedConfiguration: Any?

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
        case custom = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        @available(iOS 7.0, tvOS 9.0, *)
        case system = 1
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    /// Simplified: its font is `nil` until one is set.
    @available(iOS 3.0, tvOS 9.0, *)
    open var titleLabel: UILabel? { label }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/imageview
    @available(iOS 3.0, tvOS 9.0, *)
    open var imageView: UIImageView? { image }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/currenttitle
    /// Simplified: the title for the normal state.
    open var currentTitle: String? { titles[UIControl.State.normal.rawValue] }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/currentimage
    /// Simplified: the image for the normal state.
    open var currentImage: UIImage? { images[UIControl.State.normal.rawValue] }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { label.text = title }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if state == .normal { self.image.image = image }
    }
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton {
    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb
    public var configuration: UIButton.Configuration? {
        get { storedConfiguration as? UIButton.Configuration }
        set { storedConfiguration = newValue }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    /// Transcribed with the members the stack reads and sets. Declared `Equatable` (Apple's
    /// conforms to more).
    public struct Configuration: Equatable {
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
        public static func plain() -> UIButton.Configuration { Configuration() }

        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
        public var title: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle
        public var attributedTitle: AttributedString?
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
        public var image: UIImage?
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement
        /// Apple's page gives no default; a button draws its image before its title unless told.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding
        public var imagePadding: CGFloat = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets
        /// The default depends on the button size and Dynamic Type (7, 12, 7, 12 for a medium
        /// button at the default size: https://developer.apple.com/forums/thread/733541).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlelinebreakmode
        /// As documented, `byWordWrapping` by default: a title wraps onto more lines unless told not to.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlealignment-swift.property
        public var titleAlignment: TitleAlignment = .automatic

        /// Apple: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlealignment-swift.enum
        public enum TitleAlignment: Int, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
@available(iOS 13.0, tvOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/top
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/leading
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/bottom
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/trailing
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
}

/// Apple: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
@available(iOS 11.0, tvOS 11.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
#endif
