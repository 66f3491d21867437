/// Everything that changes how a piece of text measures; the key of measurement caches.
public struct TextMeasurementRequest: Hashable, Sendable {
    /// The text.
    public var string: String
    /// The font.
    public var font: FontDescriptor
    /// The maximum number of lines, `0` for no limit.
    public var maximumLines: Int
    /// The width to wrap at, or `nil` to lay out every paragraph on one line.
    public var wrapWidth: Double?

    /// Creates a request.
    public init(string: String, font: FontDescriptor, maximumLines: Int, wrapWidth: Double?) {
        self.string = string
        self.font = font
        self.maximumLines = maximumLines
        self.wrapWidth = wrapWidth
    }
}
