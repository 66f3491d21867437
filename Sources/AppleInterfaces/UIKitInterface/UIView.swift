#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/quartzcore/calayer
/// Transcribed with the one property the views set.
@available(iOS 2.0, tvOS 9.0, macOS 10.5, *)
open class CALayer: NSObject {
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayer/cornercurve
    @available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
    open var cornerCurve: CALayerCornerCurve = .circular
}

/// Apple: https://developer.apple.com/documentation/quartzcore/calayercornercurve
@available(iOS 13.0, tvOS 13.0, macOS 10.15, *)
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayercornercurve/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayercornercurve/circular
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple: https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, tvOS 9.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Apple: https://developer.apple.com/documentation/uikit/uiresponder
/// Transcribed with the responder chain's link.
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIResponder: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// Simplified: `nil` here; a view's is its superview.
    open var next: UIResponder? { nil }
}

/// Apple: https://developer.apple.com/documentation/uikit/uievent
/// Transcribed without members: hit testing takes one, and nothing reads it.
@available(iOS 2.0, tvOS 9.0, *)
open class UIEvent: NSObject {}

/// Apple: https://developer.apple.com/documentation/uikit/uiview
///
/// Runnable minimally, so that tests here can drive the views: frame and bounds storage (the
/// bounds size follows the frame; a size change marks the view as needing layout), the subview
/// list, `setNeedsLayout`/`layoutIfNeeded` calling `layoutSubviews` (then laying out the
/// subviews), and a trait collection that a test sets (``UIView/applyTraitCollection(_:)``, a
/// test-driving SPI) instead of inheriting it from a window. No drawing, no Auto Layout engine.
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    private var storedFrame: CGRect
    private var boundsOrigin: CGPoint = .zero
    var needsLayout = true
    var storedTraitCollection = UITraitCollection()
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("UIView.init(coder:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { storedFrame }
        set {
            if newValue.size != storedFrame.size { needsLayout = true }
            storedFrame = newValue
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/bounds
    /// Simplified: setting the bounds' size resizes the frame about its origin, not its centre.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @NSCopying open var backgroundColor: UIColor?

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/tintcolor
    /// Simplified: no colour inherited from the superview until one is set.
    @available(iOS 7.0, tvOS 9.0, *)
    open var tintColor: UIColor!

    private let backingLayer = CALayer()
    private lazy var edgeAnchors = EdgeAnchors(self)
    private lazy var marginsGuide = ownedGuide()
    private lazy var safeAreaGuide = ownedGuide()
    private var heldConstraints: [NSLayoutConstraint] = []

    private func ownedGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/constraints
    @available(iOS 6.0, tvOS 9.0, *)
    open var constraints: [NSLayoutConstraint] { heldConstraints }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
    @available(iOS 6.0, tvOS 9.0, *)
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.holder?.removeConstraint(constraint)
        heldConstraints.append(constraint)
        constraint.holder = self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/removeconstraint(_:)
    @available(iOS 6.0, tvOS 9.0, *)
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        heldConstraints.removeAll { $0 === constraint }
        if constraint.holder === self { constraint.holder = nil }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    /// As documented for a view that is not a view controller's root view: 8 points on each side.
    @available(iOS 11.0, tvOS 11.0, *)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    /// Simplified: zero (no window, bars or keyboard here) unless a test sets them
    /// (`setSafeAreaInsets(_:)`, a test-driving SPI).
    @available(iOS 11.0, tvOS 11.0, *)
    open internal(set) var safeAreaInsets = UIEdgeInsets.zero

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, tvOS 9.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    @available(iOS 9.0, tvOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { edgeAnchors.leading }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    @available(iOS 9.0, tvOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { edgeAnchors.trailing }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/topanchor
    @available(iOS 9.0, tvOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { edgeAnchors.top }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    @available(iOS 9.0, tvOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { edgeAnchors.bottom }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/widthanchor
    @available(iOS 9.0, tvOS 9.0, *)
    open var widthAnchor: NSLayoutDimension { edgeAnchors.width }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    @available(iOS 9.0, tvOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { keyboardGuide }
    private lazy var keyboardGuide: UIKeyboardLayoutGuide = {
        let guide = UIKeyboardLayoutGuide()
        guide.owningView = self
        return guide
    }()
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { backingLayer }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    /// As documented, `true` by default; a label and an image view set it to `false`, so touches
    /// on them reach the view behind (their superview).
    open var isUserInteractionEnabled = true

    /// Apple: https://developer.apple.com/documentation/uikit/uiresponder/next
    /// A view's next responder is its superview (its view controller's, for a controller's
    /// root view, is not transcribed).
    open override var next: UIResponder? { superview }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    /// As documented: `nil` for a hidden view, one that ignores interaction or is almost
    /// transparent (alpha below 0.01), or a point outside it; else the frontmost subview's
    /// answer (the last subview first), or the view itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    /// As documented, `scaleToFill` by default (for an image view too: its image is stretched
    /// to the view's bounds unless the mode keeps its aspect ratio).
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
        case scaleToFill = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
        case scaleAspectFit = 1
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
        case scaleAspectFill = 2
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center
        case center = 4
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    /// Simplified: lays out this view when needed, then its subviews, depth first.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    @available(iOS 11.0, tvOS 11.0, *)
    open func safeAreaInsetsDidChange() {}

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/noIntrinsicMetric
    @available(iOS 10.0, tvOS 10.0, *)
    public static let noIntrinsicMetric: CGFloat = -1

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    /// Simplified: there is no Auto Layout engine to tell; the count is what tests read.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeInvalidations += 1
    }

    var intrinsicContentSizeInvalidations = 0

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    /// As documented for UIView: the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// Simplified: without an Auto Layout engine, the target size.
    @available(iOS 8.0, tvOS 9.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        targetSize
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { storedTraitCollection }

    /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    @available(tvOS, introduced: 9.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// Simplified: from the trait collection's layout direction alone (no semantic content attribute).
    @available(iOS 10.0, tvOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    /// Simplified: no animation; the block runs at once and the completion with `true`.
    @available(iOS 4.0, tvOS 9.0, *)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    // Accessibility: on Apple platforms these are NSObject's (the UIAccessibility informal
    // protocol); transcribed here on UIView, the only class the views set them on.

    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement = false
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String?
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    open var accessibilityHint: String?
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    open var accessibilityValue: String?
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/showslargecontentviewer
    /// `false` by default; takes effect with a `UILargeContentViewerInteraction` on the view or
    /// an ancestor.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    open var showsLargeContentViewer = false
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/largecontenttitle
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    open var largeContentTitle: String?
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/largecontentimage
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    open var largeContentImage: UIImage?

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/interactions
    @available(iOS 11.0, *)
    open var interactions: [any UIInteraction] { addedInteractions }
    private var addedInteractions: [any UIInteraction] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
    @available(iOS 11.0, *)
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        addedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    /// The elements of a container, in the order VoiceOver visits them; `nil` by default
    /// (the subviews).
    open var accessibilityElements: [Any]?
}

/// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@available(iOS 3.0, tvOS 9.0, *)
@MainActor
open class UIAccessibilityElement: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    open weak var accessibilityContainer: AnyObject?

    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    open var accessibilityLabel: String?
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    @available(iOS 10.0, tvOS 10.0, *)
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    /// Simplified: `false` until set (the views set it).
    open var isAccessibilityElement = false
}

/// Apple: https://developer.apple.com/documentation/uikit/uiinteraction
@available(iOS 11.0, *)
@MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction/view
    var view: UIView? { get }
    /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
    func willMove(to view: UIView?)
    /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
    func didMove(to view: UIView?)
}

/// Apple: https://developer.apple.com/documentation/uikit/uilargecontentviewerinteractiondelegate
/// Transcribed without its requirements (all optional in Apple's), which nothing here uses.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}

/// Apple: https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction
/// Stores its view and delegate: no gesture here.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Apple: https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction/delegate
    open private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction/view
    open private(set) weak var view: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction/init(delegate:)
    public init(delegate: (any UILargeContentViewerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
    open func willMove(to view: UIView?) {}
    /// Apple: https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
    open func didMove(to view: UIView?) { self.view = view }
}
#endif
