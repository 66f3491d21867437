import DynamicButtons
import StackLayout

/// What one of the app's own buttons shows, read from the button as it will draw it: its title,
/// the font of that title and the size of its image. A button stack measures it as one of its
/// items (``item(id:)``), and leaves everything else about its look to the app.
///
/// The UIKit view reads it from a `UIButton`: with a configuration, the configuration's title
/// and image; without one, `currentTitle` and `currentImage`; the font is the title label's
/// (UIKit applies a configuration's title attributes to that label).
public struct AppButtonContent: Hashable, Sendable {
    /// The title, empty when the button shows none.
    public var title: String
    /// The title's font (`TextFont.init(uiKitFamilyName:pointSize:weightTrait:textStyleRawValue:)`
    /// reads a `UIFont`).
    public var font: TextFont
    /// The image's size in points, `nil` when the button shows no image.
    public var imageSize: Size?
    /// Whether the button has a configuration (iOS 15): only then can the stack place its title
    /// and image (`imagePlacement`, `imagePadding`, `contentInsets`); a button without one lays
    /// out its own image beside its title.
    public var hasConfiguration: Bool

    /// Creates the content of one button.
    public init(title: String, font: TextFont, imageSize: Size?, hasConfiguration: Bool) {
        self.title = title
        self.font = font
        self.imageSize = imageSize
        self.hasConfiguration = hasConfiguration
    }

    /// The stack's item for the button: its title and font, its image's size as a fixed icon
    /// size (no image: a 0 × 0 icon), an icon-only button when it has an image and no title.
    /// Nothing about its look: the app draws the button.
    public func item(id: String) -> ButtonItem {
        let isIconOnly = title.isEmpty && imageSize != nil
        return ButtonItem(
            id: id, title: title, font: font, iconSize: ButtonIconSize(imageSize ?? .zero),
            kind: isIconOnly ? .iconOnly : .default)
    }
}
