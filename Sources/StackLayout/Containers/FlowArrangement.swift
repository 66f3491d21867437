/// Where a ``FlowLayout`` puts its items at one width: the lines, every item's frame, the
/// height the lines need and the flow's baselines. It is the layout's typed
/// ``ContainerLayout/Details`` (`result.details(of: index, for: FlowLayout.self)`).
///
/// Frames here are relative to the flow's top-left corner, left to right and unrounded, as the
/// layout computed them (also in the details a ``LayoutResult`` keeps); the children's frames in
/// the result are these moved to the flow's origin, rounded to pixels and, right to left,
/// mirrored.
public struct FlowArrangement: Hashable, Sendable {
    /// One line of items.
    public struct Line: Hashable, Sendable {
        /// The indices of the line's items among the flow's visible children.
        public var items: Range<Int>
        /// The line's top, from the flow's top.
        public var top: Double
        /// The line's height.
        public var height: Double
    }

    /// The width the items were arranged in.
    public var width: Double
    /// The lines, top to bottom.
    public var lines: [Line]
    /// Each visible child's frame, in the order of the children.
    public var frames: [Rect]
    /// The lines' heights plus the line spacing between them; 0 without items.
    public var height: Double
    /// The first line's tallest item's (the first of the tallest) first baseline, from the
    /// flow's top; `nil` without items (the flow's bottom edge then serves).
    public var firstBaseline: Double?
    /// The last line's tallest item's (the first of the tallest) last baseline.
    public var lastBaseline: Double?

    /// Arranges items of `naturalWidths` (`nil`: flexible) in `width` by the rules of `flow`;
    /// `dimensions(i, w)` is item `i`'s size and baselines when it is `w` wide.
    ///
    /// 1. Lines are broken by ``FlowLineBreaking/lines(naturalWidths:width:spacing:)``.
    /// 2. An item is as wide as its natural width, at most `width`: an item wider than the line
    ///    (alone on it) is made as wide as the line, so text wraps at the line's width and a
    ///    box is narrowed to it. A flexible item is as wide as the line. Its height and
    ///    baselines are those it has at that width.
    /// 3. A line is as tall as its tallest item; with ``FlowLineAlignment/firstBaseline``, as
    ///    the largest first baseline plus the largest extent below a first baseline.
    /// 4. Lines are stacked from the top, `lineSpacing` apart.
    /// 5. Along a line the items are `spacing` apart; the room left over, `width` minus the
    ///    items' widths and spacing (never below 0), goes before the first item (``FlowAlignment/leading``: none;
    ///    `center`: half; `trailing`: all) or, justified, is shared equally between the gaps of
    ///    a line of two or more items.
    /// 6. Within its line an item sits at the top, centred, at the bottom, or with its first
    ///    baseline on the line's baseline (the largest first baseline from the line's top).
    public init(
        naturalWidths: [Double?], width: Double, flow: FlowLayout, dimensions: (Int, Double) -> SubviewDimensions
    ) {
        let width = max(0, width)
        self.width = width
        lines = []
        frames = Array(repeating: Rect.zero, count: naturalWidths.count)
        var top = 0.0
        for (number, items) in FlowLineBreaking.lines(naturalWidths: naturalWidths, width: width, spacing: flow.spacing).enumerated() {
            if number > 0 { top += flow.lineSpacing }
            // Rule 2: the width each item gets, and what it measures at that width.
            var measured: [SubviewDimensions] = []
            measured.reserveCapacity(items.count)
            for index in items {
                measured.append(dimensions(index, min(naturalWidths[index] ?? width, width)))
            }
            // Rule 3.
            let height: Double
            let baseline: Double
            if flow.lineAlignment == .firstBaseline {
                baseline = measured.map(\.firstBaseline).max()!
                height = baseline + measured.map { $0.size.height - $0.firstBaseline }.max()!
            } else {
                baseline = 0
                height = measured.map(\.size.height).max()!
            }
            // Rule 5.
            let used = measured.reduce(0) { $0 + $1.size.width } + flow.spacing * Double(items.count - 1)
            let room = max(0, width - used)
            var x: Double
            var gap = flow.spacing
            switch flow.alignment {
            case .leading: x = 0
            case .center: x = room / 2
            case .trailing: x = room
            case .justified:
                x = 0
                if items.count > 1 { gap += room / Double(items.count - 1) }
            }
            // Rule 6.
            for (offset, index) in items.enumerated() {
                let size = measured[offset].size
                let y: Double
                switch flow.lineAlignment {
                case .top: y = top
                case .center: y = top + (height - size.height) / 2
                case .bottom: y = top + height - size.height
                case .firstBaseline: y = top + baseline - measured[offset].firstBaseline
                }
                frames[index] = Rect(x: x, y: y, width: size.width, height: size.height)
                x += size.width + gap
            }
            // The flow's baselines: its first line's and its last line's tallest item's.
            var tallest = 0
            for offset in measured.indices where measured[offset].size.height > measured[tallest].size.height {
                tallest = offset
            }
            let tallestTop = frames[items.lowerBound + tallest].minY
            if number == 0 { firstBaseline = tallestTop + measured[tallest].firstBaseline }
            lastBaseline = tallestTop + measured[tallest].lastBaseline
            lines.append(Line(items: items, top: top, height: height))
            top += height
        }
        self.height = top
    }
}
