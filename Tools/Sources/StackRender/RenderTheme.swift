import StackLayout

/// The look of everything a scene does not style node by node: the background and a default
/// appearance per node kind. The standard theme makes an unstyled tree legible: light grey
/// boxes with a thin outline, black text, invisible stacks, on white.
public struct RenderTheme: Hashable, Sendable {
    /// The colour the whole picture is filled with first (`Color.clear` for a transparent PNG).
    public var background: Color
    /// The appearance of boxes without their own.
    public var box: NodeAppearance
    /// The appearance of text nodes without their own.
    public var text: NodeAppearance
    /// The appearance of stacks, lists and custom nodes without their own.
    public var stack: NodeAppearance
    /// The appearance of the buttons a custom node (a button stack) places: fill, corner
    /// radius, and the colour of titles and icons.
    public var button: NodeAppearance

    /// Creates a theme.
    public init(
        background: Color = .white,
        box: NodeAppearance = RenderTheme.standard.box,
        text: NodeAppearance = RenderTheme.standard.text,
        stack: NodeAppearance = RenderTheme.standard.stack,
        button: NodeAppearance = RenderTheme.standard.button
    ) {
        self.background = background
        self.box = box
        self.text = text
        self.stack = stack
        self.button = button
    }

    /// White background; boxes iOS system grey 5 with a grey hairline; black text.
    public static let standard = RenderTheme(
        background: .white,
        box: NodeAppearance(fill: Color(hex: "#E5E5EA"), stroke: Color(hex: "#AEAEB2"), strokeWidth: 1),
        text: .plain,
        stack: .plain,
        button: NodeAppearance(
            fill: Color(hex: "#E5E5EA"), strokeWidth: 0, cornerRadius: 10, textColor: Color(hex: "#0059C1")!,
            iconColor: Color(hex: "#0059C1")!, isTouchTarget: true))

    /// The default appearance for a node of `kind`.
    public func appearance(for kind: NodeKind) -> NodeAppearance {
        switch kind {
        case .box: box
        case .text: text
        case .stack, .list, .container: stack
        }
    }
}
