/// The semantic text styles of Dynamic Type (sizes and weights in ``DynamicTypeTable``).
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
