import StackLayout

/// "Across the axis" in docs/layout-semantics.md, for a horizontal stack: each child's height
/// and top within the content box, and the content height the children need.
struct CrossPlacement {
    /// The content height: the given one, or (measuring) the largest child's; under baseline
    /// alignment always the largest extent above the shared baseline plus the largest below it.
    var height: Double
    /// Each child's top from the content's top.
    var tops: [Double]
    /// Each child's height.
    var heights: [Double]

    /// `contentHeight` is the content box's height when placing, `nil` when measuring.
    init(_ measured: [ReferenceMeasurement], alignment: StackAlignment, contentHeight: Double?) {
        if alignment == .firstBaseline || alignment == .lastBaseline {
            // Natural heights, baselines on one line, the block at the top of the content.
            let baselines = measured.map { alignment == .firstBaseline ? $0.firstBaseline : $0.lastBaseline }
            let above = baselines.max() ?? 0
            let below = zip(measured, baselines).map { $0.length - $1 }.max() ?? 0
            height = above + max(0, below)
            tops = baselines.map { above - $0 }
            heights = measured.map(\.length)
            return
        }
        let height = contentHeight ?? measured.map(\.length).max() ?? 0
        self.height = height
        switch alignment {
        case .fill:
            heights = measured.map { _ in height }
            tops = measured.map { _ in 0 }
        default:
            // Natural, capped at the content height (a flexible child: 0).
            heights = measured.map { min($0.length, height) }
            tops = heights.map { childHeight in
                switch alignment {
                case .center: (height - childHeight) / 2
                case .trailing: height - childHeight
                default: 0
                }
            }
        }
    }
}
