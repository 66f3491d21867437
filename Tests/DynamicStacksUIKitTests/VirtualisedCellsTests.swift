#if os(Linux)
import DynamicStacksUIKit
import Foundation
import ModelStack
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

@MainActor
struct VirtualisedCellsTests {
    /// 10,000 rows of 44 pt in a 100 × 600 virtualising view, scrolled through in steps of
    /// 300 pt and back to the top: a 600 pt window overlaps at most ⌊(43 + 600) / 44⌋ + 1 = 15
    /// rows, and views that leave are reused before any is made, so no more than 15 views
    /// are ever made, and no more than 15 are in the view at once.
    @Test func cellViewsAreReusedSoTheirNumberStaysFlat() throws {
        let view = try DynamicStackView(isVirtualising: true, environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
        var made = 0
        var reused = 0
        view.register(kindNamed: "row") {
            made += 1
            return ReuseCountingCell(frame: .zero) { reused += 1 }
        }
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 600)
        view.layoutIfNeeded()
        try view.append(models: (0..<10_000).map { Row(id: $0, height: 44) }, animated: false)
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 440_000)
        var mostLive = 0
        var offsets = Array(stride(from: 0.0, through: 440_000 - 600, by: 300))
        offsets.append(0)
        for offset in offsets {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            mostLive = max(mostLive, view.subviews.count { $0 is StackCellView })
        }
        #expect(made <= 15 && mostLive <= 15)
        #expect(reused > 9_000)
        // The last row is on screen at the end of the stroll; the first again at the top.
        #expect(view.cellView(for: ModelID(Row.self, 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
    }

    /// Five 44 pt rows in a 100 pt virtualising view: rows 0–2 have views (row 2 spans
    /// 88–132), rows 3 and 4 do not. VoiceOver still gets all five, in order: the three views,
    /// then elements at (0, 132) and (0, 176), 100 × 44, labelled by the app; the same
    /// elements when asked again, and the same order right to left.
    @Test func voiceOverReachesEveryCellInOrder() throws {
        let view = try DynamicStackView(isVirtualising: true, environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
        view.register(RecordingCell.self, forKindNamed: "row")
        view.accessibilityLabelForModel = { model in (model as? Row).map { "Row \($0.id)" } }
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.layoutIfNeeded()
        try view.append(models: (0..<5).map { Row(id: $0, height: 44) }, animated: false)
        view.layoutIfNeeded()
        let elements = try #require(view.accessibilityElements)
        #expect(elements.count == 5)
        for id in 0..<3 { #expect(isSame(elements[id], view.cellView(for: ModelID(Row.self, id)))) }
        let fourth = try #require(elements[3] as? UIAccessibilityElement)
        let fifth = try #require(elements[4] as? UIAccessibilityElement)
        #expect(fourth.accessibilityFrameInContainerSpace == CGRect(x: 0, y: 132, width: 100, height: 44))
        #expect(fifth.accessibilityFrameInContainerSpace == CGRect(x: 0, y: 176, width: 100, height: 44))
        #expect(fourth.accessibilityLabel == "Row 3" && fifth.accessibilityLabel == "Row 4" && fourth.isAccessibilityElement)
        #expect(isSame(view.accessibilityElements?[3], fourth))

        view.applyTraitCollection(traits(.large, .rightToLeft, scale: 0))
        view.layoutIfNeeded()
        let mirrored = try #require(view.accessibilityElements)
        #expect(isSame(mirrored[0], view.cellView(for: ModelID(Row.self, 0))))
        #expect((mirrored[4] as? UIAccessibilityElement)?.accessibilityLabel == "Row 4")
        // Scrolled to the end, rows 3 and 4 have views and VoiceOver is given them.
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.layoutIfNeeded()
        #expect(isSame(view.accessibilityElements?[4], view.cellView(for: ModelID(Row.self, 4))))
    }
}

/// Whether an accessibility element is `object` itself.
private func isSame(_ element: Any?, _ object: AnyObject?) -> Bool {
    guard let element, let object else { return false }
    return ObjectIdentifier(element as AnyObject) == ObjectIdentifier(object)
}

/// A cell that counts its reuses.
final class ReuseCountingCell: StackCellView {
    private var onReuse: () -> Void = {}

    convenience init(frame: CGRect, onReuse: @escaping () -> Void) {
        self.init(frame: frame)
        self.onReuse = onReuse
    }

    override func prepareForReuse() {
        onReuse()
    }
}
#endif
