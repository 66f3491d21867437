/// The font of a text node: a Dynamic Type style that follows the environment's content size
/// category, or a fixed family, size and weight.
public enum TextFont: Hashable, Sendable {
    /// A text style, resolved with ``DynamicTypeTable`` at layout time.
    case style(TextStyle)
    /// A fixed font that does not scale with the content size category.
    case fixed(family: String, size: Double, weight: FontWeight)

    /// The family every text style resolves to. Pinned font configurations map it to real
    /// font files.
    public static let systemFamily = "Sans"

    /// The concrete font for `category`.
    public func resolved(for category: ContentSizeCategory) -> FontDescriptor {
        switch self {
        case .style(let style):
            FontDescriptor(
                family: Self.systemFamily,
                size: DynamicTypeTable.pointSize(of: style, at: category),
                weight: DynamicTypeTable.weight(of: style))
        case .fixed(let family, let size, let weight):
            FontDescriptor(family: family, size: size, weight: weight)
        }
    }
}
