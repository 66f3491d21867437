/// How one button is drawn at a moment: its fill (none for a tertiary button, whose background
/// shows), the colour of its title, icon and spinner, and its corner radius. Resolved from a
/// ``ButtonAppearance`` by the button's kind and state; nothing in it changes a size.
public struct ButtonLook: Hashable, Sendable {
    /// The fill, or `nil` when the button has none.
    public var fill: ButtonColor?
    /// The title's, icon's and spinner's colour.
    public var content: ButtonColor
    /// The radius of the fill's corners, in points.
    public var cornerRadius: Double

    /// A look of the given colours and radius.
    public init(fill: ButtonColor?, content: ButtonColor, cornerRadius: Double) {
        self.fill = fill
        self.content = content
        self.cornerRadius = cornerRadius
    }
}
