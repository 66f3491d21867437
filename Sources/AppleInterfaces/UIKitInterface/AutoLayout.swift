#if os(Linux)
import Foundation

// Auto Layout, transcribed as records: constraints made from anchors keep their items,
// attributes, constant and priority, and activating one adds it to the nearest common ancestor
// of its items (`UIView.constraints`), as documented. No constraint solver: nothing is laid out
// from them; a view may read its constraints, as UIKit lets it.

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, tvOS 9.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
    open private(set) weak var firstItem: AnyObject?
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
    public let firstAttribute: Attribute
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
    public let relation: Relation
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    open private(set) weak var secondItem: AnyObject?
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
    public let secondAttribute: Attribute
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
    public let multiplier: CGFloat
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    open var constant: CGFloat
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    /// As documented, `required` by default.
    open var priority = UILayoutPriority.required

    init(_ first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    /// Activating adds the constraint to the closest common ancestor of its items (a guide's
    /// owning view stands for the guide); deactivating removes it.
    @available(iOS 8.0, tvOS 9.0, *)
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue, holder == nil {
                Self.commonAncestor(firstItem, secondItem)?.addConstraint(self)
            } else if !newValue {
                holder?.removeConstraint(self)
            }
        }
    }

    weak var holder: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    @available(iOS 8.0, tvOS 9.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    @available(iOS 8.0, tvOS 9.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item stands for: itself, or a guide's owning view.
    private static func view(_ item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The closest view that is (or contains) both items' views.
    private static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
        guard let a = view(first) else { return nil }
        guard let b = view(second) else { return a }
        var ancestors: [UIView] = []
        var current: UIView? = a
        while let view = current {
            ancestors.append(view)
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(where: { $0 === view }) { return view }
            current = view.superview
        }
        return nil
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case notAnAttribute = 0
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item!, attribute, .equal, anchor.item, anchor.attribute, constant: c)
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutdimension
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item!, attribute, .equal, nil, .notAnAttribute, constant: c)
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    open weak var owningView: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { anchors.width }

    private lazy var anchors = EdgeAnchors(self)

    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    /// The guide's frame in its owning view's coordinates. Simplified: the margins and
    /// safe-area guides are worked out from the view's bounds and insets; other guides are
    /// empty until Auto Layout would place them (no solver here).
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let bounds = owner.bounds
        if self === owner.layoutMarginsGuide {
            let margins = owner.directionalLayoutMargins
            return CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                          width: bounds.width - margins.leading - margins.trailing, height: bounds.height - margins.top - margins.bottom)
        }
        if self === owner.safeAreaLayoutGuide {
            let insets = owner.safeAreaInsets
            return CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                          width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        }
        return .zero
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
/// Transcribed without its members (tracked constraints), which nothing here uses.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// Apple: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
/// Its frame is the keyboard's, in the owning view's coordinates, from the top of the keyboard
/// to the bottom of the view; with the keyboard down, from the bottom of the safe area
/// (`usesBottomSafeArea`, the default). A test raises the keyboard with
/// `simulateKeyboard(height:)` (a test-driving SPI).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Apple: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
    /// As documented, `true` by default: the guide is tied to the safe area's bottom.
    @available(iOS 17.0, *)
    open var usesBottomSafeArea = true

    /// The height of the keyboard over the bottom of the owning view (0: down).
    var keyboardHeight: CGFloat = 0

    open override var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let bounds = owner.bounds
        let floor = usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0
        let height = max(keyboardHeight, floor)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }
}

/// The anchors of a view or a guide.
@MainActor
final class EdgeAnchors {
    let leading: NSLayoutXAxisAnchor
    let trailing: NSLayoutXAxisAnchor
    let top: NSLayoutYAxisAnchor
    let bottom: NSLayoutYAxisAnchor
    let width: NSLayoutDimension

    init(_ item: AnyObject) {
        leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
        trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
        top = NSLayoutYAxisAnchor(item: item, attribute: .top)
        bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
        width = NSLayoutDimension(item: item, attribute: .width)
    }
}
#endif
