/// The device pixels of one display scale, and the two ways lengths are rounded to them: frames
/// to the *nearest* pixel at placement (`PixelRounding`, edges in root coordinates, so frames
/// tile), and measured text sizes *up* to a whole pixel (`roundingUp(_:)`), as
/// `UILabel`'s `sizeThatFits(_:)` does, so that text given its measured size is never clipped
/// by a fraction of a pixel.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point; `0` leaves lengths exact.
    public let scale: Double
    /// `1 / scale` when that is exact (a power-of-two scale), else `nil`: dividing is then
    /// multiplying by it, several times faster (rounding is a third of a re-layout of a large
    /// flat tree); other scales divide, so results are bit for bit the same.
    private let reciprocal: Double?

    /// How far past a whole pixel a value may lie and still count as that pixel when rounding
    /// up: measured widths go through floating-point arithmetic (33⅓ pt at scale 3 is
    /// 100.00000000000001 px), and such noise must not cost a whole extra pixel.
    public static let tolerance = 1e-7

    /// The grid of `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale
        reciprocal = scale > 0 && scale.isFinite && scale.significand == 1 ? 1 / scale : nil
    }

    /// `rect` rounded as `PixelRounding` rounds it; `scale` must be greater than 0.
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

    /// `value` rounded up to a whole number of pixels (unchanged at scale 0 and when not finite).
    public func roundingUp(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        let pixels = (value * scale - Self.tolerance).rounded(.up)
        return pixels == 0 ? 0 : pixels / scale
    }

    /// `size` with both dimensions rounded up to whole pixels.
    public func roundingUp(_ size: Size) -> Size {
        Size(width: roundingUp(size.width), height: roundingUp(size.height))
    }
}
