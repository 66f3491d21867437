import Testing

@testable import StackLayout

/// Spot checks against Apple's HIG "Dynamic Type sizes" table for iOS.
struct DynamicTypeTableTests {
    @Test("spot checks from the HIG table", arguments: [
        (TextStyle.body, TextSizeCategory.large, 17.0),  // the default body size
        (.headline, .large, 17),  // headline is body-sized, semibold
        (.largeTitle, .large, 34),
        (.caption2, .large, 11),
        (.footnote, .large, 13),
        (.body, .extraSmall, 14),
        (.body, .extraLarge, 19),
        (.body, .extraExtraExtraLarge, 23),
        (.body, .accessibilityMedium, 28),
        (.body, .accessibilityExtraExtraExtraLarge, 53),
        (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
        (.caption2, .extraSmall, 11),
    ])
    func pointSizes(style: TextStyle, category: TextSizeCategory, size: Double) {
        #expect(DynamicTypeTable.pointSize(of: style, at: category) == size)
    }

    @Test("headline is semibold; every other style regular")
    func weights() {
        for style in TextStyle.allCases {
            #expect(DynamicTypeTable.weight(of: style) == (style == .headline ? .semibold : .regular))
        }
        #expect(TextFont.style(.headline).resolved(for: .large) == FontDescriptor(family: "Sans", size: 17, weight: .semibold))
        // a fixed font ignores the category
        let fixed = TextFont.fixed(family: "Mono", size: 12, weight: .bold)
        #expect(fixed.resolved(for: .accessibilityExtraExtraExtraLarge) == FontDescriptor(family: "Mono", size: 12, weight: .bold))
    }

    @Test("sizes never shrink as the category grows")
    func monotone() {
        for style in TextStyle.allCases {
            let sizes = TextSizeCategory.allCases.map { DynamicTypeTable.pointSize(of: style, at: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test("scaledValue multiplies by the style's size ratio to large")
    func scaledValue() {
        // body is 17 at large and 19 at xLarge: 17 · 19/17 = 19
        #expect(DynamicTypeTable.scaledValue(17, relativeTo: .body, at: .extraLarge) == 19)
        // 8 · 53/17 (AX5 body)
        #expect(close(DynamicTypeTable.scaledValue(8, relativeTo: .body, at: .accessibilityExtraExtraExtraLarge), 8.0 * 53 / 17))
        // unchanged at large
        #expect(DynamicTypeTable.scaledValue(44, relativeTo: .title1, at: .large) == 44)
        // largeTitle 34 → 31 at xSmall: 68 · 31/34 = 62
        #expect(DynamicTypeTable.scaledValue(68, relativeTo: .largeTitle, at: .extraSmall) == 62)
    }

    @Test("category names parse case-insensitively")
    func categoryNames() {
        #expect(TextSizeCategory(name: "xSmall") == .extraSmall)
        #expect(TextSizeCategory(name: "LARGE") == .large)
        #expect(TextSizeCategory(name: "accessibilityXXXLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(TextSizeCategory(name: "huge") == nil)
        #expect(TextSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!TextSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(TextSizeCategory.large.ordinal == 3)
    }
}
