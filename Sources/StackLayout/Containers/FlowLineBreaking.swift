/// How a ``FlowLayout`` breaks its items into lines: greedily, as CSS flexbox does, from the
/// natural widths alone (`nil`: flexible). Both functions sum a line the same way, so a flow given
/// exactly its natural width breaks no line: the sums are the same floating-point numbers.
public enum FlowLineBreaking {
    /// How far a line may run past the width and still fit: sums of decimal sizes are not exact
    /// (`0.1 + 0.2 > 0.3`), and an item that fills a line on paper must stay on it.
    public static let tolerance = 1e-9

    /// The lines, as ranges of item indices: an item goes on the current line when the line's
    /// end plus `spacing` plus its width is at most `width`, else it starts a new one. A flexible
    /// item counts as infinitely wide, so it is alone on its line, as is an item wider than `width`.
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

    /// The width a flow wants when nothing limits it: the widest run of items between flexible
    /// ones (each a line of its own). `nil` when every item is flexible; 0 without items.
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
