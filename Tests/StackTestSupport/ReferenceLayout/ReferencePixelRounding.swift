import StackLayout

/// "Pixel rounding" in docs/layout-semantics.md: every frame edge, in root coordinates, to the
/// nearest device pixel, halves up; width and height are the differences of the rounded edges
/// in whole pixels divided by the scale once. Scale 0 keeps exact frames.
enum ReferencePixelRounding {
    /// `value` in whole device pixels, halves up: ⌊value × scale + ½⌋, an edge within 10⁻⁷ px
    /// below a half counting as the half that exact arithmetic would give.
    static func pixels(_ value: Double, scale: Double) -> Double {
        (value * scale + 0.5 + 1e-7).rounded(.down)
    }

    /// `rect` with each edge rounded.
    static func round(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return rect }
        let left = pixels(rect.minX, scale: scale)
        let top = pixels(rect.minY, scale: scale)
        let right = pixels(rect.maxX, scale: scale)
        let bottom = pixels(rect.maxY, scale: scale)
        return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }
}
