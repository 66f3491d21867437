import StackLayout

/// Why a ``CoreTextMeasurer`` cannot be made.
public enum CoreTextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The display scale is not 0 (no rounding) or a number of pixels per point up to
    /// `LayoutTree/maximumScale` (NaN, negative, infinite or too large).
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .invalidScale(let scale):
            "CoreTextMeasurer(scale:): the scale must be \(ValueRequirement.scale), not \(scale)"
        }
    }
}
