import StackLayout

/// A row of text with insets, for plain lists.
public struct PlainRow: Sendable {
    /// The text.
    public var text: String
    /// The font.
    public var font: TextFont
    /// The line limit (`0`: no limit).
    public var lines: Int
    /// Insets around the text.
    public var insets: DirectionalInsets

    /// Creates a row.
    public init(_ text: String, font: TextFont = .style(.body), lines: Int = 0, insets: DirectionalInsets = .zero) {
        self.text = text
        self.font = font
        self.lines = lines
        self.insets = insets
    }

    /// The row's node tree: a stack with the text (id `text`, prefixed with `idPrefix` when given).
    public func node(idPrefix: String? = nil) -> LayoutNode {
        .stack(id: idPrefix, Stack(axis: .vertical, margins: LengthInsets(insets), children: [
            .text(id: idPrefix.map { "\($0).text" } ?? "text", text, font: font, lines: lines)
        ]))
    }
}
