/// Rounding to device pixels, applied once to final frames in root coordinates.
///
/// Each *edge* is rounded, not the origin and size separately, so two siblings that share an
/// edge before rounding still share it after: they tile without gaps or overlaps. Halves round
/// up (towards +∞), which is monotone, so the order of edges is preserved.
enum PixelRounding {
    /// `value` rounded to the nearest multiple of `1 / scale`; `scale` 0 leaves it exact.
    static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        return pixels(value, scale: scale) / scale
    }

    /// `value` in whole device pixels. The tiny bias makes 2.4999999999 (accumulated error on
    /// an exact half) round as 2.5.
    private static func pixels(_ value: Double, scale: Double) -> Double {
        ((value * scale) + 0.5 + 1e-7).rounded(.down)
    }

    /// `rect` with each edge rounded. Width and height are differences of whole pixel counts,
    /// divided once, so a 60 pt box at scale 3 is exactly 180 / 3 = 60 wide wherever it sits.
    static func round(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return rect }
        let minX = pixels(rect.minX, scale: scale)
        let minY = pixels(rect.minY, scale: scale)
        let maxX = pixels(rect.maxX, scale: scale)
        let maxY = pixels(rect.maxY, scale: scale)
        return Rect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }
}
