#if os(Linux)
import DynamicButtons
import DynamicStacksUIKit
import Foundation
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

// The views driven through the UIKit transcription. Expected frames are worked out by hand as in
// StackViewPlansTests: body at large 17 pt (8.5 pt a character), gap 8, icons 24, insets
// 8/12/8/12, spacing 8; "Save" 34 pt, "Cancel" 51 pt.

@MainActor
func saveCancelStack(saveAction: (@MainActor () -> Void)? = nil) -> DynamicButtonStack {
    DynamicButtonStack(items: [
        .init(id: "save", title: "Save", image: "square.and.arrow.down", action: saveAction),
        .init(id: "cancel", title: "Cancel", image: "xmark"),
    ], measurer: FixedMetricsTextMeasurer())
}

@MainActor
func traits(_ category: UIContentSizeCategory = .large, _ direction: UITraitEnvironmentLayoutDirection = .leftToRight,
            scale: CGFloat = 3) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: category), UITraitCollection(layoutDirection: direction),
        UITraitCollection(displayScale: scale),
    ])
}

func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

/// A UIKit colour's components as `#RRGGBB`, or "none".
@MainActor
func hex(_ color: UIColor?) -> String {
    guard let color else { return "none" }
    var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return ButtonColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)).hex
}

@MainActor
struct DynamicButtonStackTests {
    /// The design system's looks (the table of `ButtonAppearance`): a primary button is filled
    /// #0A63D1 with a white title, #0850A8 while pressed; a tertiary one has no fill; a disabled
    /// one is #F2F2F7 with a #8E8E93 title, pressed or not.
    @Test func buttonsAreDrawnInTheStandardAppearance() throws {
        let view = DynamicButtonStack(items: [
            .init(id: "save", title: "Save", image: "star", kind: .primary),
            .init(id: "later", title: "Later", image: "clock", kind: .tertiary),
            .init(id: "off", title: "Off", image: "xmark", state: .disabled),
        ], measurer: FixedMetricsTextMeasurer())
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(hex(save.backgroundColor) == "#0A63D1" && hex(save.titleLabel.textColor) == "#FFFFFF")
        #expect(hex(save.imageView.tintColor) == "#FFFFFF" && save.layer.cornerRadius == 8)
        save.isHighlighted = true
        #expect(hex(save.backgroundColor) == "#0850A8" && hex(save.titleLabel.textColor) == "#FFFFFF")
        save.isHighlighted = false
        #expect(hex(save.backgroundColor) == "#0A63D1")
        let later = try #require(view.button(for: "later"))
        #expect(hex(later.backgroundColor) == "none" && hex(later.titleLabel.textColor) == "#0A63D1")
        later.isHighlighted = true
        #expect(hex(later.titleLabel.textColor) == "#0850A8")
        let off = try #require(view.button(for: "off"))
        off.isHighlighted = true
        #expect(hex(off.backgroundColor) == "#F2F2F7" && hex(off.titleLabel.textColor) == "#8E8E93")
        #expect(hex(off.spinner.color) == "#8E8E93")
        // Enabled again: the default kind's look.
        view.items[2].state = .enabled
        view.layoutIfNeeded()
        off.isHighlighted = false
        #expect(hex(off.backgroundColor) == "#E5E5EA" && hex(off.titleLabel.textColor) == "#0059C1")
    }

    /// Colours resolve per trait collection: a tertiary title is #0A63D1 in light mode, #4DA2FF
    /// in dark mode (the light one is 3.72:1 on black), #004AAD with increased contrast and
    /// #8CC2FF with both; a primary fill #0A63D1, then #004AAD with increased contrast.
    @Test func colorsResolvePerInterfaceStyleAndContrast() throws {
        let view = DynamicButtonStack(items: [
            .init(id: "later", title: "Later", image: "clock", kind: .tertiary),
            .init(id: "save", title: "Save", image: "star", kind: .primary),
        ], measurer: FixedMetricsTextMeasurer())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let later = try #require(view.button(for: "later"))
        let save = try #require(view.button(for: "save"))
        func styled(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast)])
        }
        let title = try #require(later.titleLabel.textColor)
        #expect(hex(title.resolvedColor(with: styled(.light, .normal))) == "#0A63D1")
        #expect(hex(title.resolvedColor(with: styled(.dark, .normal))) == "#4DA2FF")
        #expect(hex(title.resolvedColor(with: styled(.light, .high))) == "#004AAD")
        #expect(hex(title.resolvedColor(with: styled(.dark, .high))) == "#8CC2FF")
        #expect(hex(later.imageView.tintColor.resolvedColor(with: styled(.dark, .normal))) == "#4DA2FF")
        let fill = try #require(save.backgroundColor)
        #expect(hex(fill.resolvedColor(with: styled(.dark, .normal))) == "#0A63D1")
        #expect(hex(fill.resolvedColor(with: styled(.unspecified, .high))) == "#004AAD")
        // Pressed in dark mode: the pressed colours of the dark appearance.
        later.isHighlighted = true
        #expect(hex(later.titleLabel.textColor.resolvedColor(with: styled(.dark, .normal))) == "#7DBBFF")
    }

    /// An app's appearance redraws every button and moves none; `configureButton` runs after
    /// each styling, and whatever frames it sets are put back to the plan's.
    @Test func anAppsAppearanceAndConfigurationNeverMoveAButton() throws {
        let view = saveCancelStack()
        view.applyTraitCollection(traits())
        var configured: [String] = []
        view.configureButton = { button, plan in
            configured.append(plan.id + (button.isHighlighted ? " pressed" : ""))
            button.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            button.titleLabel.frame = .zero
            button.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        }
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(configured == ["save", "cancel"])
        #expect(save.frame == CGRect(x: 0, y: 0, width: 156, height: 44))
        #expect(isClose(save.titleLabel.frame, CGRect(x: 77, y: 41.0 / 3, width: 34, height: 17)))
        #expect(hex(save.backgroundColor) == "#008000")
        var brand = ButtonAppearance.standard
        brand.button = try #require(ButtonColor(hex: "#FFE0B2"))
        brand.cornerRadius = 22
        view.configureButton = nil
        view.appearance = AdaptiveButtonAppearance(brand)
        #expect(hex(save.backgroundColor) == "#FFE0B2" && save.layer.cornerRadius == 22)
        #expect(save.frame == CGRect(x: 0, y: 0, width: 156, height: 44))
        view.configureButton = { button, plan in configured.append(plan.id + (button.isHighlighted ? " pressed" : "")) }
        save.isHighlighted = true
        #expect(configured.suffix(3) == ["save", "cancel", "save pressed"])
        // Set, the closure runs for every button at once (156 pt wide at 320); a new width
        // alone resizes both to (400 − 8) / 2 = 196: the app is asked again (what it set may
        // depend on the size), with the new plan.
        var widths: [Double] = []
        view.configureButton = { _, plan in widths.append(plan.frame.width) }
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        view.layoutIfNeeded()
        #expect(widths == [156, 156, 196, 196])
    }

    /// Row beside in 320 × 44: Save (0, 0, 156, 44) with its icon at (45, 10) and title at
    /// (77, 41/3) — 13.5 pt rounds up to 41 px at scale 3; Cancel at x = 164.
    @Test func layoutSubviewsAssignsThePlannedFrames() throws {
        let view = saveCancelStack()
        view.applyTraitCollection(traits())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()

        let save = try #require(view.button(for: "save"))
        let cancel = try #require(view.button(for: "cancel"))
        #expect(save.frame == CGRect(x: 0, y: 0, width: 156, height: 44))
        #expect(cancel.frame == CGRect(x: 164, y: 0, width: 156, height: 44))
        #expect(save.imageView.frame == CGRect(x: 45, y: 10, width: 24, height: 24))
        #expect(isClose(save.titleLabel.frame, CGRect(x: 77, y: 41.0 / 3, width: 34, height: 17)))
        #expect(save.titleLabel.text == "Save")
        #expect(save.titleLabel.numberOfLines == 1)
        #expect(save.titleLabel.lineBreakMode == .byTruncatingTail)
        #expect(save.titleLabel.textAlignment == .natural)
        #expect(save.titleLabel.font.pointSize == 17)
        #expect(save.imageView.image != nil)
        #expect(view.subviews.map { ($0 as? DynamicStackButton)?.itemID } == ["save", "cancel"])
        #expect(view.plan?.arrangement == .rowBeside)
    }

    /// accessibilityXXXLarge at scale 0: a column beside (rows need ≈ 229.8 and 183 pt of a
    /// 156 pt share); each button 16 + 24 × 53/17 tall, the stack two of them and 8.
    @Test func aContentSizeCategoryChangeReplans() throws {
        let view = saveCancelStack()
        view.applyTraitCollection(traits(scale: 0))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let invalidations = view.intrinsicContentSizeInvalidationCount

        view.applyTraitCollection(traits(.accessibilityExtraExtraExtraLarge, scale: 0))
        #expect(view.isLayoutPending)
        #expect(view.intrinsicContentSizeInvalidationCount > invalidations)
        let icon = 24.0 * 53 / 17
        let buttonHeight = 16 + icon
        #expect(abs(Double(view.intrinsicContentSize.height) - (2 * buttonHeight + 8)) < 1e-9)
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)

        view.frame.size.height = view.intrinsicContentSize.height
        view.layoutIfNeeded()
        #expect(view.plan?.arrangement == .columnBeside)
        let cancel = try #require(view.button(for: "cancel"))
        #expect(isClose(cancel.frame, CGRect(x: 0, y: buttonHeight + 8, width: 320, height: buttonHeight)))
        #expect(isClose(cancel.imageView.frame, CGRect(x: 12, y: 8, width: icon, height: icon)))
        #expect(cancel.titleLabel.font.pointSize == 53)
    }

    /// Right to left: Save on the right at 320 − 156 = 164, its icon mirrored to 156 − 45 − 24 = 87.
    @Test func rightToLeftAppliesTheMirroredFrames() throws {
        let view = saveCancelStack()
        view.applyTraitCollection(traits(.large, .rightToLeft))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(save.frame == CGRect(x: 164, y: 0, width: 156, height: 44))
        #expect(save.imageView.frame == CGRect(x: 87, y: 10, width: 24, height: 24))
        #expect(view.button(for: "cancel")?.frame.minX == 0)
    }

    /// A symbol is drawn with its aspect ratio in the planned 24 pt square: a 24 × 20 symbol
    /// fits at (0, 2) 24 × 20, where UIKit's default content mode, scaleToFill, would stretch
    /// it to 24 × 24. Its symbol configuration is the title's font, 17 pt, and 53 pt at
    /// accessibilityXXXLarge, as the title's text style grows.
    @Test func symbolsAreDrawnAsSymbolsInTheTitlesFont() throws {
        #expect(UIImageView(image: nil).contentMode == .scaleToFill)
        let view = saveCancelStack()
        view.applyTraitCollection(traits(scale: 0))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(save.imageView.contentMode == .scaleAspectFit)
        save.imageView.image = UIImage(testSize: CGSize(width: 24, height: 20))
        #expect(save.imageView.drawnImageFrame == CGRect(x: 0, y: 2, width: 24, height: 20))
        #expect(save.imageView.preferredSymbolConfiguration?.configuredFont?.pointSize == 17)
        view.applyTraitCollection(traits(.accessibilityExtraExtraExtraLarge, scale: 0))
        view.frame.size.height = view.intrinsicContentSize.height
        view.layoutIfNeeded()
        #expect(save.imageView.preferredSymbolConfiguration?.configuredFont?.pointSize == 53)
    }

    @Test func aTapReachesItsItemsActionAndOnlyWhenEnabled() throws {
        var taps = 0
        let view = saveCancelStack { taps += 1 }
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        try #require(view.button(for: "save")).sendActions(for: .touchUpInside)
        try #require(view.button(for: "cancel")).sendActions(for: .touchUpInside)
        #expect(taps == 1)

        view.items[0].state = .disabled
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(!save.isEnabled)
        save.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }

    @Test func accessibilityFollowsThePlan() throws {
        let view = saveCancelStack()
        view.items[1].state = .loading
        view.items[0].accessibilityHint = "Saves the draft"
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(save.isAccessibilityElement)
        #expect(save.accessibilityLabel == "Save" && save.accessibilityHint == "Saves the draft" && save.accessibilityValue == nil)
        #expect(save.accessibilityTraits == .button)
        let cancel = try #require(view.button(for: "cancel"))
        #expect(cancel.accessibilityLabel == "Cancel" && cancel.accessibilityValue == "loading")
        #expect(cancel.accessibilityTraits == .notEnabled)
        #expect(cancel.titleLabel.isHidden && !cancel.spinner.isHidden && cancel.spinner.isAnimating)
    }

    /// Natural size: "Save" and "Edit" need 90 pt each beside their icons: 188 × 44. At 120 pt
    /// with the width required, Save/Cancel take a column beside: 44 + 8 + 44 = 96.
    @Test func fittingSizes() {
        let edit = DynamicButtonStack(
            items: [.init(id: "save", title: "Save"), .init(id: "edit", title: "Edit")], measurer: FixedMetricsTextMeasurer())
        #expect(edit.sizeThatFits(.zero) == CGSize(width: 188, height: 44))
        #expect(edit.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 188, height: 44))
        let view = saveCancelStack()
        #expect(view.systemLayoutSizeFitting(CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 120, height: 96))
        #expect(view.sizeThatFits(CGSize(width: 120, height: 1000)) == CGSize(width: 120, height: 96))
    }

    /// A self-sizing cell's first pass, before the stack has a width: "Open in Safari" (14 × 8.5
    /// = 119 pt), "Add to Favourites" (144.5) and "Delete" (51) beside 24 pt icons need 175,
    /// 200.5 and 107 pt a button; at 304 pt (a 320 pt content view less its 8 pt margins) no
    /// row fits (a share of (304 − 16) / 3 = 96), and a column beside does: 3 × 44 + 2 × 8 = 148.
    /// Auto Layout asks the intrinsic size first: pinned to the content view's margins, the
    /// stack answers 148 then, with no preferredMaxLayoutWidth — as it does with its width
    /// constrained to 320, or fitted at 320 with the width required. Unconstrained, it can only
    /// answer its natural width's height, one row's 44.
    @Test func aSelfSizingCellGetsTheHeightForItsWidthOnTheFirstPass() {
        func stack() -> DynamicButtonStack {
            DynamicButtonStack(items: [
                .init(id: "safari", title: "Open in Safari", image: "safari"),
                .init(id: "favourite", title: "Add to Favourites", image: "star"),
                .init(id: "delete", title: "Delete", image: "trash"),
            ], measurer: FixedMetricsTextMeasurer())
        }
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let pinned = stack()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        #expect(pinned.bounds.width == 0)
        #expect(pinned.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 148))

        let fixed = stack()
        fixed.widthAnchor.constraint(equalToConstant: 320).isActive = true
        #expect(fixed.intrinsicContentSize.height == 148)
        #expect(stack().systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 148))

        // A width Auto Layout may break is no answer; nor is nothing at all.
        let optional = stack()
        let breakable = optional.widthAnchor.constraint(equalToConstant: 320)
        breakable.priority = .defaultHigh
        breakable.isActive = true
        #expect(optional.intrinsicContentSize.height == 44)
        #expect(stack().intrinsicContentSize.height == 44)
        // Laid out wider than its pins say (a cell being resized): the pins still decide.
        pinned.frame = CGRect(x: 0, y: 0, width: 600, height: 148)
        pinned.layoutIfNeeded()
        #expect(pinned.intrinsicContentSize.height == 148)
        // The content view widened to 616 pt: the stack's 600 pt hold a row with icons above
        // titles (168.5 pt a button; a row beside needs 617.5): 8 + 24 + 8 + 17 + 8 = 65.
        contentView.frame.size.width = 616
        #expect(pinned.intrinsicContentSize.height == 65)
        // preferredMaxLayoutWidth, if set, still wins.
        pinned.preferredMaxLayoutWidth = 320
        #expect(pinned.intrinsicContentSize.height == 148)
    }

    /// Save/Cancel in 320 × 200: with room to expand (the default, as in documents) a column
    /// beside fills it, each button the full width (the filling order's first); without, the
    /// measured row beside stays at the top, 156 pt a button.
    @Test func expandsIntoRoomFillsTallBounds() throws {
        let view = saveCancelStack()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        view.layoutIfNeeded()
        #expect(view.expandsIntoRoom && view.plan?.arrangement == .columnBeside)
        #expect(view.button(for: "cancel")?.frame.width == 320)
        view.expandsIntoRoom = false
        view.layoutIfNeeded()
        #expect(view.plan?.arrangement == .rowBeside)
        #expect(view.button(for: "cancel")?.frame == CGRect(x: 164, y: 0, width: 156, height: 44))
    }

    /// The stack carries the Large Content Viewer interaction; at accessibilityXXXLarge the
    /// icon-only Close button takes part, with its accessibility label and icon, and Save,
    /// whose title is shown in full, does not; at large neither does.
    @Test func largeContentViewerForWhatIsNotShownInFull() throws {
        let view = DynamicButtonStack(items: [
            .init(id: "save", title: "Save", image: "square.and.arrow.down"),
            .init(id: "close", title: "", image: "xmark", kind: .iconOnly, accessibilityLabel: "Close"),
        ], measurer: FixedMetricsTextMeasurer())
        #expect(view.interactions.contains { $0 is UILargeContentViewerInteraction })
        view.applyTraitCollection(traits(scale: 0))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let close = try #require(view.button(for: "close"))
        let save = try #require(view.button(for: "save"))
        #expect(!close.showsLargeContentViewer && !save.showsLargeContentViewer)
        view.applyTraitCollection(traits(.accessibilityExtraExtraExtraLarge, scale: 0))
        view.frame.size.height = view.intrinsicContentSize.height
        view.layoutIfNeeded()
        #expect(close.showsLargeContentViewer && close.largeContentTitle == "Close" && close.largeContentImage != nil)
        #expect(!save.showsLargeContentViewer && save.largeContentTitle == "Save")
    }

    @Test func aStackIsReleasedWithItsButtons() {
        weak var released: DynamicButtonStack?
        do {
            let view = saveCancelStack()
            view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            view.layoutIfNeeded()
            view.button(for: "save")?.sendActions(for: .touchUpInside)
            released = view
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    @Test func duplicateIDsKeepTheLastPlanAndSaySo() {
        let view = saveCancelStack()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        view.items.append(.init(id: "save", title: "Again"))
        view.layoutIfNeeded()
        #expect(view.planningError != nil)
        #expect(view.plan?.buttons.count == 2)
    }
}
#endif
