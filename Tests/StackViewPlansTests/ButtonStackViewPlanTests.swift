import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

struct ButtonStackViewPlanTests {
    /// Row beside at 320 pt: shares (320 − 8) / 2 = 156 each, needs 12 + 24 + 8 + 34 + 12 = 90 and
    /// 107; height max(44, 8 + 24 + 8) = 44. Each button centres icon, gap and title as a group:
    /// Save's group is 66 wide → x = (156 − 66) / 2 = 45, icon y = (44 − 24) / 2 = 10, title at
    /// 45 + 32 = 77, y = (44 − 17) / 2 = 13.5 → 40.5 px rounds up to 41 px = 41/3 pt.
    /// Cancel starts at 164; its group is 83 wide → 164 + 36.5 = 200.5 → 601.5 px → 602 px, so
    /// 110/3 pt into the button; its title 32 pt further: 697.5 → 698 px, 206/3 pt in.
    @Test func twoButtonsInARowAtLarge() throws {
        let plan = try plan(saveCancel, width: 320, height: 44)
        #expect(plan.arrangement == .rowBeside)
        #expect(plan.size == Size(width: 320, height: 44))
        #expect(plan.intrinsicHeight == 44)
        #expect(plan.overflow == .zero)
        #expect(plan.buttons.map(\.id) == ["save", "cancel"])

        let save = try #require(plan.button("save"))
        #expect(save.frame == Rect(x: 0, y: 0, width: 156, height: 44))
        #expect(save.imageFrame == Rect(x: 45, y: 10, width: 24, height: 24))
        #expect(isClose(save.titleFrame, Rect(x: 77, y: 41.0 / 3, width: 34, height: 17)))
        #expect(save.spinnerFrame == nil)

        let cancel = try #require(plan.button("cancel"))
        #expect(cancel.frame == Rect(x: 164, y: 0, width: 156, height: 44))
        #expect(isClose(cancel.imageFrame, Rect(x: 110.0 / 3, y: 10, width: 24, height: 24)))
        #expect(isClose(cancel.titleFrame, Rect(x: 206.0 / 3, y: 41.0 / 3, width: 51, height: 17)))

        // One line, truncating at the tail, natural alignment; the body font at large.
        for button in plan.buttons {
            #expect(button.titleLines == 1)
            #expect(button.lineBreak == .truncateTail)
            #expect(button.alignment == .natural)
            #expect(!button.isTitleTruncated)
            #expect(button.showsTitle && button.showsImage && button.isEnabled)
            #expect(button.font == FontDescriptor(family: TextFont.systemFamily, size: 17, weight: .regular))
            #expect(button.textStyle == .body)
        }
        #expect(save.iconName == "square.and.arrow.down")
    }

    /// Right to left mirrors the stack (Save on the right, at 320 − 156 = 164) and each button's
    /// interior: Save's icon at 156 − 45 − 24 = 87, its title at 156 − 77 − 34 = 45; Cancel's icon
    /// at 156 − 110/3 − 24 = 286/3.
    @Test func rightToLeftMirrorsTheStackAndEachButton() throws {
        let plan = try plan(saveCancel, width: 320, height: 44, direction: .rightToLeft)
        let save = try #require(plan.button("save"))
        let cancel = try #require(plan.button("cancel"))
        #expect(save.frame == Rect(x: 164, y: 0, width: 156, height: 44))
        #expect(cancel.frame == Rect(x: 0, y: 0, width: 156, height: 44))
        #expect(save.imageFrame == Rect(x: 87, y: 10, width: 24, height: 24))
        #expect(isClose(save.titleFrame, Rect(x: 45, y: 41.0 / 3, width: 34, height: 17)))
        #expect(isClose(cancel.imageFrame, Rect(x: 286.0 / 3, y: 10, width: 24, height: 24)))
    }

    /// At accessibilityXXXLarge body is 53 pt: titles 106 and 159 wide, icons 24 × 53/17, gap
    /// 53 × 8/17. Rows need 12 + icon + gap + 106 + 12 ≈ 229.8 > 156 (beside) and 12 + 159 + 12 =
    /// 183 > 156 (above); a column needs 12 + icon + gap + 159 + 12 ≈ 282.8 ≤ 320. Each button is
    /// 8 + icon + 8 tall; the stack two of them plus 8. Exact frames (scale 0).
    @Test func accessibilitySizesSwitchToAColumn() throws {
        let icon = 24.0 * 53 / 17
        let gap = 53.0 * 8 / 17
        let buttonHeight = 8 + icon + 8
        let height = 2 * buttonHeight + 8
        let plan = try plan(saveCancel, width: 320, height: height, category: .accessibilityExtraExtraExtraLarge, scale: 0)
        #expect(plan.arrangement == .columnBeside)
        #expect(isClose(plan.intrinsicHeight, height))
        let save = try #require(plan.button("save"))
        let cancel = try #require(plan.button("cancel"))
        #expect(isClose(save.frame, Rect(x: 0, y: 0, width: 320, height: buttonHeight)))
        #expect(isClose(cancel.frame, Rect(x: 0, y: buttonHeight + 8, width: 320, height: buttonHeight)))
        // Shared icon column at the leading inset; titles at one leading edge after the gap.
        #expect(isClose(save.imageFrame, Rect(x: 12, y: 8, width: icon, height: icon)))
        #expect(isClose(save.titleFrame, Rect(x: 12 + icon + gap, y: (buttonHeight - 53) / 2, width: 106, height: 53)))
        #expect(isClose(cancel.titleFrame, Rect(x: 12 + icon + gap, y: (buttonHeight - 53) / 2, width: 159, height: 53)))
        #expect(save.font.size == 53)
    }

    /// At 110 pt no row fits (shares of 51 pt; Cancel needs 12 + 24 + 8 + 51 + 12 = 107 beside its
    /// icon, 12 + 51 + 12 = 75 above it) but a column beside does (107 ≤ 110): titles stay one
    /// line. Buttons 44 tall (the touch target; 8 + 24 + 8 = 40 of content), 8 apart; the icons
    /// on one line at the leading inset, the titles at one edge 12 + 24 + 8 = 44 pt in.
    @Test func aColumnBesideKeepsTitlesOnOneLine() throws {
        let plan = try plan(saveCancel, width: 110, height: 96, scale: 0)
        #expect(plan.arrangement == .columnBeside)
        #expect(plan.intrinsicHeight == 96)
        #expect(plan.buttons.map(\.frame) == [Rect(x: 0, y: 0, width: 110, height: 44), Rect(x: 0, y: 52, width: 110, height: 44)])
        #expect(plan.buttons.map(\.imageFrame) == [Rect(x: 12, y: 10, width: 24, height: 24), Rect(x: 12, y: 10, width: 24, height: 24)])
        #expect(plan.buttons.map(\.titleFrame) == [Rect(x: 44, y: 13.5, width: 34, height: 17), Rect(x: 44, y: 13.5, width: 51, height: 17)])
        for button in plan.buttons {
            #expect(button.titleLines == 1 && button.lineBreak == .truncateTail && button.alignment == .natural)
        }
    }

    /// "Add to Favourites" (17 × 8.5 = 144.5 pt) in 120 pt: a row needs 200.5 (beside) or 168.5
    /// (above), a column beside 200.5, so the title wraps under its icon at 120 − 24 = 96 pt:
    /// "Add to" (46.75) / "Favourites" (85), 85 × 34. The button is 8 + 24 + 8 + 34 + 8 = 82
    /// tall; the title centred: x = 60 − 42.5 = 17.5, y = 8 + 24 + 8 = 40.
    @Test func aWrappedTitleHasNoLineLimitAndCentredLines() throws {
        let stack = ButtonStack(items: [ButtonItem(id: "fav", title: "Add to Favourites")])
        let plan = try plan(stack, width: 120, height: 82, scale: 0)
        #expect(plan.arrangement == .columnAbove)
        let button = try #require(plan.button("fav"))
        #expect(button.frame == Rect(x: 0, y: 0, width: 120, height: 82))
        #expect(button.titleFrame == Rect(x: 17.5, y: 40, width: 85, height: 34))
        #expect(button.imageFrame == Rect(x: 48, y: 8, width: 24, height: 24))
        #expect(button.titleLines == 0)
        #expect(button.lineBreak == .wordWrap)
        #expect(button.alignment == .center)
    }

    /// A hugging title stays on one line; at 100 pt nothing holds its 144.5 pt, so column-above
    /// is the fallback and the title is cut to the room: 100 − 12 − 12 = 76 pt.
    @Test func aTruncatedTitleTruncatesAtTheTail() throws {
        let stack = ButtonStack(items: [ButtonItem(id: "fav", title: "Add to Favourites", hugsTitle: true)])
        let plan = try plan(stack, width: 100, height: 65, scale: 0)
        let button = try #require(plan.button("fav"))
        #expect(plan.arrangement == .columnAbove)
        #expect(button.isTitleTruncated)
        #expect(button.titleLines == 1)
        #expect(button.lineBreak == .truncateTail)
        #expect(button.alignment == .natural)
        #expect(button.titleFrame?.width == 76)
        #expect(plan.overflow.width == 168.5 - 100)
    }

    /// An icon-only button shows no title and has no title frame; a loading one shows a spinner
    /// instead of its title (same frames as enabled), a loading icon-only one instead of its icon.
    @Test func iconOnlyAndLoadingButtons() throws {
        let stack = ButtonStack(items: [
            ButtonItem(id: "share", title: "Share", iconName: "square.and.arrow.up", kind: .iconOnly, accessibilityLabel: "Share"),
            ButtonItem(id: "save", title: "Save", state: .loading),
            ButtonItem(id: "more", title: "More", kind: .iconOnly, state: .loading),
        ])
        let loading = try plan(stack, width: 320, height: 44, scale: 0)
        var enabledItems = stack.items
        enabledItems[1].state = .enabled
        let enabled = try plan(ButtonStack(items: enabledItems), width: 320, height: 44, scale: 0)

        let share = try #require(loading.button("share"))
        #expect(share.titleFrame == nil && !share.showsTitle && share.showsImage)
        // Hugging its icon: 12 + 24 + 12 = 48 pt wide, centred in its share.
        #expect(share.frame.width == 48)

        let save = try #require(loading.button("save"))
        #expect(!save.showsTitle && save.showsImage && !save.isEnabled)
        #expect(save.titleFrame == enabled.button("save")?.titleFrame)
        #expect(save.frame == enabled.button("save")?.frame)
        // The spinner: a 17 pt square (the font size) centred on the 17 pt tall title.
        let title = try #require(save.titleFrame)
        #expect(save.spinnerFrame == Rect(x: title.midX - 8.5, y: title.midY - 8.5, width: 17, height: 17))

        let more = try #require(loading.button("more"))
        #expect(!more.showsImage && !more.showsTitle)
        #expect(more.spinnerFrame != nil)
    }

    @Test func duplicateIDsAreRefusedNamingBothItems() {
        let stack = ButtonStack(items: [ButtonItem(id: "a", title: "One"), ButtonItem(id: "b", title: "Two"), ButtonItem(id: "a", title: "Three")])
        #expect(throws: ButtonStackPlanError.duplicateID("a", firstIndex: 0, secondIndex: 2)) {
            try plan(stack, width: 320, height: 44)
        }
        let message = ButtonStackPlanError.duplicateID("a", firstIndex: 0, secondIndex: 2).description
        #expect(message.contains("items[0]") && message.contains("items[2]") && message.contains("\"a\""))
    }

    @Test func badValuesAreErrorsNamingTheProperty() throws {
        var stack = saveCancel
        stack.spacing = .nan
        do {
            _ = try plan(stack, width: 320, height: 44)
            Issue.record("a NaN spacing was planned")
        } catch {
            guard case .layout = error else { Issue.record("unexpected \(error)"); return }
            #expect(error.description.contains("spacing"))
        }
        do {
            _ = try plan(saveCancel, width: -1, height: 44)
            Issue.record("a negative width was planned")
        } catch {
            #expect(error.description.contains("width"))
        }
    }
}

@Suite("Icon names in view plans")
struct ButtonPlanIconNameTests {
    @Test("an older name reaches UIImage(systemName:) as its SF Symbols name; an app's own name as it is")
    func translated() throws {
        let stack = ButtonStack(items: [
            ButtonItem(id: "share", title: "Share", iconName: "share"),
            ButtonItem(id: "map", title: "Map", iconName: "Compass"),
            ButtonItem(id: "mine", title: "Mine", iconName: "my.custom.symbol"),
        ])
        let plan = try plan(stack, width: 320, height: 200)
        #expect(plan.buttons.map(\.iconName) == ["square.and.arrow.up", "safari", "my.custom.symbol"])
    }
}
