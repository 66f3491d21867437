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
    /// An icon drawn in a box: its SF Symbols name (the older names translated).
    public var icon: String?
    /// A PNG or SVG image drawn in a box; relative paths are relative to the document's folder.
    public var image: String?
    /// Whether ``image`` is a template: drawn in the box's ``color`` (black without one) through
    /// its opacity, as UIKit draws a template image in its tint colour.
    public var template: Bool?

    /// Creates a style.
    public init(fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil, cornerRadius: Double? = nil,
                color: String? = nil, icon: String? = nil, image: String? = nil, template: Bool? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.color = color
        self.icon = icon
        self.image = image
        self.template = template
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { self == NodeStyle() }
}

/// A button's icon drawn from an image file instead of an SF Symbols name.
public struct IconFile: Hashable, Sendable {
    /// A PNG or SVG file; relative paths are relative to the document's folder.
    public var path: String
    /// Whether the image is a template, drawn in the button's content colour through its
    /// opacity (as SF Symbols are, and as UIKit draws template images); otherwise it is drawn in
    /// its own colours.
    public var isTemplate: Bool

    /// Creates an icon file.
    public init(path: String, isTemplate: Bool) {
        self.path = path
        self.isTemplate = isTemplate
    }
}
