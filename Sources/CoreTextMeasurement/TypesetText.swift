import StackLayout

/// A request as Core Text typeset it: the string, the lines Core Text made of it, and the font's
/// vertical metrics, which this platform-independent type turns into `TextMetrics`.
struct TypesetText: Hashable, Sendable {
    /// The text typeset.
    var string: String
    /// The lines of the frame (`CTFrameGetLines`), in text order.
    var lines: [TypesetLine]
    /// The font's ascent, descent and leading.
    var font: FontLineMetrics

    /// The lines the text has, as Pango and `FixedMetricsTextMeasurer` count them:
    /// Core Text's lines, plus the two it does not make: empty text is one empty line, and a
    /// final paragraph separator starts an empty last line (so "Hello\n" is two lines tall, as a
    /// text view with the cursor after it shows). Such a line has the font's metrics and sits a
    /// line below the one before.
    var laidOutLines: [TypesetLine] {
        guard let last = lines.last else { return [emptyLine(baseline: font.ascent)] }
        let length = string.utf16.count
        guard last.range.upperBound >= length, string.last?.isNewline == true else { return lines }
        return lines + [emptyLine(at: length, baseline: last.bottom + font.ascent)]
    }

    private func emptyLine(at offset: Int = 0, baseline: Double) -> TypesetLine {
        TypesetLine(
            range: offset..<offset, width: 0, trailingWhitespaceWidth: 0,
            ascent: font.ascent, descent: font.descent, leading: font.leading, baseline: baseline)
    }

    /// The number of lines shown under a line limit (`0` or less: no limit).
    func shownLineCount(maximumLines: Int) -> Int {
        Self.shownLineCount(of: laidOutLines.count, maximumLines: maximumLines)
    }

    private static func shownLineCount(of count: Int, maximumLines: Int) -> Int {
        maximumLines > 0 ? min(maximumLines, count) : count
    }

    /// The UTF-16 range that the last line shown must show with an ellipsis at its end when the
    /// line limit cuts the text inside a paragraph, or `nil` when it need not: no wrap width (the
    /// lines are whole paragraphs, as with Pango, which ellipsizes only wrapped text), no limit,
    /// no line cut off, or a last shown line that ends its paragraph anyway. The range runs from
    /// that line's start to the end of its paragraph (the rest of the paragraph is what the
    /// ellipsis stands for), without the paragraph separator.
    func ellipsisRange(for request: TextMeasurementRequest) -> Range<Int>? {
        guard request.wrapWidth != nil, request.maximumLines > 0 else { return nil }
        let all = laidOutLines
        guard all.count > request.maximumLines else { return nil }
        let line = all[request.maximumLines - 1]
        let units = Array(string.utf16)
        let start = min(line.range.lowerBound, units.count)
        var end = start
        while end < units.count, !HardLineBreak.isHardBreak(units[end]) { end += 1 }
        return end > line.range.upperBound ? start..<end : nil
    }

    /// The metrics of the typeset text under `request`'s line limit.
    ///
    /// - Parameters:
    ///   - truncatedLastLineWidth: the width of the last shown line with its ellipsis (Core Text's
    ///     truncated line over ``ellipsisRange(for:)``), when there is one; it replaces that
    ///     line's own width.
    ///   - grid: the pixel grid the size is rounded up to, as `UILabel` rounds its size; only the
    ///     size: baselines, ascent and descent stay exact (the rounding adds at most a pixel
    ///     below the last line and after the widest line), and the engine's rounding of frames
    ///     at placement leaves a size already whole in pixels unchanged.
    func metrics(
        for request: TextMeasurementRequest, truncatedLastLineWidth: Double?, grid: PixelGrid
    ) -> TextMetrics {
        let all = laidOutLines
        let shownCount = Self.shownLineCount(of: all.count, maximumLines: request.maximumLines)
        let shown = all[..<shownCount]
        var widths = shown.map(\.visibleWidth)
        if let truncatedLastLineWidth { widths[widths.count - 1] = truncatedLastLineWidth }
        // `laidOutLines` is never empty, and a limit is at least one line: `shown` has a first
        // and a last line.
        let first = shown.first!
        let last = shown.last!
        return TextMetrics(
            size: grid.roundingUp(Size(width: widths.max() ?? 0, height: last.bottom)),
            lineCount: shownCount,
            firstBaseline: first.baseline,
            lastBaseline: last.baseline,
            ascent: font.ascent,
            descent: font.descent,
            isTruncated: all.count > shownCount,
            isRightToLeft: ParagraphDirection.firstParagraphIsRightToLeft(string),
            breaksWithinWord: LineBreakOpportunity.anyLineStartsInsideWord(string, lines: Array(shown)))
    }
}
