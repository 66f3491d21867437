/// The layout settings a document suggests under `environment:`. Every value is optional; a
/// tool fills the gaps from its own options or defaults (command-line options override these).
public struct DocumentEnvironment: Hashable, Sendable {
    /// The width to lay the root out in, in points.
    public var width: Double?
    /// The height to place the root in, in points; absent means the height the root needs.
    public var height: Double?
    /// The Dynamic Type setting.
    public var contentSize: TextSizeCategory?
    /// The reading direction.
    public var direction: ReadingDirection?
    /// Device pixels per point; `0` turns pixel rounding off.
    public var scale: Double?

    /// Creates an environment.
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: TextSizeCategory? = nil,
        direction: ReadingDirection? = nil, scale: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.contentSize = contentSize
        self.direction = direction
        self.scale = scale
    }

    /// The engine environment these settings describe, with the engine's defaults (`large`
    /// text, left to right, scale 3) where a value is absent.
    public var layoutEnvironment: LayoutEnvironment {
        let defaults = LayoutEnvironment()
        return LayoutEnvironment(
            direction: direction ?? defaults.direction,
            contentSizeCategory: contentSize ?? defaults.contentSizeCategory,
            scale: scale ?? defaults.scale)
    }
}
