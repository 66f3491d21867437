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

@MainActor
struct DynamicButtonStackTests {
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
