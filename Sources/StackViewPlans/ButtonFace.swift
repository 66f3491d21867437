import DynamicButtons
import StackLayout

/// What one button of a placed ``ButtonStackFaces`` shows, and where: the frames come from the
/// engine's placement (`PlacedButton`, the stack's parts), the line limit from the arrangement,
/// the accessibility from `ButtonAccessibility`. A view applies these and decides nothing.
public struct ButtonFace: Hashable, Sendable {
    /// The item's id.
    public var id: String
    /// The whole button, its touch target.
    public var button: Rect
    /// The icon's frame (also when the button has no icon image: the room stays reserved).
    public var icon: Rect
    /// The title's frame; zero-size for an icon-only button.
    public var title: Rect
    /// The spinner's frame while loading (it replaces the title, or an icon-only button's icon).
    public var spinner: Rect?
    /// The most lines the title shows: `nil` (as many as its frame holds) when it wraps, in
    /// `ButtonArrangement/columnAbove`, else 1.
    public var titleLineLimit: Int?
    /// Whether the title does not fit its frame and is cut at its end ("Add to Favou…").
    public var truncatesTitle: Bool
    /// What a screen reader says.
    public var accessibility: ButtonAccessibility
    /// Whether the button responds to taps (enabled); disabled and loading buttons do not.
    public var isEnabled: Bool

    /// Creates a face.
    public init(id: String, button: Rect, icon: Rect, title: Rect, spinner: Rect? = nil, titleLineLimit: Int?,
                truncatesTitle: Bool, accessibility: ButtonAccessibility, isEnabled: Bool) {
        self.id = id
        self.button = button
        self.icon = icon
        self.title = title
        self.spinner = spinner
        self.titleLineLimit = titleLineLimit
        self.truncatesTitle = truncatesTitle
        self.accessibility = accessibility
        self.isEnabled = isEnabled
    }

    /// The frame of `part` (`ButtonPart/image` is the icon), or `nil` when the face has none.
    public func frame(of part: ButtonPart) -> Rect? {
        switch part {
        case .button: button
        case .image: icon
        case .title: title
        case .spinner: spinner
        }
    }
}
