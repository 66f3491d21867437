import StackLayout
import StackViewPlans

/// The typed cache of the engine's SwiftUI layouts: the text measurer made once for the
/// container's life and the last placement, so that `placeSubviews` in the bounds that
/// `sizeThatFits` just answered reuses its frames instead of laying out again.
public struct EngineLayoutCache {
    /// The measurer for text the arrangement measures itself (a button stack's titles).
    let measurer: any TextMeasuring
    /// The last layout, at (0, 0).
    var lastPlacement: HostedPlacement?
    /// The size answered for each proposed width asked so far (`nil`: the natural width).
    var sizes: [Double?: Size] = [:]

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }
}
