import StackLayout

extension TextFont {
    /// The engine's font for a `UIFont`, from what the font says of itself: its `familyName`, its
    /// `pointSize`, the weight trait of its descriptor (`UIFontDescriptor.TraitKey.weight`, −1 …
    /// 1, 0 regular) and the raw value of its text style (`UIFontDescriptor.AttributeName.textStyle`),
    /// if any.
    ///
    /// - A font of a text style, in that style's own weight (semibold for headline, regular for
    ///   the others), is the style: it follows the content size category as the font does
    ///   (`UIFont.preferredFont(forTextStyle:)`).
    /// - Any other font is fixed at its size, in the weight nearest its trait (`UIFont.Weight`'s
    ///   values: ultraLight −0.8, thin −0.6, light −0.4, regular 0, medium 0.23, semibold 0.3,
    ///   bold 0.4, heavy 0.56, black 0.62); the system font's family (a name beginning with ".",
    ///   such as ".AppleSystemUIFont") is the engine's `systemFamily`.
    public init(uiKitFamilyName familyName: String, pointSize: Double, weightTrait: Double, textStyleRawValue: String?) {
        let weight = Self.nearestWeight(toTrait: weightTrait)
        if let textStyleRawValue, let style = TextStyle(uiFontTextStyleRawValue: textStyleRawValue),
            DynamicTypeTable.weight(of: style) == weight {
            self = .style(style)
            return
        }
        let family = familyName.isEmpty || familyName.hasPrefix(".") ? TextFont.systemFamily : familyName
        self = .fixed(family: family, size: pointSize, weight: weight)
    }

    /// `UIFont.Weight`'s values, lightest first.
    private static let uiKitWeightTraits: [(trait: Double, weight: FontWeight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
        (0.4, .bold), (0.56, .heavy), (0.62, .black),
    ]

    /// The weight whose `UIFont.Weight` value is nearest `trait` (the lighter of two as near; NaN is regular).
    static func nearestWeight(toTrait trait: Double) -> FontWeight {
        guard !trait.isNaN else { return .regular }
        var best = uiKitWeightTraits[0]
        for candidate in uiKitWeightTraits.dropFirst() where abs(candidate.trait - trait) < abs(best.trait - trait) {
            best = candidate
        }
        return best.weight
    }
}

extension TextStyle {
    /// The style of a `UIFont.TextStyle` raw value (`"UICTFontTextStyleBody"`), `nil` for any other.
    public init?(uiFontTextStyleRawValue rawValue: String) {
        guard let style = Self.uiKitRawValues.first(where: { $0.rawValue == rawValue })?.style else { return nil }
        self = style
    }

    /// UIKit's raw value of the style (`UIFont.TextStyle.body.rawValue` is `"UICTFontTextStyleBody"`).
    public var uiFontTextStyleRawValue: String {
        Self.uiKitRawValues.first { $0.style == self }!.rawValue
    }

    /// The raw values the `UIFont.TextStyle` constants have.
    private static let uiKitRawValues: [(style: TextStyle, rawValue: String)] = [
        (.largeTitle, "UICTFontTextStyleTitle0"), (.title1, "UICTFontTextStyleTitle1"), (.title2, "UICTFontTextStyleTitle2"),
        (.title3, "UICTFontTextStyleTitle3"), (.headline, "UICTFontTextStyleHeadline"), (.body, "UICTFontTextStyleBody"),
        (.callout, "UICTFontTextStyleCallout"), (.subheadline, "UICTFontTextStyleSubhead"),
        (.footnote, "UICTFontTextStyleFootnote"), (.caption1, "UICTFontTextStyleCaption1"),
        (.caption2, "UICTFontTextStyleCaption2"),
    ]
}
