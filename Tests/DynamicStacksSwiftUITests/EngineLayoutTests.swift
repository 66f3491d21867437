#if os(Linux)  // drives the views through the SwiftUI transcription, which exists on Linux only
import Foundation
import StackLayout
@_spi(TestDriving) import SwiftUIInterface
import Testing

@testable import DynamicStacksSwiftUI

/// The engine's stack and containers as SwiftUI layouts, driven through the transcription.
@Suite struct EngineLayoutTests {
    let row = DynamicStackLayout(axis: .horizontal, spacing: 8)

    @Test func rowTakesTheProposedWidthAndPlacesAtTheBoundsOrigin() {
        let board = FakeBoard()
        let subviews = board.subviews([fixed(40, 20), fixed(60, 20)])
        var cache = row.makeCache(subviews: subviews)
        let size = row.sizeThatFits(proposal: ProposedViewSize(width: 200, height: 500), subviews: subviews, cache: &cache)
        // As wide as offered, as tall as the content (the proposed height is not taken).
        #expect(size == CGSize(width: 200, height: 20))
        row.placeSubviews(
            in: CGRect(x: 10, y: 30, width: 200, height: 20), proposal: ProposedViewSize(width: 200, height: 500),
            subviews: subviews, cache: &cache)
        // 200 − 100 − 8 = 92 spare to the first view (hugging tie); frames moved by (10, 30).
        #expect(board.placements(2) == [placed(10, 30, 132, 20), placed(150, 30, 60, 20)])
    }

    @Test func proposalsAsSwiftUISendsThem() {
        let board = FakeBoard()
        let subviews = board.subviews([fixed(40, 20), fixed(60, 30)])
        var cache = row.makeCache(subviews: subviews)
        // Ideal and maximum: the natural width 40 + 8 + 60.
        #expect(row.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 108, height: 30))
        #expect(row.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &cache) == CGSize(width: 108, height: 30))
        // Minimum: no width; the views still have their heights.
        #expect(row.sizeThatFits(proposal: .zero, subviews: subviews, cache: &cache) == CGSize(width: 0, height: 30))
    }

    @Test func rightToLeftIsLeftToSwiftUI() {
        // SwiftUI flips a layout's placements itself in a right-to-left environment; the layout
        // places as for left to right, or the views would be flipped back.
        let ltr = FakeBoard()
        let rtl = FakeBoard()
        for (board, direction) in [(ltr, LayoutDirection.leftToRight), (rtl, .rightToLeft)] {
            let subviews = board.subviews([fixed(40, 20), fixed(60, 20)], direction: direction)
            var cache = row.makeCache(subviews: subviews)
            _ = row.sizeThatFits(proposal: ProposedViewSize(width: 200, height: nil), subviews: subviews, cache: &cache)
            row.placeSubviews(in: CGRect(x: 0, y: 0, width: 200, height: 20), proposal: .unspecified, subviews: subviews, cache: &cache)
        }
        #expect(rtl.placements(2) == ltr.placements(2))
        #expect(rtl.placement(0) == placed(0, 0, 132, 20))
    }

    @Test func placingInTheMeasuredSizeDoesNotLayOutAgain() {
        let board = FakeBoard()
        let subviews = board.subviews([fixed(40, 20), fixed(60, 20)])
        var cache = row.makeCache(subviews: subviews)
        _ = row.sizeThatFits(proposal: ProposedViewSize(width: 200, height: nil), subviews: subviews, cache: &cache)
        let askedToMeasure = board.asked
        #expect(askedToMeasure > 0)
        // The same question again, then placing in the size answered: nothing more is asked.
        _ = row.sizeThatFits(proposal: ProposedViewSize(width: 200, height: nil), subviews: subviews, cache: &cache)
        row.placeSubviews(in: CGRect(x: 0, y: 0, width: 200, height: 20), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.asked == askedToMeasure)
        // Other bounds: laid out again.
        row.placeSubviews(in: CGRect(x: 0, y: 0, width: 300, height: 20), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.asked > askedToMeasure)
        #expect(board.placement(0) == placed(0, 0, 232, 20))
    }

    @Test func wrappingViewIsAskedItsHeightAtItsWidth() {
        let column = DynamicStackLayout(axis: .vertical, spacing: 4)
        let board = FakeBoard()
        let subviews = board.subviews([wrapping(), fixed(30, 30)])
        var cache = column.makeCache(subviews: subviews)
        // At 40 pt: three 10 pt lines, 4 pt, 30 pt.
        #expect(column.sizeThatFits(proposal: ProposedViewSize(width: 40, height: nil), subviews: subviews, cache: &cache)
            == CGSize(width: 40, height: 64))
        column.placeSubviews(in: CGRect(x: 0, y: 0, width: 40, height: 64), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placements(2) == [placed(0, 0, 40, 30), placed(0, 34, 40, 30)])
    }

    @Test func flowContainerWrapsItsViews() {
        let flow = DynamicContainerLayout(FlowLayout(spacing: 10, lineSpacing: 5))
        let board = FakeBoard()
        let subviews = board.subviews([fixed(50, 10), fixed(50, 10), fixed(50, 10)])
        var cache = flow.makeCache(subviews: subviews)
        #expect(flow.sizeThatFits(proposal: ProposedViewSize(width: 120, height: nil), subviews: subviews, cache: &cache)
            == CGSize(width: 120, height: 25))
        flow.placeSubviews(in: CGRect(x: 2, y: 3, width: 120, height: 25), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placements(3) == [placed(2, 3, 50, 10), placed(62, 3, 50, 10), placed(2, 18, 50, 10)])
    }

    @Test func overlayContainerCentresItsViews() {
        let overlay = DynamicContainerLayout(Overlay())
        let board = FakeBoard()
        let subviews = board.subviews([fixed(40, 20), fixed(60, 10)])
        var cache = overlay.makeCache(subviews: subviews)
        #expect(overlay.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 60, height: 20))
        overlay.placeSubviews(in: CGRect(x: 0, y: 0, width: 60, height: 20), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placements(2) == [placed(10, 0, 40, 20), placed(0, 5, 60, 10)])
    }

    @Test func aStackWithABadValueShowsNothingAndDoesNotCrash() {
        let broken = DynamicStackLayout(Stack(axis: .horizontal, spacing: .points(.nan), children: []))
        let board = FakeBoard()
        let subviews = board.subviews([fixed(40, 20)])
        var cache = broken.makeCache(subviews: subviews)
        #expect(broken.sizeThatFits(proposal: ProposedViewSize(width: 100, height: nil), subviews: subviews, cache: &cache) == .zero)
        broken.placeSubviews(in: CGRect(x: 5, y: 5, width: 100, height: 20), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(board.placement(0) == placed(5, 5, 0, 0))
    }
}
#endif
