/// The measured extent of a piece of text. Baselines are distances from the top of the text's
/// box.
public struct TextMetrics: Hashable, Sendable {
    /// The logical size of the laid-out text.
    public var size: Size
    /// The number of lines shown.
    public var lineCount: Int
    /// The distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// The distance from the top to the last line's baseline.
    public var lastBaseline: Double
    /// The font's ascent (above the baseline).
    public var ascent: Double
    /// The font's descent (below the baseline).
    public var descent: Double
    /// Whether the line limit cut text off.
    public var isTruncated: Bool
    /// Whether the text's first paragraph resolved to right-to-left (Arabic, Hebrew), so the
    /// text sits at the right of its box.
    public var isRightToLeft: Bool
    /// Whether a line shown starts inside a word: a word wider than the wrap width was broken
    /// between two of its characters (no line break opportunity there). Fitting text never
    /// counts such a size as fitting.
    public var breaksWithinWord: Bool

    /// Creates metrics.
    public init(
        size: Size, lineCount: Int, firstBaseline: Double, lastBaseline: Double,
        ascent: Double, descent: Double, isTruncated: Bool, isRightToLeft: Bool = false,
        breaksWithinWord: Bool = false
    ) {
        self.size = size
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.ascent = ascent
        self.descent = descent
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
        self.breaksWithinWord = breaksWithinWord
    }
}
