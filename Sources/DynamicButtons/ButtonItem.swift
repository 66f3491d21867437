import StackLayout

/// One button of a ``ButtonStack``: an icon and a title, with the design system's kind, state
/// and accessibility text. The icon scales with the title's text style unless given a size.
public struct ButtonItem: Hashable, Sendable {
    /// An identifier reported with the button's frames.
    public var id: String
    /// The title, shown in full in every arrangement that fits (wrapped only in
    /// ``ButtonArrangement/columnAbove``); truncated at its end when nothing fits. An
    /// ``ButtonKind/iconOnly`` button does not show it.
    public var title: String
    /// The title's font; a text style follows the content size category.
    public var font: TextFont
    /// The icon's size; `nil`, the default, is ``ButtonIconSize/standard(for:)`` of ``font``: 24 pt
    /// at the default content size, scaled with the title's text style as SF Symbols are. Give
    /// fixed points for an icon that keeps its size at every text size.
    public var iconSize: ButtonIconSize?
    /// The name of a built-in icon to draw, if any (the layout only uses the size).
    public var iconName: String?
    /// The design-system kind.
    public var kind: ButtonKind
    /// The interaction state; it never changes the button's size.
    public var state: ButtonState
    /// What a screen reader calls the button instead of its title (required in spirit for
    /// ``ButtonKind/iconOnly`` buttons).
    public var accessibilityLabel: String?
    /// What a screen reader says after the label, if anything ("Saves the draft").
    public var accessibilityHint: String?
    /// Whether the button is as wide as its content (hugging its title) rather than the full
    /// width of its slot. Icon-only buttons always hug their icon.
    public var hugsTitle: Bool
    /// The way the button navigates through a sequence, when it does (a Back or Next button);
    /// `nil` for an action. It makes the button directional whatever its title and icon say
    /// (``DirectionalNavigation``).
    public var navigation: ButtonNavigation?

    /// Creates a button.
    public init(id: String, title: String, font: TextFont = .style(.body), iconSize: ButtonIconSize? = nil, iconName: String? = nil,
                kind: ButtonKind = .default, state: ButtonState = .enabled, accessibilityLabel: String? = nil,
                accessibilityHint: String? = nil, hugsTitle: Bool = false, navigation: ButtonNavigation? = nil) {
        self.id = id
        self.title = title
        self.font = font
        self.iconSize = iconSize
        self.iconName = iconName
        self.kind = kind
        self.state = state
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.hugsTitle = hugsTitle
        self.navigation = navigation
    }

    /// The icon's size as given, or the standard one for the title's font.
    public var effectiveIconSize: ButtonIconSize { iconSize ?? .standard(for: font) }

    /// The icon's size in points at `category`.
    public func resolvedIconSize(for category: TextSizeCategory) -> Size {
        effectiveIconSize.resolved(for: category)
    }

    /// Whether the title is shown (every kind but ``ButtonKind/iconOnly``).
    public var showsTitle: Bool { kind != .iconOnly }

    /// Whether the button is as wide as its content rather than its slot.
    public var hugsContent: Bool { hugsTitle || kind == .iconOnly }

    /// What a screen reader says for the button.
    public var accessibility: ButtonAccessibility { ButtonAccessibility(self) }
}
