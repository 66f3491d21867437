/// Where a ``FlowLayout`` puts its items at one width: the lines, every item's frame, the
/// height the lines need and the flow's baselines; the layout's typed
/// ``ContainerLayout/Details``. Frames are relative to the flow's top-left corner, left to
/// right and unrounded.
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
    /// The first line's tallest item's first baseline; `nil` without items (the bottom edge serves).
    public var firstBaseline: Double?
    /// The last line's tallest item's (the first of the tallest) last baseline.
    public var lastBaseline: Double?

    /// Arranges items of `naturalWidths` (`nil`: flexible) in `width` by the rules of `flow` (as numbered
    /// in docs/layout-semantics.md, "Flow"); `dimensions(i, w)` measures item `i` at width `w`.
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
