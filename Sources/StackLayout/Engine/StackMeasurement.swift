/// A stack's visible children and gaps, whatever size the stack gets (steps 1 and 2).
struct StackContent {
    var children: [Int]
    /// The gap after each child but the last (spacing, or the child's `spacingAfter`).
    var gaps: [Double]
    /// Horizontal stacks: the children's natural widths and priorities, once computed.
    var naturalItems: [AxisItem]?
    /// `Σ ℓ` and `Σ g`, kept with `naturalItems`.
    var naturalSums: (lengths: Double, gaps: Double)?
}

/// The cross-axis positions of a horizontal stack's children for one content height.
struct CrossPlacement {
    var height: Double
    var tops: [Double]
    var heights: [Double]
}

/// A stack measured at one content width: all placing needs besides the bounds (as LayoutKit's).
struct StackMeasurement {
    /// The content width (the stack's width less its leading and trailing margins).
    var contentWidth: Double
    var children: [Int]
    var widths: [Double]
    var measured: [NodeMeasurement]
    /// Horizontal stacks: each child's offset from the content's leading edge.
    var offsets: [Double]
    /// The children as the distribution sees them, and the gaps (baseline-relative when asked).
    var items: [AxisItem]
    var gaps: [Double]
    /// Horizontal stacks: the cross positions at the natural content height, and the tallest
    /// child (first on a tie; -1 without), whose baselines are the stack's.
    var naturalCross: CrossPlacement
    var tallest: Int
}
