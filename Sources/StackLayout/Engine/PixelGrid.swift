/// The device-pixel grid of one layout: ``PixelRounding`` with the division by the scale made
/// once. For a power-of-two scale (1, 2, 4, …) dividing is multiplying by the reciprocal, which
/// is exact for such numbers and several times faster — it matters because every frame of every
/// layout is rounded, and rounding is a third of a re-layout of a large flat tree. Other scales
/// (3, 1.5) divide, as ``PixelRounding`` does, so results are bit for bit the same.
struct PixelGrid {
    let scale: Double
    /// `1 / scale` when that is exact (a power-of-two scale), else `nil`.
    private let reciprocal: Double?

    init(scale: Double) {
        self.scale = scale
        reciprocal = scale > 0 && scale.isFinite && scale.significand == 1 ? 1 / scale : nil
    }

    /// `rect` with each edge rounded (see ``PixelRounding``); `scale` must be greater than 0.
    /// Width and height are differences of whole pixel counts, divided once, so a 60 pt box at
    /// scale 3 is exactly 180 / 3 = 60 wide wherever it sits.
    @inline(__always)
    func round(_ rect: Rect) -> Rect {
        let minX = PixelRounding.pixels(rect.minX, scale: scale)
        let minY = PixelRounding.pixels(rect.minY, scale: scale)
        let maxX = PixelRounding.pixels(rect.maxX, scale: scale)
        let maxY = PixelRounding.pixels(rect.maxY, scale: scale)
        guard let reciprocal else {
            return Rect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
        }
        return Rect(
            x: minX * reciprocal, y: minY * reciprocal, width: (maxX - minX) * reciprocal, height: (maxY - minY) * reciprocal)
    }
}
