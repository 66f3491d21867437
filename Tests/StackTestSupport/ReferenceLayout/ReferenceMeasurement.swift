/// A node's extent across the width it is measured at: its height (`nil`: it has none, it is
/// flexible, natural length 0) and its baselines, as distances from its top.
struct ReferenceMeasurement {
    /// The height, or `nil` when the node has no intrinsic height.
    var height: Double?
    /// The first baseline from the top.
    var firstBaseline: Double
    /// The last baseline from the top.
    var lastBaseline: Double
    /// Whether the baselines are the node's bottom edge (a box, a stack with no visible child),
    /// which "moves with the frame" when the node is given another height.
    var baselineIsBottom: Bool

    /// The natural length: the height, or 0 when flexible.
    var length: Double { height ?? 0 }

    /// A node whose baselines are its bottom edge (`height ?? 0` from the top).
    static func bottomBaselines(height: Double?) -> ReferenceMeasurement {
        ReferenceMeasurement(
            height: height, firstBaseline: height ?? 0, lastBaseline: height ?? 0, baselineIsBottom: true)
    }
}
