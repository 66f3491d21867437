#if os(Linux)
import DynamicStacksUIKit
import Foundation
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

/// Fixed metrics, recording every request it is asked.
final class RecordingMeasurer: TextMeasuring {
    private let fixed = FixedMetricsTextMeasurer()
    private(set) var requests: [TextMeasurementRequest] = []

    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        requests.append(request)
        return fixed.measure(request)
    }
}

@MainActor
struct MeasureOnceTests {
    /// Three titles laid out and sized at 320 pt, rotated to 568 and back, then at
    /// accessibilityXXXLarge and back: no request (a title in a font at a wrap width) reaches
    /// the measurer twice, and sizing queries repeated at a width already seen measure nothing.
    @Test func eachTitleIsMeasuredOncePerFontAndWidth() {
        let recorder = RecordingMeasurer()
        let view = DynamicButtonStack(items: [
            .init(id: "safari", title: "Open in Safari", image: "safari"),
            .init(id: "favourite", title: "Add to Favourites", image: "star"),
            .init(id: "delete", title: "Delete", image: "trash"),
        ], measurer: recorder)
        view.applyTraitCollection(traits())
        func sizeAndLayOut(width: CGFloat) {
            _ = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
            view.frame = CGRect(x: 0, y: 0, width: width, height: 148)
            view.layoutIfNeeded()
            _ = view.intrinsicContentSize
            _ = view.sizeThatFits(CGSize(width: width, height: 0))
            _ = view.intrinsicContentSize
        }
        sizeAndLayOut(width: 320)
        let afterFirstLayout = recorder.requests.count
        #expect(afterFirstLayout > 0)
        sizeAndLayOut(width: 320)
        #expect(recorder.requests.count == afterFirstLayout)

        sizeAndLayOut(width: 568)
        sizeAndLayOut(width: 320)
        view.applyTraitCollection(traits(.accessibilityExtraExtraExtraLarge))
        sizeAndLayOut(width: 320)
        let afterLargest = recorder.requests.count
        // The 53 pt titles are new requests: each title at least once more.
        #expect(afterLargest >= afterFirstLayout + 3)
        view.applyTraitCollection(traits())
        sizeAndLayOut(width: 320)
        sizeAndLayOut(width: 568)
        #expect(recorder.requests.count == afterLargest)
        #expect(Set(recorder.requests).count == recorder.requests.count)
    }
}
#endif
