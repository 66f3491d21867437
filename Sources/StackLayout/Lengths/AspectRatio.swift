/// A width-to-height ratio a node keeps, as SwiftUI's `aspectRatio(_:contentMode:)`.
///
/// Measured at a width, the node is `width / ratio` tall. Placed in a frame of another shape,
/// it takes the largest rectangle of its ratio inside the frame (`fit`) or the smallest one
/// covering it (`fill`, which overflows), centred on the frame.
public struct AspectRatio: Hashable, Sendable {
    /// How a frame of another shape is met.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Inside the frame.
        case fit
        /// Covering the frame.
        case fill
    }

    /// Width divided by height.
    public var ratio: Double
    /// Fit or fill.
    public var mode: Mode

    /// Creates an aspect ratio.
    public init(_ ratio: Double, mode: Mode = .fit) {
        self.ratio = ratio
        self.mode = mode
    }

    /// The rectangle of this ratio in `frame`, centred on it.
    public func rect(in frame: Rect) -> Rect {
        guard frame.width > 0, frame.height > 0, ratio > 0 else { return frame }
        let frameRatio = frame.width / frame.height
        // Fitting a frame wider than the ratio (or filling a narrower one), the height decides.
        let heightDecides = (mode == .fit) == (frameRatio > ratio)
        let size = heightDecides
            ? Size(width: frame.height * ratio, height: frame.height)
            : Size(width: frame.width, height: frame.width / ratio)
        return Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}
