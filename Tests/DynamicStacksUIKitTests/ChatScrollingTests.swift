#if os(Linux)
import DynamicStacksUIKit
import Foundation
import ModelStack
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

/// A bottom-anchored chat, 100 × 400, under a 47 pt status bar and over a 34 pt home
/// indicator (the safe area), with rows 10, 20 and 30 pt tall.
@MainActor
private func chat() throws -> DynamicStackView {
    let view = try DynamicStackView(anchor: .bottom, environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
    view.register(RecordingCell.self, forKindNamed: "row")
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
    view.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    view.layoutIfNeeded()
    for (id, height) in [(0, 10.0), (1, 20), (2, 30)] { try view.append(Row(id: id, height: height), animated: false) }
    view.layoutIfNeeded()
    return view
}

/// Where a row's bottom is on screen: its frame in the content less the offset.
@MainActor
private func screenBottom(_ view: DynamicStackView, _ id: Int) -> CGFloat? {
    cell(view, id).map { $0.frame.maxY - view.contentOffset.y }
}

@MainActor
struct ChatScrollingTests {
    /// The rows end above the home indicator: the viewport is 400 − 47 − 34 = 319 pt, the 60
    /// pt of rows sit at its bottom (the last from 289 to 319), and the view shows them from
    /// offset −47 (under the bar), so the last row ends 319 + 47 = 366 = 400 − 34 down the screen.
    @Test func bottomAnchoringRespectsTheSafeArea() throws {
        let view = try chat()
        #expect(view.stack.viewportHeight == 319)
        #expect(cell(view, 2)?.frame == CGRect(x: 0, y: 289, width: 100, height: 30))
        #expect(view.contentOffset.y == -47)
        #expect(screenBottom(view, 2) == 366)
        #expect(view.contentInset.bottom == 0)
    }

    /// A 300 pt keyboard: it covers 300 − 34 more than the safe area, which becomes content
    /// inset (266); the viewport is 400 − 47 − 300 = 53, the 60 pt of rows fill it from the
    /// top, and the reader, who was at the bottom, is taken to the new bottom, offset
    /// 60 + 300 − 400 = −40: the last row ends at 100, the keyboard's top. A new 40 pt row:
    /// the bottom moves to 100 + 300 − 400 = 0, and the new row ends at 100 too.
    @Test func theKeyboardAndNewMessagesKeepTheLatestInView() throws {
        let view = try chat()
        view.simulateKeyboard(height: 300)
        view.layoutIfNeeded()
        #expect(view.contentInset.bottom == 266)
        #expect(view.stack.viewportHeight == 53)
        #expect(view.contentOffset.y == -40)
        #expect(screenBottom(view, 2) == 100)
        try view.append(Row(id: 3, height: 40), animated: false)
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 0)
        #expect(screenBottom(view, 3) == 100)
        // Keyboard down again, still at the bottom: 100 pt of rows in a 319 pt viewport,
        // anchored at its bottom, shown from −47 again.
        view.simulateKeyboard(height: 0)
        view.layoutIfNeeded()
        #expect(view.contentInset.bottom == 0 && view.contentOffset.y == -47)
        #expect(screenBottom(view, 3) == 366)
    }

    /// Reading history (scrolled to the top, offset −47, with the end 47 pt below): a new row
    /// does not move the reader; the content grows under them.
    @Test func aReaderOfHistoryStaysPut() throws {
        let view = try chat()
        view.simulateKeyboard(height: 300)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: -47)
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == -47)
        try view.append(Row(id: 3, height: 40), animated: false)
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == -47)
        #expect(view.contentSize.height == 100)
    }

    /// A top-anchored stack does not follow: appending past the bottom leaves the offset.
    @Test func aTopAnchoredStackDoesNotFollow() throws {
        let view = try threeRowView()
        #expect(!view.followsLatest)
        try view.append(Row(id: 3, height: 300), animated: false)
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 0)
    }
}
#endif
