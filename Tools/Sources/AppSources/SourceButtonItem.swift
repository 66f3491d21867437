import DynamicButtons
import StackDocument

/// One button of a stack as the source writes it (`DynamicButtonStack.Item(…)`,
/// `ButtonStackView.Item(…)`), with every value the layout and the audit use read from literals.
public struct SourceButtonItem: Sendable {
    /// The `id:` argument.
    public var id: String
    /// The title.
    public var title: SourceTitle
    /// The SF Symbol name (`image:` of UIKit's item, `systemImage:` of SwiftUI's).
    public var image: String?
    /// The design-system kind.
    public var kind: ButtonKind = .default
    /// The state.
    public var state: ButtonState = .enabled
    /// What VoiceOver calls the button instead of its title.
    public var accessibilityLabel: SourceTitle?
    /// What VoiceOver says after the label.
    public var accessibilityHint: SourceTitle?
    /// The title's font (UIKit's `font:`; SwiftUI's item has none and uses body).
    public var font: TextFont = .style(.body)
    /// Whether the button hugs its title.
    public var hugsTitle = false
    /// Where the item's expression starts.
    public var position: SourcePosition

    /// Creates an item.
    public init(id: String, title: SourceTitle, position: SourcePosition) {
        self.id = id
        self.title = title
        self.position = position
    }
}
