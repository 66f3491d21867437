// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import StackViewPlans

extension UIView {
    /// The width Auto Layout will give the view, from its required constraints, before a layout
    /// pass has (`HorizontalPin.impliedWidth(_:)` decides): a fixed width, or leading and
    /// trailing edges pinned to a view of known width (its bounds, or its own pins) or to its
    /// layout-margins or safe-area guide. `nil` when the constraints leave it open. Looks at
    /// most `depth` views up for a reference's width.
    func constrainedWidth(depth: Int = 3) -> Double? {
        HorizontalPin.impliedWidth(horizontalPins(depth: depth))
    }

    /// The view's required, equal, unscaled horizontal constraints, wherever they are held
    /// (on the view, or on an ancestor: activation adds a constraint to the items' nearest
    /// common ancestor).
    private func horizontalPins(depth: Int) -> [HorizontalPin] {
        var pins: [HorizontalPin] = []
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.constraints {
                if let pin = pin(constraint, depth: depth) { pins.append(pin) }
            }
            holder = view.superview
        }
        return pins
    }

    private func pin(_ constraint: NSLayoutConstraint, depth: Int) -> HorizontalPin? {
        guard constraint.relation == .equal, constraint.multiplier == 1,
            constraint.priority.rawValue >= UILayoutPriority.required.rawValue else { return nil }
        let mine: NSLayoutConstraint.Attribute
        let other: AnyObject?
        let otherAttribute: NSLayoutConstraint.Attribute
        let offset: Double
        if constraint.firstItem === self {
            (mine, other, otherAttribute, offset) = (constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute,
                                                     Double(constraint.constant))
        } else if constraint.secondItem === self {
            (mine, other, otherAttribute, offset) = (constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute,
                                                     -Double(constraint.constant))
        } else {
            return nil
        }
        if mine == .width, other == nil { return .width(offset) }
        guard let other, let referenceWidth = Self.width(of: other, depth: depth) else { return nil }
        let reference = ObjectIdentifier(other).hashValue
        switch (mine, otherAttribute) {
        case (.leading, .leading), (.left, .left):
            return .leading(reference: reference, referenceWidth: referenceWidth, offset: offset)
        case (.trailing, .trailing), (.right, .right):
            return .trailing(reference: reference, referenceWidth: referenceWidth, offset: offset)
        default:
            return nil
        }
    }

    /// The width of a reference: a view's bounds (or, before it has any, its own pins), or a
    /// margins or safe-area guide's: its owning view's width less the insets.
    private static func width(of item: AnyObject, depth: Int) -> Double? {
        if let view = item as? UIView { return view.knownWidth(depth: depth) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let width = owner.knownWidth(depth: depth) else {
            return nil
        }
        if guide === owner.layoutMarginsGuide {
            return width - Double(owner.directionalLayoutMargins.leading + owner.directionalLayoutMargins.trailing)
        }
        if guide === owner.safeAreaLayoutGuide {
            return width - Double(owner.safeAreaInsets.left + owner.safeAreaInsets.right)
        }
        return nil
    }

    private func knownWidth(depth: Int) -> Double? {
        if bounds.width > 0 { return Double(bounds.width) }
        return depth > 0 ? constrainedWidth(depth: depth - 1) : nil
    }
}
#endif
