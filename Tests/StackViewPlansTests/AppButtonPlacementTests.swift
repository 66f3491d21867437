import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

// The app's own buttons: measured as items (AppButtonContent) and placed through their
// configurations (AppButtonPlacement). Expected values worked out from ButtonStackLayout's
// arithmetic with fixed metrics (8.5 pt a character at 17 pt, lines 17 pt, gap 8, insets
// 8/12/8/12, spacing 8), at scale 1 so that no pixel rounding moves a whole-point frame.

private let systemBody = TextFont.fixed(family: TextFont.systemFamily, size: 17, weight: .regular)

private func appStack(_ buttons: [(String, Size?)]) -> ButtonStack {
    ButtonStack(items: buttons.enumerated().map { index, button in
        AppButtonContent(title: button.0, font: systemBody, imageSize: button.1, hasConfiguration: true).item(id: "b\(index)")
    })
}

struct AppButtonPlacementTests {
    @Test func contentBecomesAnItemOfFixedIconSize() {
        let item = AppButtonContent(title: "Save", font: systemBody, imageSize: Size(width: 30, height: 20), hasConfiguration: true)
            .item(id: "save")
        #expect(item.title == "Save" && item.font == systemBody && item.kind == .default)
        #expect(item.resolvedIconSize(for: .accessibilityExtraExtraExtraLarge) == Size(width: 30, height: 20))
        let iconOnly = AppButtonContent(title: "", font: systemBody, imageSize: Size(width: 24, height: 24), hasConfiguration: false)
            .item(id: "i")
        #expect(iconOnly.kind == .iconOnly)
        let titleOnly = AppButtonContent(title: "Go", font: systemBody, imageSize: nil, hasConfiguration: false).item(id: "g")
        #expect(titleOnly.resolvedIconSize(for: .large) == .zero && titleOnly.kind == .default)
    }

    /// Row beside at 320: each button 156 wide, content 24 + 8 + 34 = 66 centred: image at 45,
    /// title at 77; the padding is the gap, 8, with the stack's insets, content centred, one line.
    @Test func aRowBesidePlacesTheImageLeadingWithTheGap() throws {
        let stack = appStack([("Save", Size(width: 24, height: 24)), ("Cancel", Size(width: 24, height: 24))])
        let planned = try plan(stack, width: 320, height: 44, scale: 1)
        #expect(planned.arrangement == .rowBeside)
        let save = try #require(planned.button("b0"))
        let placement = AppButtonPlacement(save, arrangement: planned.arrangement, insets: stack.insets, direction: .leftToRight)
        #expect(placement.imageEdge == .leading && placement.imagePadding == 8)
        #expect(placement.contentAlignment == .center && placement.contentInsets == stack.insets)
        #expect(placement.lineBreak == .truncateTail && placement.titleAlignment == .natural)
    }

    /// Column beside at 200 (a row share of 96 holds neither "Save draft now", 14 × 8.5 = 119,
    /// beside nor above its icon): the icon column is the widest image, 30; the 20 pt image is
    /// centred in it at 12 + 5 = 17 and the titles start at 12 + 30 + 8 = 50. So Save's content
    /// starts 17 from the leading edge with 50 − 37 = 13 before its title; Cancel's at 12 with 8.
    /// Right to left the same distances, from the right.
    @Test func aColumnBesideAlignsTitlesOnOneLeadingEdge() throws {
        let stack = appStack([("Save draft now", Size(width: 20, height: 20)), ("Cancel", Size(width: 30, height: 20))])
        for direction in [ReadingDirection.leftToRight, .rightToLeft] {
            let planned = try plan(stack, width: 200, height: 96, direction: direction, scale: 1)
            #expect(planned.arrangement == .columnBeside)
            let save = AppButtonPlacement(
                try #require(planned.button("b0")), arrangement: .columnBeside, insets: stack.insets, direction: direction)
            #expect(save.contentAlignment == .leading && save.imageEdge == .leading)
            #expect(save.contentInsets == DirectionalInsets(top: 8, leading: 17, bottom: 8, trailing: 12))
            #expect(save.imagePadding == 13)
            let cancel = AppButtonPlacement(
                try #require(planned.button("b1")), arrangement: .columnBeside, insets: stack.insets, direction: direction)
            #expect(cancel.contentInsets.leading == 12 && cancel.imagePadding == 8)
        }
    }

    /// Column above at 120: "Add to Favourites" (144.5 pt) fits no row or column beside, and its
    /// widest word, "Favourites" (85), fits 120 − 24; it wraps to two lines. The image sits on
    /// the top edge with the gap (8) under it; the title wraps at words, centred.
    @Test func aColumnAbovePutsTheImageOnTopAndWrapsTheTitle() throws {
        let stack = appStack([("Add to Favourites", Size(width: 24, height: 24)), ("Delete", Size(width: 24, height: 24))])
        let planned = try plan(stack, width: 120, height: 155, scale: 1)
        #expect(planned.arrangement == .columnAbove)
        let favourite = AppButtonPlacement(
            try #require(planned.button("b0")), arrangement: .columnAbove, insets: stack.insets, direction: .leftToRight)
        #expect(favourite.imageEdge == .top && favourite.imagePadding == 8 && favourite.contentAlignment == .center)
        #expect(favourite.lineBreak == .wordWrap && favourite.titleAlignment == .center)
        #expect(favourite.contentInsets == stack.insets)
    }

    @Test func uiKitFontsBecomeStylesOrFixedFonts() {
        #expect(TextFont(uiKitFamilyName: ".AppleSystemUIFont", pointSize: 17, weightTrait: 0, textStyleRawValue: "UICTFontTextStyleBody")
            == .style(.body))
        #expect(TextFont(uiKitFamilyName: ".AppleSystemUIFont", pointSize: 17, weightTrait: 0.3,
                         textStyleRawValue: "UICTFontTextStyleHeadline") == .style(.headline))
        // Body made semibold is not the body style: fixed, in the weight it is drawn in.
        #expect(TextFont(uiKitFamilyName: ".AppleSystemUIFont", pointSize: 17, weightTrait: 0.3,
                         textStyleRawValue: "UICTFontTextStyleBody") == .fixed(family: TextFont.systemFamily, size: 17, weight: .semibold))
        #expect(TextFont(uiKitFamilyName: "Avenir Next", pointSize: 15, weightTrait: 0.23, textStyleRawValue: nil)
            == .fixed(family: "Avenir Next", size: 15, weight: .medium))
        // 0.33 is nearest semibold (0.3), −0.75 nearest ultraLight (−0.8).
        #expect(TextFont(uiKitFamilyName: "X", pointSize: 10, weightTrait: 0.33, textStyleRawValue: "nonsense")
            == .fixed(family: "X", size: 10, weight: .semibold))
        #expect(TextFont(uiKitFamilyName: "X", pointSize: 10, weightTrait: -0.75, textStyleRawValue: nil)
            == .fixed(family: "X", size: 10, weight: .ultraLight))
        #expect(TextStyle(uiFontTextStyleRawValue: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle.subheadline.uiFontTextStyleRawValue == "UICTFontTextStyleSubhead")
    }
}
