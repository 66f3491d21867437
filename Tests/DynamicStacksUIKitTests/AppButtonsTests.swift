#if os(Linux)
import DynamicButtons
import DynamicStacksUIKit
import Foundation
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

// The app's own UIButtons in a DynamicButtonStack, through the transcription. Fixed metrics:
// 8.5 pt a character at 17 pt; images given 24 × 24 pt; gap 8, insets 8/12/8/12, spacing 8.

@MainActor
private func configured(_ title: String, imageSide: CGFloat = 24) -> UIButton {
    var configuration = UIButton.Configuration.plain()
    configuration.title = title
    configuration.image = UIImage(testSize: CGSize(width: imageSide, height: imageSide))
    let button = UIButton(configuration: configuration)
    button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .regular)
    return button
}

@MainActor
struct AppButtonsTests {
    /// Two configured buttons at 320 × 44: the row beside of the stack's own Save/Cancel, 156
    /// pt each; each configuration gets the image leading, 8 pt before the title, the stack's
    /// insets, and one line (the default, word wrapping, would let a title wrap where the plan
    /// measured one line).
    @Test func configuredButtonsArePlacedInARow() throws {
        let save = configured("Save")
        let cancel = configured("Cancel")
        let view = DynamicButtonStack(buttons: [save, cancel], measurer: FixedMetricsTextMeasurer())
        #expect(save.configuration?.titleLineBreakMode == .byWordWrapping)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        #expect(view.plan?.arrangement == .rowBeside)
        #expect(view.subviews == [save, cancel])
        #expect(save.frame == CGRect(x: 0, y: 0, width: 156, height: 44))
        #expect(cancel.frame == CGRect(x: 164, y: 0, width: 156, height: 44))
        let configuration = try #require(save.configuration)
        #expect(configuration.imagePlacement == .leading && configuration.imagePadding == 8)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        #expect(configuration.titleLineBreakMode == .byTruncatingTail)
        #expect(save.contentHorizontalAlignment == .center)
        // The title and the rest of the look stay the app's.
        #expect(configuration.title == "Save" && save.backgroundColor == nil)
    }

    /// At 120 pt "Add to Favourites" fits only under its image (widest word 85 + 24 ≤ 120), in
    /// two lines: 8 + 24 + 8 + 34 + 8 = 82 tall; Delete 8 + 24 + 8 + 17 + 8 = 65, 8 below.
    /// The configurations put the image on top, 8 above the title, and let the title wrap,
    /// centred. The stack's fitting height at 120 is 82 + 8 + 65 = 155.
    @Test func aNarrowStackPutsImagesAboveTitles() throws {
        let favourite = configured("Add to Favourites")
        let delete = configured("Delete")
        let view = DynamicButtonStack(buttons: [favourite, delete], measurer: FixedMetricsTextMeasurer())
        #expect(view.sizeThatFits(CGSize(width: 120, height: 0)) == CGSize(width: 120, height: 155))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 155)
        view.layoutIfNeeded()
        #expect(view.plan?.arrangement == .columnAbove)
        #expect(favourite.frame == CGRect(x: 0, y: 0, width: 120, height: 82))
        #expect(delete.frame == CGRect(x: 0, y: 90, width: 120, height: 65))
        let configuration = try #require(favourite.configuration)
        #expect(configuration.imagePlacement == .top && configuration.imagePadding == 8)
        #expect(configuration.titleLineBreakMode == .byWordWrapping && configuration.titleAlignment == .center)
        // Wider again: back to one row, image leading, one line.
        view.frame = CGRect(x: 0, y: 0, width: 600, height: 44)
        view.layoutIfNeeded()
        #expect(favourite.configuration?.imagePlacement == .leading)
        #expect(favourite.configuration?.titleLineBreakMode == .byTruncatingTail)
    }

    /// A button without a configuration is measured by its current title and image, in its
    /// title label's font, and gets its frame; in a column beside its content starts at the
    /// leading edge. Items come first in reading order.
    @Test func aButtonWithoutConfigurationFollowsTheItems() throws {
        let legacy = UIButton(type: .system)
        legacy.setTitle("Save draft now", for: .normal)
        legacy.setImage(UIImage(testSize: CGSize(width: 24, height: 24)), for: .normal)
        legacy.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .regular)
        let view = DynamicButtonStack(items: [.init(id: "cancel", title: "Cancel", image: "xmark")], buttons: [legacy],
                                      measurer: FixedMetricsTextMeasurer())
        // At 200 pt: a row share of 96 holds neither "Save draft now" (119) beside nor above
        // its image; a column beside does (12 + 24 + 8 + 119 + 12 = 175): 44 + 8 + 44.
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 96)
        view.layoutIfNeeded()
        #expect(view.plan?.arrangement == .columnBeside)
        let cancel = try #require(view.button(for: "cancel"))
        #expect(view.subviews == [cancel, legacy])
        #expect(legacy.frame == CGRect(x: 0, y: 52, width: 200, height: 44))
        #expect(legacy.contentHorizontalAlignment == .leading)
        #expect(view.plan?.button(DynamicButtonStack.appButtonID(0))?.title == "Save draft now")
    }

    /// A title set in the preferred headline font follows Dynamic Type as the font does: at
    /// accessibilityXXXLarge it is measured at 53 pt (row-beside needs 12 + 24 + 8×53/17 + 4 ×
    /// 26.5 + 12 ≈ 178.9 pt, over a 156 pt share), so the stack leaves the row.
    @Test func aPreferredFontFollowsTheTextSize() throws {
        let button = configured("Open")
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        let view = DynamicButtonStack(buttons: [button, configured("Edit")], measurer: FixedMetricsTextMeasurer())
        view.applyTraitCollection(traits(scale: 0))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        #expect(view.plan?.arrangement == .rowBeside)
        #expect(view.plan?.button(DynamicButtonStack.appButtonID(0))?.font.size == 17)
        view.applyTraitCollection(traits(.accessibilityExtraExtraExtraLarge, scale: 0))
        view.layoutIfNeeded()
        #expect(view.plan?.button(DynamicButtonStack.appButtonID(0))?.font.size == 53)
        #expect(view.plan?.arrangement != .rowBeside)
    }

    /// Buttons given again: the ones left out leave the stack; the new ones are placed.
    @Test func replacingButtonsRemovesTheOldOnes() {
        let first = configured("Save")
        let view = DynamicButtonStack(buttons: [first], measurer: FixedMetricsTextMeasurer())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        #expect(first.superview === view)
        let second = configured("Keep")
        view.buttons = [second]
        view.layoutIfNeeded()
        #expect(first.superview == nil && second.superview === view)
        #expect(second.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }
}
#endif
