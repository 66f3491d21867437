/// How one node looks. The layout engine knows only geometry; colours, borders, icons and
/// images live here, on the renderer's side.
///
/// Borders are drawn inside the frame (as `CALayer.borderWidth`), so nothing a node draws
/// reaches outside its frame.
public struct NodeAppearance: Hashable, Sendable {
    /// The colour the frame is filled with; `nil` for none.
    public var fill: Color?
    /// The border colour; `nil` for none.
    public var stroke: Color?
    /// The border width in points.
    public var strokeWidth: Double
    /// The corner radius in points (capped at half the shorter side).
    public var cornerRadius: Double
    /// The colour of a text node's text.
    public var textColor: Color
    /// An icon drawn centred in the frame, if any.
    public var icon: SymbolIcon?
    /// The colour of ``icon``.
    public var iconColor: Color
    /// A PNG or SVG file (by its `.svg` extension) drawn into the frame, if any; a button's
    /// appearance draws it as the button's icon, in the icon's frame. A file that cannot be read
    /// makes rendering throw ``RenderError/unreadableImage(path:reason:)``.
    public var imagePath: String?
    /// Whether ``imagePath`` is a template: drawn in ``iconColor`` through the image's opacity,
    /// as SF Symbols and UIKit's template images take their tint colour.
    public var imageIsTemplate = false
    /// How ``imagePath`` is scaled into the frame.
    public var imageContentMode: ImageContentMode
    /// Whether the node is something a finger taps (a button, a control); the debug overlay
    /// highlights touch targets smaller than 44 × 44 pt.
    public var isTouchTarget: Bool

    /// Creates an appearance. The defaults draw nothing but black text and icons.
    public init(
        fill: Color? = nil,
        stroke: Color? = nil,
        strokeWidth: Double = 1,
        cornerRadius: Double = 0,
        textColor: Color = .black,
        icon: SymbolIcon? = nil,
        iconColor: Color = .black,
        imagePath: String? = nil,
        imageContentMode: ImageContentMode = .aspectFit,
        isTouchTarget: Bool = false
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.cornerRadius = cornerRadius
        self.textColor = textColor
        self.icon = icon
        self.iconColor = iconColor
        self.imagePath = imagePath
        self.imageContentMode = imageContentMode
        self.isTouchTarget = isTouchTarget
    }

    /// Draws nothing of its own (black text and icons if it has any).
    public static let plain = NodeAppearance()
}
