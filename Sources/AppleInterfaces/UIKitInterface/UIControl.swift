#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uicontrol
/// Runnable minimally: actions added with `addAction(_:for:)` run from `sendActions(for:)`, as
/// touch tracking would send them. No touch handling.
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: Event)] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled = true

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    /// Simplified: set by a test (touch tracking sets it on Apple platforms).
    open var isHighlighted = false

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.property
    /// As documented, `center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/center
        case center = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/leading
        @available(iOS 11.0, tvOS 11.0, *)
        case leading = 4
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    /// Runs, in the order added, every action registered for one of `controlEvents`.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        @available(iOS 9.0, tvOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiactionhandler
@available(iOS 13.0, tvOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// Apple: https://developer.apple.com/documentation/uikit/uiaction
/// Transcribed as an NSObject (Apple's superclass, UIMenuElement, adds nothing the views use).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIAction: NSObject {
    let handler: UIActionHandler

    /// Apple: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// Apple's parameters before `handler` all have defaults; they are left out as unused, so
    /// every call that compiles here compiles there.
    public init(handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init()
    }
}
#endif
