/// The user's preferred text size, as iOS names the twelve Dynamic Type settings: seven
/// standard sizes and five larger accessibility sizes.
public enum TextSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall = "xSmall"
    case small
    case medium
    /// The default setting.
    case large
    case extraLarge = "xLarge"
    case extraExtraLarge = "xxLarge"
    case extraExtraExtraLarge = "xxxLarge"
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge = "accessibilityXLarge"
    case accessibilityExtraExtraLarge = "accessibilityXXLarge"
    case accessibilityExtraExtraExtraLarge = "accessibilityXXXLarge"

    /// Position from smallest (0) to largest (11).
    public var ordinal: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { ordinal >= Self.accessibilityMedium.ordinal }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.ordinal < rhs.ordinal }

    /// Parses a category from its document name (`large`, `xSmall`, `accessibilityXXXLarge`, …),
    /// ignoring letter case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = match
    }
}
