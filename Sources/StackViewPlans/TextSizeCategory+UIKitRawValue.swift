import StackLayout

extension TextSizeCategory {
    /// The category of a UIKit content size category's raw value
    /// (`UIContentSizeCategory.rawValue`, `traitCollection.preferredContentSizeCategory.rawValue`):
    /// `"UICTContentSizeCategoryXS"` … `"UICTContentSizeCategoryXXXL"`,
    /// `"UICTContentSizeCategoryAccessibilityM"` … `"UICTContentSizeCategoryAccessibilityXXXL"`.
    /// `nil` for any other value, among them `UIContentSizeCategory.unspecified`
    /// (`"_UICTContentSizeCategoryUnspecified"`), which a view has before it is in a window.
    public init?(uiContentSizeCategoryRawValue rawValue: String) {
        guard let category = Self.uiKitRawValues.first(where: { $0.rawValue == rawValue })?.category else { return nil }
        self = category
    }

    /// The category for a UIKit raw value, or `large` (the system's default setting) for
    /// `unspecified` and unknown values: a view laid out before it has traits lays out at the
    /// default size, and plans again once it has them.
    public static func resolving(uiContentSizeCategoryRawValue rawValue: String) -> TextSizeCategory {
        TextSizeCategory(uiContentSizeCategoryRawValue: rawValue) ?? .large
    }

    /// UIKit's raw value of this category (`"UICTContentSizeCategoryL"` for `large`).
    public var uiContentSizeCategoryRawValue: String {
        Self.uiKitRawValues.first { $0.category == self }!.rawValue
    }

    /// UIKit's raw values, as the `UIContentSizeCategory` constants are defined.
    private static let uiKitRawValues: [(category: TextSizeCategory, rawValue: String)] = [
        (.extraSmall, "UICTContentSizeCategoryXS"),
        (.small, "UICTContentSizeCategoryS"),
        (.medium, "UICTContentSizeCategoryM"),
        (.large, "UICTContentSizeCategoryL"),
        (.extraLarge, "UICTContentSizeCategoryXL"),
        (.extraExtraLarge, "UICTContentSizeCategoryXXL"),
        (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
        (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
        (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
        (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
        (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
        (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
    ]
}
