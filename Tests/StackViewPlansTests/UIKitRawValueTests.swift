import StackLayout
import StackViewPlans
import Testing

struct UIKitRawValueTests {
    @Test func contentSizeCategoryRawValues() {
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "UICTContentSizeCategoryXS") == .extraSmall)
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "UICTContentSizeCategoryL") == .large)
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "UICTContentSizeCategoryXXXL") == .extraExtraExtraLarge)
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "UICTContentSizeCategoryAccessibilityXXXL")
            == .accessibilityExtraExtraExtraLarge)
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "_UICTContentSizeCategoryUnspecified") == nil)
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: "large") == nil)
        #expect(TextSizeCategory.resolving(uiContentSizeCategoryRawValue: "_UICTContentSizeCategoryUnspecified") == .large)
        #expect(TextSizeCategory.large.uiContentSizeCategoryRawValue == "UICTContentSizeCategoryL")
    }

    /// Every category has its own raw value, and reading it back gives the category.
    @Test(arguments: TextSizeCategory.allCases)
    func rawValuesRoundTrip(_ category: TextSizeCategory) {
        #expect(TextSizeCategory(uiContentSizeCategoryRawValue: category.uiContentSizeCategoryRawValue) == category)
        #expect(category.uiContentSizeCategoryRawValue.hasPrefix("UICTContentSizeCategory"))
    }

    @Test func layoutDirectionRawValues() {
        #expect(ReadingDirection(uiLayoutDirectionRawValue: 0) == .leftToRight)
        #expect(ReadingDirection(uiLayoutDirectionRawValue: 1) == .rightToLeft)
        #expect(ReadingDirection(uiLayoutDirectionRawValue: -1) == nil)
        #expect(ReadingDirection(uiLayoutDirectionRawValue: 2) == nil)
    }
}
