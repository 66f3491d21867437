#if os(Linux)
import DynamicStacksUIKit
import ModelStack
import Foundation
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

/// Fixed metrics whose characters widen from 0.5 em to 0.6 em once `isBold` (lines break as
/// if a wrap width were 1.2 times narrower): what Core Text answers for the system font after
/// Bold Text is turned on.
final class BoldAwareMeasurer: TextMeasuring {
    var isBold = false
    private let fixed = FixedMetricsTextMeasurer()

    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        guard isBold else { return fixed.measure(request) }
        var narrower = request
        narrower.wrapWidth = request.wrapWidth.map { $0 / 1.2 }
        var metrics = fixed.measure(narrower)
        metrics.size.width *= 1.2
        return metrics
    }
}

@MainActor
struct BoldTextTests {
    /// "Save" is 4 × 8.5 = 34 pt wide at 17 pt; with Bold Text 4 × 10.2 = 40.8. Turning the
    /// setting on (the traits' legibility weight) measures every title again — nothing of the
    /// plan's inputs changed, so without being told the stack would keep its 34 pt — and
    /// styles every button again (a new font for its label).
    @Test func boldTextRemeasuresAndRedraws() throws {
        let measurer = BoldAwareMeasurer()
        let view = DynamicButtonStack(items: [
            .init(id: "save", title: "Save", image: "square.and.arrow.down"), .init(id: "cancel", title: "Cancel", image: "xmark"),
        ], measurer: measurer)
        view.applyTraitCollection(traits(scale: 0))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let save = try #require(view.button(for: "save"))
        #expect(abs(save.titleLabel.frame.width - 34) < 1e-9)
        let fontBefore = try #require(save.titleLabel.font)

        measurer.isBold = true
        view.applyTraitCollection(UITraitCollection(traitsFrom: [traits(scale: 0), UITraitCollection(legibilityWeight: .bold)]))
        #expect(view.isLayoutPending)
        view.layoutIfNeeded()
        #expect(abs(save.titleLabel.frame.width - 40.8) < 1e-9)
        #expect(save.titleLabel.font !== fontBefore)
        // Row beside still: 12 + 24 + 8 + 40.8 + 12 = 96.8 pt in a 156 pt share, centred.
        #expect(abs(save.imageView.frame.minX - (156 - 72.8) / 2) < 1e-9)
    }
}

@MainActor
struct StackViewBoldTextTests {
    /// "aaaa bbbbb" is 10 × 8.5 = 85 pt: one line in a 100 pt row; bold, 102 pt: two lines, 34
    /// pt tall. Turning Bold Text on lays every row out again, so the next row moves from 17 to 34.
    @Test func boldTextLaysTheRowsOutAgain() throws {
        let measurer = BoldAwareMeasurer()
        let view = try DynamicStackView(environment: LayoutEnvironment(scale: 0), measurer: measurer)
        view.register(RecordingCell.self, forKindNamed: "line")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        view.layoutIfNeeded()
        try view.append(models: [Line(id: 0, text: "aaaa bbbbb"), Line(id: 1, text: "Hi")], animated: false)
        let first = try #require(view.cellView(for: ModelID(Line.self, 0)) as? RecordingCell)
        let second = try #require(view.cellView(for: ModelID(Line.self, 1)) as? RecordingCell)
        #expect(second.frame == box(17, 17))
        let configurations = first.configured.count
        measurer.isBold = true
        view.applyTraitCollection(UITraitCollection(legibilityWeight: .bold))
        view.layoutIfNeeded()
        #expect(first.frame == box(0, 34) && second.frame == box(34, 17))
        #expect(first.configured.count > configurations)
    }
}
#endif
