/// The font of a text node: a Dynamic Type style that follows the environment's content size
/// category, or a fixed family, size and weight.
public enum TextFont: Hashable, Sendable {
    /// A text style, resolved with ``DynamicTypeTable`` at layout time.
    case style(TextStyle)
    /// A fixed font that does not scale with the content size category.
    case fixed(family: String, size: Double, weight: FontWeight)
    /// A font whose size is a ``Length`` resolved at layout time.
    case sized(family: String, size: Length, weight: FontWeight)

    /// The family every text style resolves to. Pinned font configurations map it to real
    /// font files.
    public static let systemFamily = "Sans"

    /// The concrete font for `category`. A ``sized(family:size:weight:)`` font needs the root
    /// size, which only a layout knows (``LayoutResult/fonts`` has the resolved font); here its
    /// points (or 17) stand in.
    public func resolved(for category: TextSizeCategory) -> FontDescriptor {
        switch self {
        case .sized(let family, let length, let weight):
            return FontDescriptor(family: family, size: length.points ?? 17, weight: weight)
        case .style(let style):
            return FontDescriptor(
                family: Self.systemFamily,
                size: DynamicTypeTable.pointSize(of: style, at: category),
                weight: DynamicTypeTable.weight(of: style))
        case .fixed(let family, let size, let weight):
            return FontDescriptor(family: family, size: size, weight: weight)
        }
    }
}
