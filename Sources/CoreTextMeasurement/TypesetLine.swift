/// One line as Core Text typeset it, in plain numbers: what the Core Text file extracts from a
/// `CTLine` and its origin in the frame, and all that the platform-independent code needs to
/// turn lines into `TextMetrics`.
struct TypesetLine: Hashable, Sendable {
    /// The characters of the line, as UTF-16 offsets into the string (Core Text's `CFRange`).
    /// A line that ends a paragraph includes the paragraph separator.
    var range: Range<Int>
    /// The typographic width (`CTLineGetTypographicBounds`), trailing whitespace included.
    var width: Double
    /// The width of the whitespace at the line's end (`CTLineGetTrailingWhitespaceWidth`),
    /// which takes no room when the line is laid out.
    var trailingWhitespaceWidth: Double
    /// The line's ascent, descent and leading (`CTLineGetTypographicBounds`).
    var ascent: Double
    var descent: Double
    var leading: Double
    /// The distance from the top of the frame to the line's baseline.
    var baseline: Double

    /// The width the line takes: its typographic width without its trailing whitespace (the
    /// space where a line wraps, a paragraph's separator), never negative.
    var visibleWidth: Double {
        Self.visibleWidth(typographicWidth: width, trailingWhitespaceWidth: trailingWhitespaceWidth)
    }

    /// The width a line of `typographicWidth` takes without its trailing whitespace, never
    /// negative (Core Text returns 0 for both of an invalid line).
    static func visibleWidth(typographicWidth: Double, trailingWhitespaceWidth: Double) -> Double {
        max(0, typographicWidth - trailingWhitespaceWidth)
    }

    /// The UTF-16 range of a Core Text `CFRange`, made well-formed whatever Core Text returned
    /// (a negative location or length becomes an empty range at the nearest valid place), so
    /// that building it can never trap.
    static func utf16Range(location: Int, length: Int) -> Range<Int> {
        let lower = max(0, location)
        let (end, overflow) = location.addingReportingOverflow(length)
        return lower..<max(lower, overflow ? Int.max : end)
    }

    /// The distance from the top of the frame to the bottom of the line: its baseline plus its
    /// descent and leading, so that uniform lines tile (each is ascent + descent + leading
    /// tall, as Core Text spaces their origins).
    var bottom: Double { baseline + descent + leading }
}
