/// Settings of one rendering that are not part of the scene.
public struct RenderOptions: Hashable, Sendable {
    /// Device pixels per point for PNG output; `nil` takes the layout environment's scale
    /// (1 when that is 0). SVG and PDF are always in points and ignore it.
    public var scale: Double?
    /// Diagnostic marks to draw over the picture.
    public var debugOverlay: DebugOverlay
    /// How PNG output is compressed (the pixels are the same whatever it is); SVG and PDF
    /// ignore it.
    public var pngEncoding: PNGEncoding
    /// The most pixels a PNG may have (width × height in device pixels): a picture is held
    /// whole in memory, 4 bytes a pixel, so a document's size (or a hostile request) must not be
    /// able to ask for gigabytes. Past it, rendering throws ``RenderError/tooManyPixels(path:width:height:limit:)``
    /// before anything is allocated. SVG and PDF are not rasterised and ignore it.
    public var maximumPixels: Int

    /// 50 million pixels (about 400 MB while drawing and compressing): a 375 × 812 pt screen at scale 3 is 2.7 million,
    /// a sheet of 80 such pictures at scale 2 about 100 million (sheets are drawn at their own
    /// scale; `stacks render --max-pixels` raises the limit).
    public static let defaultMaximumPixels = 50_000_000

    /// Creates options.
    public init(
        scale: Double? = nil, debugOverlay: DebugOverlay = [], pngEncoding: PNGEncoding = PNGCompression.default.encoding,
        maximumPixels: Int = RenderOptions.defaultMaximumPixels
    ) {
        self.scale = scale
        self.debugOverlay = debugOverlay
        self.pngEncoding = pngEncoding
        self.maximumPixels = maximumPixels
    }
}
