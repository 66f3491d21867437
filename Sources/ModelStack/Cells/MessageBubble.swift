import StackLayout

/// A chat message: a text bubble on the leading or trailing side of a row, as wide as its text
/// but never so wide that less than ``minimumOppositeGap`` stays free on the other side (longer
/// text wraps inside the bubble).
///
/// The row is a horizontal stack of the bubble and a flexible-looking gap: the gap hugs least,
/// so spare room goes to it, and resists compression most, so a long message squeezes the
/// bubble instead. That expresses a maximum width with plain stack priorities.
public struct MessageBubble: Sendable {
    /// The side the bubble sits on.
    public enum Side: Hashable, Sendable {
        /// Leading (left in left-to-right layouts): messages from others.
        case leading
        /// Trailing (right in left-to-right layouts): the user's own messages.
        case trailing
    }

    /// The message text.
    public var text: String
    /// The side the bubble sits on.
    public var side: Side
    /// The text font.
    public var font: TextFont
    /// Insets between the bubble's edge and its text.
    public var padding: DirectionalInsets
    /// The room that always stays free beside the bubble, which limits its width.
    public var minimumOppositeGap: Double

    /// Creates a bubble.
    public init(
        _ text: String, side: Side, font: TextFont = .style(.body),
        padding: DirectionalInsets = DirectionalInsets(top: 6, leading: 12, bottom: 6, trailing: 12),
        minimumOppositeGap: Double = 48
    ) {
        self.text = text
        self.side = side
        self.font = font
        self.padding = padding
        self.minimumOppositeGap = minimumOppositeGap
    }

    /// The row's node tree. The bubble gets the id `bubble` and its text `text`, prefixed with
    /// `idPrefix` when given (`m1.bubble`).
    public func node(idPrefix: String? = nil) -> LayoutNode {
        func name(_ part: String) -> String { idPrefix.map { "\($0).\(part)" } ?? part }
        let bubble = LayoutNode(
            id: name("bubble"),
            .stack(Stack(axis: .vertical, margins: LengthInsets(padding), children: [
                .text(id: name("text"), text, font: font, lines: 0)
            ])),
            contentHugging: AxisPriorities(horizontal: .defaultHigh, vertical: .defaultLow))
        let gap = LayoutNode(
            id: name("gap"), .box(Box(width: .points(minimumOppositeGap))),
            contentHugging: AxisPriorities(horizontal: 1, vertical: .defaultLow),
            compressionResistance: AxisPriorities(horizontal: .required, vertical: .defaultHigh))
        let children = side == .leading ? [bubble, gap] : [gap, bubble]
        return .stack(id: idPrefix, Stack(axis: .horizontal, alignment: .top, children: children))
    }
}
