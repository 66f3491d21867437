/// Point sizes and weights of the text styles at every content size category, as Apple's
/// Human Interface Guidelines tabulate them for iOS ("Dynamic Type sizes").
public enum DynamicTypeTable {
    /// Rows by category (xSmall … accessibilityXXXLarge); columns in ``TextStyle`` order.
    private static let pointSizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // accessibilityMedium (AX1)
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // accessibilityLarge (AX2)
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // accessibilityXLarge (AX3)
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // accessibilityXXLarge (AX4)
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // accessibilityXXXLarge (AX5)
    ]

    /// The point size of `style` at `category`.
    public static func pointSize(of style: TextStyle, at category: TextSizeCategory) -> Double {
        pointSizes[category.ordinal][TextStyle.allCases.firstIndex(of: style)!]
    }

    /// The weight of `style`: semibold for headline, regular for every other style, at every
    /// category.
    public static func weight(of style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// Scales a length designed at the default (`large`) category so that it grows with
    /// `style`, as `UIFontMetrics(forTextStyle:).scaledValue(for:)` does: by the ratio of the
    /// style's point size at `category` to its point size at `large`.
    public static func scaledValue(
        _ value: Double, relativeTo style: TextStyle, at category: TextSizeCategory
    ) -> Double {
        value * pointSize(of: style, at: category) / pointSize(of: style, at: .large)
    }
}
