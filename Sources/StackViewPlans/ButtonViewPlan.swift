import DynamicButtons
import StackLayout

/// Everything a view needs to show one button of a `ButtonStackViewPlan`: frames (its own in
/// the stack's bounds, its image's, title's and spinner's relative to the button, so that they
/// apply to subviews of the button as they are), how its title is set, and what assistive
/// technologies are told. Frames are the engine's: rounded to device pixels and mirrored for
/// right-to-left exactly as `stacks frames` reports them.
public struct ButtonViewPlan: Hashable, Sendable {
    /// The item's id.
    public var id: String
    /// The button's position in the stack (reading order).
    public var index: Int
    /// The button (its touch target) in the stack's bounds.
    public var frame: Rect
    /// The icon, relative to the button's top-left corner.
    public var imageFrame: Rect
    /// The title, relative to the button; `nil` for an icon-only button. A loading button keeps
    /// its title frame (no state changes a size) but does not show the title.
    public var titleFrame: Rect?
    /// The spinner of a loading button, relative to the button; `nil` in other states.
    public var spinnerFrame: Rect?
    /// The title text (shown only when `showsTitle`).
    public var title: String
    /// Whether the title is visible: not for an icon-only button, not while loading.
    public var showsTitle: Bool
    /// Whether the icon is visible: not for a loading icon-only button, whose spinner replaces it.
    public var showsImage: Bool
    /// The icon's SF Symbols name, if any: the item's, with an alias translated
    /// (DynamicButtons' `SymbolName.systemName(for:)`: `share` is `square.and.arrow.up`); a name the list
    /// does not know (an app's own symbol) is kept as it is.
    public var iconName: String?
    /// The title's font, resolved for the content size category: what the title was measured
    /// with, so the label must use it for the frames to hold.
    public var font: FontDescriptor
    /// The text style the font follows, when it is one (for fronts that prefer the platform's
    /// own preferred font of that style; it must resolve to `font`'s size).
    public var textStyle: TextStyle?
    /// The title's line limit in UILabel's terms: 0 (no limit) when it wraps, else 1.
    public var titleLines: Int
    /// Truncate at the tail, or wrap at words.
    public var lineBreak: TitleLineBreak
    /// Natural or centred lines.
    public var alignment: TitleAlignment
    /// Whether the title did not fit and shows truncated.
    public var isTitleTruncated: Bool
    /// The design-system kind (for the front's appearance).
    public var kind: ButtonKind
    /// Whether the button responds to taps (only when enabled).
    public var isEnabled: Bool
    /// What assistive technologies are told.
    public var accessibility: ButtonAccessibilityPlan
}

extension ButtonViewPlan {
    /// The frame of `part` in the stack's bounds (the button's own frame for `ButtonPart/button`,
    /// the others moved out of the button's coordinates), or `nil` when the button has none: no
    /// title frame for an icon-only button, no spinner frame unless loading. For a host whose
    /// subviews are siblings of the button rather than its subviews (SwiftUI's flat `Layout`).
    public func frame(of part: ButtonPart) -> Rect? {
        let relative: Rect?
        switch part {
        case .button: return frame
        case .image: relative = imageFrame
        case .title: relative = titleFrame
        case .spinner: relative = spinnerFrame
        }
        return relative.map { Rect(x: frame.minX + $0.minX, y: frame.minY + $0.minY, width: $0.width, height: $0.height) }
    }

    // What a button shows depends on its item alone (no state changes a size): a host that
    // builds its views before laying out (SwiftUI) asks these rules, as the plan does.

    /// Whether `item`'s title is shown: not for an icon-only button, not while loading (a
    /// spinner replaces it).
    static func showsTitle(_ item: ButtonItem) -> Bool {
        item.showsTitle && item.state != .loading
    }

    /// Whether `item`'s icon is shown: not for a loading icon-only button, whose spinner
    /// replaces it.
    static func showsImage(_ item: ButtonItem) -> Bool {
        !(item.state == .loading && !item.showsTitle)
    }

    /// Whether `item` shows a spinner: while loading.
    static func showsSpinner(_ item: ButtonItem) -> Bool {
        item.state == .loading
    }
}
