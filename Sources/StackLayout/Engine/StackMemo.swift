/// What a layout pass remembers about one stack when the tree has no proportional lengths:
/// then a stack's visible children, gaps and natural widths never change, and everything else
/// depends only on the lengths the stack is given. Measuring and placing at the same size, and
/// re-laying out after a change elsewhere, reuse it instead of arranging again.
struct StackMemo {
    static let none = UInt64.max

    /// Visible children and the gap after each but the last.
    var children: [Int]
    var gaps: [Double]

    /// Horizontal stacks: the children's natural widths as axis items (computed once).
    var naturalItems: [AxisItem]?
    /// Σ of the natural lengths and Σ of the gaps, kept with `naturalItems`.
    var naturalSums: (lengths: Double, gaps: Double)?
    /// Horizontal stacks: the arrangement and the children's measurements for the content
    /// width `contentWidthBits`.
    var contentWidthBits = StackMemo.none
    var arrangement = AxisDistribution.Arrangement(lengths: [], offsets: [])
    var measured: [NodeMeasurement] = []
    /// Counts changes of `measured`, so that what is derived from it alone can be kept.
    var measuredVersion = 0
    /// Horizontal stacks: the natural cross extent (content height and tops) of `measured`,
    /// for `naturalCrossVersion`.
    var naturalCross: (height: Double, tops: [Double], heights: [Double]) = (0, [], [])
    var naturalCrossVersion = -1
    /// The index of the tallest child in `measured` (-1 for none), with `naturalCross`.
    var tallest = -1

    /// Vertical stacks: children's widths, measurements, items and baseline-adjusted gaps for
    /// the content width `contentWidthBits`.
    var widths: [Double] = []
    var items: [AxisItem] = []
    var adjustedGaps: [Double] = []

    /// Placement: the arrangement (vertical) or cross positions (horizontal) for the content
    /// size `placedWidthBits × placedHeightBits` (horizontal: for `placedVersion` of `measured`).
    var placedVersion = -1
    var placedWidthBits = StackMemo.none
    var placedHeightBits = StackMemo.none
    var placedArrangement = AxisDistribution.Arrangement(lengths: [], offsets: [])
    var cross: (height: Double, tops: [Double], heights: [Double]) = (0, [], [])

    init(children: [Int], gaps: [Double]) {
        self.children = children
        self.gaps = gaps
    }
}
