/// How a title's lines sit in its frame (UIKit's `NSTextAlignment`, SwiftUI's
/// `multilineTextAlignment`), as the engine places titles.
public enum TitleAlignment: String, Hashable, Sendable {
    /// From the leading edge: left in left-to-right text, right in right-to-left text. One-line
    /// titles: their frame is exactly as wide as the title (or, truncated, as the room), so the
    /// alignment only decides which end an ellipsis leaves visible — the start.
    case natural
    /// Centred: a title wrapped under its icon (column-above), each line centred as the
    /// renderer draws it.
    case center
}
