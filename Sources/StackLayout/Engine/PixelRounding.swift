/// Rounding to device pixels, applied once to final frames in root coordinates. Each *edge* is
/// rounded, so siblings that share an edge still do after; halves round up (monotone).
enum PixelRounding {
    /// `value` rounded to the nearest multiple of `1 / scale`; `scale` 0 leaves it exact.
    static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return pixels(value, scale: scale) / scale
    }

    /// `value` in whole device pixels; the bias makes 2.4999999999 (error on a half) round as 2.5.
    @inline(__always)
    static func pixels(_ value: Double, scale: Double) -> Double {
        floor((value * scale) + 0.5 + 1e-7)
    }

    /// `rounded(.down)` without the libm call it becomes on the baseline x86-64 target:
    /// truncate, then step down for negative non-integers. Exact for |x| < 2⁵³; larger values
    /// are already integers.
    @inline(__always)
    private static func floor(_ x: Double) -> Double {
        guard abs(x) < 9_007_199_254_740_992 else { return x.rounded(.down) }
        let truncated = Double(Int64(x))
        return truncated > x ? truncated - 1 : truncated
    }

    /// `rect` with each edge rounded: a 60 pt box at scale 3 is exactly 180 / 3 = 60 wide anywhere.
    static func round(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return rect }
        return PixelGrid(scale: scale).round(rect)
    }
}
