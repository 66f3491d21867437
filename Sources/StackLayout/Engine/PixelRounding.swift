/// Rounding to device pixels, applied once to final frames in root coordinates.
///
/// Each *edge* is rounded, not the origin and size separately, so two siblings that share an
/// edge before rounding still share it after: they tile without gaps or overlaps. Halves round
/// up (towards +∞), which is monotone, so the order of edges is preserved.
enum PixelRounding {
    /// `value` rounded to the nearest multiple of `1 / scale`; `scale` 0 leaves it exact.
    static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        // The tiny bias makes 2.4999999999 (accumulated error on an exact half) round as 2.5.
        return ((value * scale) + 0.5 + 1e-7).rounded(.down) / scale
    }

    /// `rect` with each edge rounded.
    static func round(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return rect }
        let minX = round(rect.minX, scale: scale)
        let minY = round(rect.minY, scale: scale)
        let maxX = round(rect.maxX, scale: scale)
        let maxY = round(rect.maxY, scale: scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
