import StackLayout
import Testing

/// Every cell of the Human Interface Guidelines' iOS "Dynamic Type sizes" tables (Typography →
/// Specifications), transcribed here per text style — one column of the HIG's twelve tables —
/// so that a slip in the engine's per-category rows cannot be copied into the test.
private let higSizes: [TextStyle: [Double]] = [
    //              xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
    .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
]

@Suite("Dynamic Type: every cell of the HIG table")
struct DynamicTypeTableCellTests {
    @Test("point size of every style at every content size category", arguments: TextStyle.allCases)
    func pointSizes(style: TextStyle) throws {
        let column = try #require(higSizes[style])
        #expect(TextSizeCategory.allCases.count == 12)
        for (category, expected) in zip(TextSizeCategory.allCases, column) {
            #expect(DynamicTypeTable.pointSize(of: style, at: category) == expected, "\(style) at \(category)")
        }
    }

    @Test("weights: semibold for headline, regular for the rest, at every size", arguments: TextStyle.allCases)
    func weights(style: TextStyle) {
        #expect(DynamicTypeTable.weight(of: style) == (style == .headline ? .semibold : .regular))
        for category in TextSizeCategory.allCases {
            #expect(TextFont.style(style).resolved(for: category).weight == DynamicTypeTable.weight(of: style))
        }
    }

    @Test("scaled values follow the style's size ratio to the default category, as UIFontMetrics")
    func scaledValues() {
        // body: 17 at large, 53 at AX5 → 44 × 53 / 17 = 137.176…
        #expect(abs(DynamicTypeTable.scaledValue(44, relativeTo: .body, at: .accessibilityExtraExtraExtraLarge) - 44 * 53 / 17) < 1e-12)
        // caption2: 11 at large and 11 at xSmall → unchanged.
        #expect(DynamicTypeTable.scaledValue(20, relativeTo: .caption2, at: .extraSmall) == 20)
        // title1: 28 → 25 at xSmall: 56 × 25/28 = 50.
        #expect(DynamicTypeTable.scaledValue(56, relativeTo: .title1, at: .extraSmall) == 50)
    }

    @Test("category names parse as documents spell them")
    func categoryNames() {
        #expect(TextSizeCategory(name: "xSmall") == .extraSmall)
        #expect(TextSizeCategory(name: "accessibilityXXXLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(TextSizeCategory(name: "LARGE") == .large)
        #expect(TextSizeCategory(name: "huge") == nil)
    }
}
