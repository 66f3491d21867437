/// Everything outside the node tree that changes a layout: reading direction, the user's
/// text size and the display scale used for pixel rounding.
public struct LayoutEnvironment: Hashable, Sendable {
    /// Reading direction; right-to-left mirrors every leading/trailing concept.
    public var direction: ReadingDirection
    /// The Dynamic Type setting that text styles resolve against.
    public var contentSizeCategory: TextSizeCategory
    /// Device pixels per point. Frames are rounded to multiples of `1 / scale` at placement;
    /// `0` turns rounding off (exact frames), as Yoga's point scale factor 0 does.
    /// Layout throws ``LayoutError/Reason/invalidScale(value:)`` for a NaN, negative, infinite
    /// or larger-than-``LayoutTree/maximumScale`` value.
    public var scale: Double

    /// Whether ``scale`` is one layout accepts (``ValueRequirement/scale``): 0 (no rounding) up
    /// to ``LayoutTree/maximumScale``; NaN, negative and infinite scales are not.
    public var hasValidScale: Bool {
        ValueRequirement.scale.accepts(scale)
    }

    /// Creates an environment. The defaults are an iPhone's: left-to-right, `large` text,
    /// scale 3.
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
