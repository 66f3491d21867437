/// How a ``FlowLayout`` breaks its items into lines: greedily, as CSS flexbox does with
/// `flex-wrap: wrap`, from the items' natural widths alone (`nil`: a flexible item, which has
/// none).
///
/// Both functions sum a line the same way, `(end + spacing) + width` item after item, so a flow
/// given exactly its natural width breaks no line its natural width kept whole: the sums are
/// the same floating-point numbers.
public enum FlowLineBreaking {
    /// How far a line may run past the width and still count as fitting: a billionth of a
    /// point, a millionth of a device pixel at the largest scale. Sums of decimal sizes are
    /// not exact (`0.1 + 0.2 > 0.3`); without it an item that fills the rest of a line on
    /// paper could be pushed to the next one by a rounding error.
    public static let tolerance = 1e-9

    /// The lines, as ranges of item indices, in order:
    ///
    /// 1. The first item starts the first line.
    /// 2. Each next item goes on the current line when the line's end, plus `spacing`, plus
    ///    the item's natural width is at most `width` (an item that exactly fills the rest of
    ///    the line stays on it); otherwise it starts a new line.
    /// 3. A flexible item counts as infinitely wide: it is always alone on its line.
    /// 4. An item wider than `width` starts a new line (unless it is first) and nothing
    ///    follows it on that line: it is alone on its line too.
    public static func lines(naturalWidths: [Double?], width: Double, spacing: Double) -> [Range<Int>] {
        guard let first = naturalWidths.first else { return [] }
        var lines: [Range<Int>] = []
        var start = 0
        var end = first ?? .infinity
        for index in naturalWidths.indices.dropFirst() {
            let itemWidth = naturalWidths[index] ?? .infinity
            let extended = end + spacing + itemWidth
            if extended <= width + tolerance {
                end = extended
            } else {
                lines.append(start..<index)
                start = index
                end = itemWidth
            }
        }
        lines.append(start..<naturalWidths.count)
        return lines
    }

    /// The width a flow wants when nothing limits it: every item on one line, except that
    /// each flexible item is a line of its own, so the widest run of items between flexible
    /// ones (their natural widths plus `spacing` between them). `nil` when every item is
    /// flexible (the flow then has no natural width either); 0 without items.
    public static func naturalWidth(naturalWidths: [Double?], spacing: Double) -> Double? {
        guard !naturalWidths.isEmpty else { return 0 }
        var widest: Double?
        var end: Double?
        for itemWidth in naturalWidths {
            guard let itemWidth else {
                end = nil
                continue
            }
            let extended = end.map { $0 + spacing + itemWidth } ?? itemWidth
            end = extended
            widest = max(widest ?? extended, extended)
        }
        return widest
    }
}
