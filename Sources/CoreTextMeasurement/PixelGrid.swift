import StackLayout

/// The device pixels of a display scale, and the rounding of measured text sizes up to them.
///
/// `UILabel`'s `sizeThatFits(_:)` and `NSString`'s bounding rectangles are rounded *up* to whole
/// pixels so that text given its measured size is never clipped or truncated by a fraction of a
/// pixel; the measurer does the same with the size it reports. The engine rounds frames again
/// at placement (to the nearest pixel, edges in root coordinates), which leaves a size that is
/// already a whole number of pixels unchanged when the frame starts on a pixel.
///
/// Only the size is rounded: baselines, ascent and descent stay exact (the rounding adds at most
/// a pixel below the last line and after the widest line).
struct PixelGrid: Hashable, Sendable {
    /// Pixels per point; `0` leaves sizes exact.
    let scale: Double

    /// How far past a whole pixel a value may lie and still count as that pixel: Core Text's
    /// widths go through floating-point arithmetic (33⅓ pt at scale 3 is 100.00000000000001 px),
    /// and such noise must not cost a whole extra pixel.
    static let tolerance = 1e-7

    /// `value` rounded up to a whole number of pixels (unchanged at scale 0 and when not finite).
    func roundingUp(_ value: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        let pixels = (value * scale - Self.tolerance).rounded(.up)
        return pixels == 0 ? 0 : pixels / scale
    }

    /// `size` with both dimensions rounded up to whole pixels.
    func roundingUp(_ size: Size) -> Size {
        Size(width: roundingUp(size.width), height: roundingUp(size.height))
    }
}
