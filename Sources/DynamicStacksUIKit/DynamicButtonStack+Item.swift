// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import DynamicButtons
import StackLayout

@available(iOS 14.0, tvOS 14.0, *)
extension DynamicButtonStack {
    /// One button: what it shows, its design-system kind and state, what VoiceOver says, and
    /// what a tap does.
    public struct Item {
        /// Identifies the button across updates (unique in the stack).
        public var id: String
        /// The title.
        public var title: String
        /// The SF Symbol name of the icon, if any.
        public var image: String?
        /// The design-system kind.
        public var kind: ButtonKind
        /// The state; loading shows a spinner in place of the title, and only enabled buttons
        /// take taps.
        public var state: ButtonState
        /// What VoiceOver calls the button instead of its title (needed for icon-only buttons).
        public var accessibilityLabel: String?
        /// What VoiceOver says after the label ("Saves the draft").
        public var accessibilityHint: String?
        /// The title's font; a text style follows Dynamic Type.
        public var font: TextFont
        /// Whether the button hugs its title rather than filling its slot.
        public var hugsTitle: Bool
        /// Run when the button is tapped.
        public var action: (@MainActor () -> Void)?

        /// Creates an item.
        public init(id: String, title: String, image: String? = nil, kind: ButtonKind = .default, state: ButtonState = .enabled,
                    accessibilityLabel: String? = nil, accessibilityHint: String? = nil, font: TextFont = .style(.body),
                    hugsTitle: Bool = false, action: (@MainActor () -> Void)? = nil) {
            self.id = id
            self.title = title
            self.image = image
            self.kind = kind
            self.state = state
            self.accessibilityLabel = accessibilityLabel
            self.accessibilityHint = accessibilityHint
            self.font = font
            self.hugsTitle = hugsTitle
            self.action = action
        }

        /// The engine's item (everything but the action).
        var buttonItem: ButtonItem {
            ButtonItem(id: id, title: title, font: font, iconName: image, kind: kind, state: state,
                       accessibilityLabel: accessibilityLabel, accessibilityHint: accessibilityHint, hugsTitle: hugsTitle)
        }
    }
}
#endif
