#if os(Linux)
import DynamicStacksUIKit
import Foundation
import ModelStack
import StackLayout
@_spi(TestDriving) import UIKitInterface
import Testing

/// A row of a fixed height.
struct Row: StackModel {
    var id: Int
    var height: Double

    static let cellKind = CellKind("row", presenting: Row.self) { .box(height: .points($0.height)) }
    static let tallKind = CellKind("tall-row", presenting: Row.self) { .box(height: .points($0.height * 2)) }
}

/// A cell that records every frame and alpha it is given, and every model it is configured with.
final class RecordingCell: StackCellView {
    var frames: [CGRect] = []
    var alphas: [CGFloat] = []
    var configured: [Int] = []

    override var frame: CGRect {
        didSet { frames.append(frame) }
    }

    override var alpha: CGFloat {
        didSet { alphas.append(alpha) }
    }

    override func configure(with cell: StackCell) {
        configured.append((cell.model as? Row)?.id ?? -1)
    }
}

final class TallCell: StackCellView {}

/// A line of body text (fixed metrics: as tall as the body size, 17 pt at large, 53 pt at
/// accessibilityXXXLarge).
struct Line: StackModel {
    var id: Int
    var text: String

    static let cellKind = CellKind("line", presenting: Line.self) { PlainRow($0.text).node() }
}

func box(_ y: Double, _ height: Double) -> CGRect { CGRect(x: 0, y: y, width: 100, height: height) }

/// A 100 × 200 stack view (exact frames) with rows 10, 20 and 30 tall: at 0, 10 and 30.
@MainActor
func threeRowView() throws -> DynamicStackView {
    let view = try DynamicStackView(environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
    view.register(RecordingCell.self, forKindNamed: "row")
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    view.layoutIfNeeded()
    for (id, height) in [(0, 10.0), (1, 20), (2, 30)] { try view.append(Row(id: id, height: height), animated: false) }
    return view
}

@MainActor
func cell(_ view: DynamicStackView, _ id: Int) -> RecordingCell? {
    view.cellView(for: ModelID(Row.self, id)) as? RecordingCell
}

@MainActor
struct DynamicStackViewTests {
    @Test func cellsGetTheirPlannedFramesAndModels() throws {
        let view = try threeRowView()
        #expect(cell(view, 0)?.frame == box(0, 10))
        #expect(cell(view, 1)?.frame == box(10, 20))
        #expect(cell(view, 2)?.frame == box(30, 30))
        #expect(cell(view, 2)?.configured == [2])
        #expect(view.contentSize == CGSize(width: 100, height: 60))
    }

    /// Inserting a 15 pt row at 1: the new cell starts at its final frame (0, 10, 100, 15) at
    /// alpha 0 and animates to alpha 1; row 1 animates from (0, 10) to (0, 25), row 2 from
    /// (0, 30) to (0, 45).
    @Test func anInsertAnimatesFromThePlannedFrames() throws {
        let view = try threeRowView()
        let row1 = try #require(cell(view, 1))
        let row2 = try #require(cell(view, 2))
        row1.frames = []
        row2.frames = []
        try view.insert(Row(id: 9, height: 15), at: 1)
        let inserted = try #require(cell(view, 9))
        #expect(inserted.frames.last == box(10, 15))
        #expect(inserted.alphas == [0, 1])
        #expect(inserted.configured == [9])
        #expect(row1.frames == [box(10, 20), box(25, 20)])
        #expect(row2.frames == [box(30, 30), box(45, 30)])
        #expect(view.contentSize.height == 75)
    }

    /// Appending rows 15 and 25 tall in one call: they follow the three rows (0 + 10 + 20 + 30 =
    /// 60) at 60 and 75, each fading in at its final frame; the content grows to 100. A model
    /// already shown makes the whole call fail and changes nothing.
    @Test func appendModelsAddsThemInOrderAsOneChange() throws {
        let view = try threeRowView()
        try view.append(models: [Row(id: 3, height: 15), Row(id: 4, height: 25)])
        #expect(cell(view, 3)?.frames.last == box(60, 15))
        #expect(cell(view, 4)?.frames.last == box(75, 25))
        #expect(cell(view, 3)?.alphas == [0, 1])
        #expect(cell(view, 4)?.configured == [4])
        #expect(view.contentSize.height == 100)
        #expect(throws: ModelStackError.self) { try view.append(models: [Row(id: 5, height: 5), Row(id: 0, height: 5)]) }
        #expect(cell(view, 5) == nil)
        #expect(view.contentSize.height == 100)
    }

    /// Removing row 1: its view fades out where it was, then leaves the view; row 2 moves up 20.
    @Test func aRemovalFadesOutAndRemovesTheView() throws {
        let view = try threeRowView()
        let row1 = try #require(cell(view, 1))
        let row2 = try #require(cell(view, 2))
        row1.alphas = []
        row2.frames = []
        try view.remove(at: 1)
        #expect(row1.alphas == [1, 0])
        #expect(row1.superview == nil)
        #expect(cell(view, 1) == nil)
        #expect(row2.frames == [box(30, 30), box(10, 30)])
    }

    @Test func aKindOverrideOnInsertMakesThatKindsView() throws {
        let view = try threeRowView()
        view.register(TallCell.self, forKindNamed: "tall-row")
        try view.insert(Row(id: 5, height: 10), at: 0, kind: Row.tallKind)
        let tall = try #require(view.cellView(for: ModelID(Row.self, 5)))
        #expect(tall is TallCell)
        #expect(tall.frame == box(0, 20))
        #expect(cell(view, 0)?.frame == box(20, 10))
    }

    /// y = 35 lies in row 2 (30–60); y = 5 in row 0.
    @Test func aTapAtAPointReachesDidTapCellWithItsModel() throws {
        let view = try threeRowView()
        var tapped: [(index: Int, id: Int)] = []
        view.didTapCell = { cell, model in tapped.append((cell.index, (model as? Row)?.id ?? -1)) }
        view.cellView(at: CGPoint(x: 50, y: 35))?.sendActions(for: .touchUpInside)
        view.cellView(at: CGPoint(x: 50, y: 5))?.sendActions(for: .touchUpInside)
        #expect(tapped.map(\.id) == [2, 0])
        #expect(tapped.map(\.index) == [2, 0])
        #expect(view.cellView(at: CGPoint(x: 50, y: 60)) == nil)
    }

    /// A drag that starts on a cell scrolls (the cell's touch is cancelled: no tap), though a
    /// cell is a control, which a scroll view otherwise leaves the touch with; a tap still
    /// reaches `didTapCell`. Any other control keeps its touch, as UIKit's default says.
    @Test func aDragOnACellScrollsAndATapStillTaps() throws {
        let view = try threeRowView()
        var tapped: [Int] = []
        view.didTapCell = { _, model in tapped.append((model as? Row)?.id ?? -1) }
        let row = try #require(view.cellView(for: ModelID(Row.self, 1)))
        var cancelled = 0
        row.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        #expect(view.simulateDrag(startingOn: row))
        #expect(cancelled == 1 && tapped.isEmpty)
        row.sendActions(for: .touchUpInside)
        #expect(tapped == [1])
        let control = UIControl(frame: .zero)
        #expect(!view.simulateDrag(startingOn: control))
        #expect(view.simulateDrag(startingOn: UIView(frame: .zero)))
        view.canCancelContentTouches = false
        #expect(!view.simulateDrag(startingOn: row))
    }

    /// Two lines of body text: 17 pt each at large, 53 pt each once the traits say
    /// accessibilityXXXLarge; every cell is configured again. A view that keeps its
    /// environment does not move.
    @Test func cellsFollowTheTextSizeOfTheTraits() throws {
        for follows in [true, false] {
            let view = try DynamicStackView(environment: LayoutEnvironment(scale: 0), followsTraits: follows, measurer: FixedMetricsTextMeasurer())
            view.register(RecordingCell.self, forKindNamed: "line")
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            view.layoutIfNeeded()
            try view.append(models: [Line(id: 0, text: "Hi"), Line(id: 1, text: "Yo")], animated: false)
            let second = try #require(view.cellView(for: ModelID(Line.self, 1)) as? RecordingCell)
            #expect(second.frame == box(17, 17))
            view.applyTraitCollection(traits(.accessibilityExtraExtraExtraLarge, .rightToLeft, scale: 1))
            if follows {
                #expect(second.frame == box(53, 53))
                #expect(view.contentSize == CGSize(width: 100, height: 106))
                #expect(view.stack.engine.environment == LayoutEnvironment(direction: .rightToLeft, contentSizeCategory: .accessibilityExtraExtraExtraLarge, scale: 1))
                #expect(second.configured.count == 2)
            } else {
                #expect(second.frame == box(17, 17))
                #expect(view.stack.engine.environment == LayoutEnvironment(scale: 0))
            }
        }
    }

    @Test func setAnimatesTheDifference() throws {
        let view = try threeRowView()
        try view.set([Row(id: 2, height: 30), Row(id: 0, height: 10)])
        #expect(cell(view, 1) == nil)
        #expect(cell(view, 2)?.frame == box(0, 30))
        #expect(cell(view, 0)?.frame == box(30, 10))
    }

    /// Virtualising in a 25 pt tall view: rows 0 (0–10) and 1 (10–30) have views, row 2 none;
    /// scrolling to 30 gives row 2 a view and takes the others'.
    @Test func virtualisationCreatesOnlyVisibleCells() throws {
        let view = try DynamicStackView(isVirtualising: true, environment: LayoutEnvironment(scale: 0), measurer: FixedMetricsTextMeasurer())
        view.register(RecordingCell.self, forKindNamed: "row")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 25)
        view.layoutIfNeeded()
        for (id, height) in [(0, 10.0), (1, 20), (2, 30)] { try view.append(Row(id: id, height: height), animated: false) }
        #expect(cell(view, 0) != nil && cell(view, 1) != nil && cell(view, 2) == nil)
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.layoutIfNeeded()
        #expect(cell(view, 0) == nil && cell(view, 1) == nil)
        #expect(cell(view, 2)?.frame == box(30, 30))
    }

    @Test func theViewIsReleasedWhenNothingElseHoldsIt() throws {
        weak var released: DynamicStackView?
        var taps = 0
        do {
            let view = try threeRowView()
            view.didTapCell = { _, _ in taps += 1 }
            view.cellView(at: CGPoint(x: 50, y: 5))?.sendActions(for: .touchUpInside)
            released = view
            #expect(released != nil)
        }
        #expect(taps == 1)
        #expect(released == nil)
    }

    @Test func aBadSpacingIsAnErrorNamingIt() {
        #expect(throws: ModelStackError.invalidConfiguration(property: "spacing", value: -1)) {
            try DynamicStackView(spacing: -1, measurer: FixedMetricsTextMeasurer())
        }
    }
}
#endif
