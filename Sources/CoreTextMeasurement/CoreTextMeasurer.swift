import StackLayout

/// Measures text with Core Text, for laying out on Apple platforms with the fonts and line
/// breaking `UILabel` and SwiftUI's `Text` use.
///
/// ```swift-apple
/// let measurer = try CoreTextMeasurer(scale: traitCollection.displayScale)
/// let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: traitCollection.displayScale))
/// let result = try engine.layout(tree, width: bounds.width, measurer: measurer)
/// ```
///
/// It answers the questions `TextMeasuring` asks as `PangoTextMeasurer` does on
/// Linux: without a wrap width every paragraph is one line of its natural width; with one, lines
/// break at word boundaries, and a word too wide for the line between two of its characters
/// (`TextMetrics/breaksWithinWord`); a line limit keeps the first lines, ends the
/// last one shown with an ellipsis when it cuts a paragraph, and says so
/// (`TextMetrics/isTruncated`); baselines are measured from the top; ascent and
/// descent are the font's; `TextMetrics/isRightToLeft` is the direction the first
/// paragraph resolves to. Fonts: see `CoreTextFontChoice` (the system family is the system UI
/// font, text styles have the point sizes of `UIFont.preferredFont(forTextStyle:)`).
///
/// Sizes are rounded up to whole pixels of ``scale``, as `UILabel.sizeThatFits(_:)` rounds them,
/// so that text laid out at its measured size is never clipped; scale 0 leaves them exact.
///
/// Only the typesetting itself calls Core Text; turning lines into metrics is platform-independent
/// code, tested on every platform. A measurer keeps the fonts it has made, so it is not
/// `Sendable`: give each thread its own.
public final class CoreTextMeasurer: TextMeasuring {
    /// Pixels per point that measured sizes are rounded up to; `0` for exact sizes.
    public var scale: Double { grid.scale }

    private let grid: PixelGrid
    private let typesetter = CoreTextTypesetter()

    /// Creates a measurer that rounds sizes up to whole points (scale 1).
    public convenience init() {
        self.init(grid: PixelGrid(scale: 1))
    }

    /// Creates a measurer that rounds sizes up to whole pixels of `scale` (a trait collection's
    /// `displayScale`, a screen's `backingScaleFactor`), or leaves them exact for scale 0.
    ///
    /// - Throws: ``CoreTextMeasurementError/invalidScale(_:)`` for a scale that is not 0 or a
    ///   number of pixels per point up to `LayoutTree/maximumScale`.
    public convenience init(scale: Double) throws(CoreTextMeasurementError) {
        guard ValueRequirement.scale.accepts(scale) else { throw .invalidScale(scale) }
        self.init(grid: PixelGrid(scale: scale))
    }

    private init(grid: PixelGrid) {
        self.grid = grid
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        let font = CoreTextFontChoice(request.font)
        let frame = TypesetFrame(wrapWidth: request.wrapWidth)
        let text = typesetter.typeset(request.string, font: font, frame: frame)
        let truncatedWidth = text.ellipsisRange(for: request).flatMap { range in
            typesetter.truncatedLineWidth(request.string, range: range, font: font, width: frame.width)
        }
        return text.metrics(for: request, truncatedLastLineWidth: truncatedWidth, grid: grid)
    }
}
