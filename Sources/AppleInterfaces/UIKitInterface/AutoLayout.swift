#if os(Linux)
import Foundation

// Auto Layout, transcribed with the members the documentation's snippets and the example app
// use to pin a view to its superview. No constraint solver: activating a constraint does nothing.

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, tvOS 9.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    @available(iOS 8.0, tvOS 9.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
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

/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    /// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }

    let anchors = EdgeAnchors()
}

/// The edge anchors of a view or a guide that the views use.
@MainActor
final class EdgeAnchors {
    let leading = NSLayoutXAxisAnchor()
    let trailing = NSLayoutXAxisAnchor()
    let bottom = NSLayoutYAxisAnchor()
}
#endif
