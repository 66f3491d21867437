/// The semantic text styles of Dynamic Type. A style resolves to a point size and a weight
/// for each ``TextSizeCategory`` (see ``DynamicTypeTable``).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2
}
