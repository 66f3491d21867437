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

    /// Creates options.
    public init(scale: Double? = nil, debugOverlay: DebugOverlay = [], pngEncoding: PNGEncoding = PNGCompression.default.encoding) {
        self.scale = scale
        self.debugOverlay = debugOverlay
        self.pngEncoding = pngEncoding
    }
}
