/// The rectangle Core Text fills with lines for a request: as wide as the wrap width, and tall
/// enough for any text.
///
/// Core Text typesets into a shape, so "no wrap width" (every paragraph on one line) needs a
/// finite stand-in: ``unboundedLength``, ten million points, wider than any line the engine
/// accepts (lengths are limited to a million points) yet small enough that positions in it keep
/// sub-point precision. The height is the same: Core Text stops adding lines when the frame is
/// full, and text ten million points tall is outside what the measurer supports.
struct TypesetFrame: Hashable, Sendable {
    /// The width and height that stand for "unbounded".
    static let unboundedLength = 10_000_000.0

    /// The frame's width.
    var width: Double
    /// The frame's height.
    var height: Double { Self.unboundedLength }

    /// The frame for `wrapWidth`: `nil` and widths beyond ``unboundedLength`` (infinity
    /// included) are ``unboundedLength``; a negative or NaN width, which the engine never sends,
    /// is 0, where Core Text puts one character on each line.
    init(wrapWidth: Double?) {
        guard let wrapWidth else {
            width = Self.unboundedLength
            return
        }
        width = wrapWidth.isNaN ? 0 : min(max(wrapWidth, 0), Self.unboundedLength)
    }
}
