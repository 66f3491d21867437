/// What a title does with text that does not fit its width (UIKit's `NSLineBreakMode`, SwiftUI's
/// `truncationMode` with a line limit).
public enum TitleLineBreak: String, Hashable, Sendable {
    /// One line, cut at its end with an ellipsis when too long: every arrangement but
    /// column-above, and a title the placement says is truncated.
    case truncateTail
    /// Wrapped at word boundaries onto as many lines as needed: column-above's titles.
    case wordWrap
}
