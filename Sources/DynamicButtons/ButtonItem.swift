import StackLayout

/// One button of a ``ButtonStack``: an icon of a given size and a title.
public struct ButtonItem: Hashable, Sendable {
    /// An identifier reported with the button's frames.
    public var id: String
    /// The title, shown in full in every arrangement (wrapped only in ``ButtonArrangement/columnAbove``).
    public var title: String
    /// The title's font; a text style follows the content size category.
    public var font: TextFont
    /// The icon's size in points.
    public var iconSize: Size
    /// The name of a built-in icon to draw, if any (the layout only uses the size).
    public var iconName: String?

    /// Creates a button.
    public init(id: String, title: String, font: TextFont = .style(.body), iconSize: Size, iconName: String? = nil) {
        self.id = id
        self.title = title
        self.font = font
        self.iconSize = iconSize
        self.iconName = iconName
    }
}
