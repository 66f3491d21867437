/// A font's vertical metrics (`CTFontGetAscent`, `CTFontGetDescent`, `CTFontGetLeading`): what
/// `TextMetrics` reports as ascent and descent, and the height of a line that has
/// no glyphs (empty text, the empty line after a final paragraph separator).
struct FontLineMetrics: Hashable, Sendable {
    var ascent: Double
    var descent: Double
    var leading: Double
}
