import DynamicButtons
import StackLayout

/// The look of everything a scene does not style node by node: the background, a default
/// appearance per node kind and the buttons' appearance. The standard theme makes an unstyled
/// tree legible: light grey boxes with a thin outline, black text, invisible stacks, on white,
/// and buttons as the design system draws them.
public struct RenderTheme: Hashable, Sendable {
    /// The colour the whole picture is filled with first (`Color.clear` for a transparent PNG).
    public var background: Color
    /// The appearance of boxes without their own.
    public var box: NodeAppearance
    /// The appearance of text nodes without their own.
    public var text: NodeAppearance
    /// The appearance of stacks, lists and custom nodes without their own.
    public var stack: NodeAppearance
    /// The colours and corner radius of the buttons a custom node (a button stack) places, by
    /// kind and state: DynamicButtons' `ButtonAppearance`, the one definition of a button's look.
    public var buttons: ButtonAppearance

    /// Creates a theme.
    public init(
        background: Color = .white,
        box: NodeAppearance = RenderTheme.standard.box,
        text: NodeAppearance = RenderTheme.standard.text,
        stack: NodeAppearance = RenderTheme.standard.stack,
        buttons: ButtonAppearance = .standard
    ) {
        self.background = background
        self.box = box
        self.text = text
        self.stack = stack
        self.buttons = buttons
    }

    /// White background; boxes iOS system grey 5 with a grey hairline; black text; the design
    /// system's buttons (`ButtonAppearance.standard`).
    public static let standard = RenderTheme(
        background: .white,
        box: NodeAppearance(fill: Color(hex: "#E5E5EA"), stroke: Color(hex: "#AEAEB2"), strokeWidth: 1),
        text: .plain,
        stack: .plain,
        buttons: .standard)

    /// The default appearance for a node of `kind`.
    public func appearance(for kind: NodeKind) -> NodeAppearance {
        switch kind {
        case .box: box
        case .text: text
        case .stack, .list, .container: stack
        }
    }

    /// How a button of `kind` in `state` is drawn, as ``buttons`` resolves its look: the shape
    /// filled (no border), the title, icon and spinner in the look's content colour; a touch
    /// target.
    public func button(kind: ButtonKind = .default, state: ButtonState = .enabled) -> NodeAppearance {
        let look = buttons.look(kind: kind, state: state)
        return NodeAppearance(
            fill: look.fill, strokeWidth: 0, cornerRadius: look.cornerRadius, textColor: look.content, iconColor: look.content,
            isTouchTarget: true)
    }
}
