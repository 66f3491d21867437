/// ``PixelRounding`` for one scale: for a power of two, dividing is multiplying by the exact
/// reciprocal, several times faster (rounding is a third of a re-layout of a large flat tree);
/// other scales divide, so results are bit for bit the same.
struct PixelGrid {
    let scale: Double
    /// `1 / scale` when that is exact (a power-of-two scale), else `nil`.
    private let reciprocal: Double?

    init(scale: Double) {
        self.scale = scale
        reciprocal = scale > 0 && scale.isFinite && scale.significand == 1 ? 1 / scale : nil
    }

    /// `rect` rounded as ``PixelRounding`` rounds it; `scale` must be greater than 0.
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
