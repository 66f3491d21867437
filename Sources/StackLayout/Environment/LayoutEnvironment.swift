/// Everything outside the node tree that changes a layout: direction, text size and display scale.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Reading direction; right-to-left mirrors every leading/trailing concept.
    public var direction: ReadingDirection
    /// The Dynamic Type setting that text styles resolve against.
    public var contentSizeCategory: TextSizeCategory
    /// Device pixels per point, which frames are rounded to (`0`: no rounding; NaN or negative throws).
    public var scale: Double

    /// Whether ``scale`` is one layout accepts: 0 up to ``LayoutTree/maximumScale``.
    public var hasValidScale: Bool {
        ValueRequirement.scale.accepts(scale)
    }

    /// Creates an environment; the defaults are an iPhone's: left-to-right, `large` text, scale 3.
    public init(
        direction: ReadingDirection = .leftToRight,
        contentSizeCategory: TextSizeCategory = .large,
        scale: Double = 3
    ) {
        self.direction = direction
        self.contentSizeCategory = contentSizeCategory
        self.scale = scale
    }
}
