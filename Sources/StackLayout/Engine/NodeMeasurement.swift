/// A node's height and baselines (from its top) at the width it was measured at.
struct NodeMeasurement: Equatable {
    /// Equal when every field is the same number, a flexible height (stored as NaN) included.
    static func == (a: NodeMeasurement, b: NodeMeasurement) -> Bool {
        a.storedHeight.bitPattern == b.storedHeight.bitPattern && a.firstBaseline == b.firstBaseline
            && a.lastBaseline == b.lastBaseline && a.baselineIsBottom == b.baselineIsBottom
    }

    /// The natural height; `nil` when flexible. Stored as NaN so that a cache entry stays 32 bytes.
    private var storedHeight: Double

    var height: Double? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }
    /// The first baseline. Nodes without text use their bottom edge, as `UIView` does.
    var firstBaseline: Double
    var lastBaseline: Double
    /// Whether both baselines are the bottom edge, moving with it at another height.
    var baselineIsBottom = false

    /// The height, or zero when flexible.
    var length: Double { storedHeight.isNaN ? 0 : storedHeight }

    init(height: Double?, firstBaseline: Double, lastBaseline: Double, baselineIsBottom: Bool = false) {
        storedHeight = height ?? .nan
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.baselineIsBottom = baselineIsBottom
    }
}
