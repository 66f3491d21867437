/// How a document asks a node to look. The engine never sees it (layout is appearance-free);
/// renderers map it onto their own types. Colours are validated `#RRGGBB` or `#RRGGBBAA`
/// strings.
public struct NodeStyle: Hashable, Sendable {
    /// The fill colour of a box.
    public var fill: String?
    /// The outline colour of a box.
    public var stroke: String?
    /// The outline width in points.
    public var strokeWidth: Double?
    /// The corner radius of a box in points.
    public var cornerRadius: Double?
    /// The colour of text (or of an icon).
    public var color: String?
    /// A built-in icon drawn in a box (`share`, `trash`, `compass`, `paperplane`, `star`, `plus`).
    public var icon: String?
    /// A PNG image drawn in a box; relative paths are relative to the document's folder.
    public var image: String?

    /// Creates a style.
    public init(fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil, cornerRadius: Double? = nil,
                color: String? = nil, icon: String? = nil, image: String? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.color = color
        self.icon = icon
        self.image = image
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { self == NodeStyle() }
}
