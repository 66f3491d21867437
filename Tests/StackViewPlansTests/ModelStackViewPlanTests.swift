import ModelStack
import StackLayout
import StackViewPlans
import Testing

/// A row of a fixed height.
struct Row: StackModel {
    var id: Int
    var height: Double

    static let cellKind = CellKind("row", presenting: Row.self) { .box(height: .points($0.height)) }
    static let tallKind = CellKind("tall-row", presenting: Row.self) { .box(height: .points($0.height * 2)) }
}

func rowID(_ id: Int) -> ModelID { ModelID(Row.self, id) }

func box(_ y: Double, _ height: Double) -> Rect { Rect(x: 0, y: y, width: 100, height: height) }

/// Rows 10, 20 and 30 tall in a 100 pt stack without spacing (exact frames): at 0, 10 and 30.
func threeRows(viewportHeight: Double = 0, isVirtualising: Bool = false) throws -> ModelStack {
    var stack = try ModelStack(
        width: 100, viewportHeight: viewportHeight, isVirtualising: isVirtualising,
        engine: StackLayoutEngine(environment: LayoutEnvironment(scale: 0)), measurer: FixedMetricsTextMeasurer())
    try stack.append(contentsOf: [Row(id: 0, height: 10), Row(id: 1, height: 20), Row(id: 2, height: 30)])
    return stack
}

struct ModelStackViewPlanTests {
    @Test func oneCellPlanPerCell() throws {
        let plan = ModelStackViewPlan(try threeRows())
        #expect(plan.cells == [
            CellViewPlan(id: rowID(0), kindName: "row", frame: box(0, 10), index: 0),
            CellViewPlan(id: rowID(1), kindName: "row", frame: box(10, 20), index: 1),
            CellViewPlan(id: rowID(2), kindName: "row", frame: box(30, 30), index: 2),
        ])
        #expect(plan.contentSize == Size(width: 100, height: 60))
    }

    /// Inserting a 15 pt row at index 1: it fades in at (0, 10, 100, 15); the rows after it move
    /// down by 15: 10 → 25 and 30 → 45. The first row does not change and gets no transition.
    @Test func anInsertInAListOfThree() throws {
        var stack = try threeRows()
        let before = ModelStackViewPlan(stack)
        let update = try stack.insert(Row(id: 9, height: 15), at: 1)
        let transitions = ModelStackTransitionPlan(from: before, to: ModelStackViewPlan(stack), update: update)
        #expect(transitions.transitions == [
            CellTransition(id: rowID(9), kindName: "row", index: 1, start: box(10, 15), end: box(10, 15), startAlpha: 0, endAlpha: 1,
                           createsView: true, configures: true, removesViewAtEnd: false),
            CellTransition(id: rowID(1), kindName: "row", index: 2, start: box(10, 20), end: box(25, 20), startAlpha: 1, endAlpha: 1,
                           createsView: false, configures: false, removesViewAtEnd: false),
            CellTransition(id: rowID(2), kindName: "row", index: 3, start: box(30, 30), end: box(45, 30), startAlpha: 1, endAlpha: 1,
                           createsView: false, configures: false, removesViewAtEnd: false),
        ])
        #expect(transitions.contentSize == Size(width: 100, height: 75))
    }

    /// Removing the middle row: it fades out where it was, then goes; the last row moves up 20.
    @Test func aRemovalFadesOutThenRemoves() throws {
        var stack = try threeRows()
        let before = ModelStackViewPlan(stack)
        let update = try stack.remove(at: 1)
        let transitions = ModelStackTransitionPlan(from: before, to: ModelStackViewPlan(stack), update: update).transitions
        #expect(transitions == [
            CellTransition(id: rowID(1), kindName: "row", index: nil, start: box(10, 20), end: box(10, 20), startAlpha: 1, endAlpha: 0,
                           createsView: false, configures: false, removesViewAtEnd: true),
            CellTransition(id: rowID(2), kindName: "row", index: 1, start: box(30, 30), end: box(10, 30), startAlpha: 1, endAlpha: 1,
                           createsView: false, configures: false, removesViewAtEnd: false),
        ])
    }

    /// An updated model is reconfigured in place (its height 20 → 5 moves the next row up 15).
    @Test func anUpdateReconfigures() throws {
        var stack = try threeRows()
        let before = ModelStackViewPlan(stack)
        let update = try stack.update(Row(id: 1, height: 5))
        let transitions = ModelStackTransitionPlan(from: before, to: ModelStackViewPlan(stack), update: update).transitions
        #expect(transitions.map(\.configures) == [true, false])
        #expect(transitions.map(\.start) == [box(10, 20), box(30, 30)])
        #expect(transitions.map(\.end) == [box(10, 5), box(15, 30)])
    }

    /// Replacing a row's kind (same model, the tall kind) cross-fades two views of different kinds.
    @Test func anotherKindCrossFades() throws {
        var stack = try threeRows()
        let before = ModelStackViewPlan(stack)
        let update = try stack.replace(at: 0, with: Row(id: 0, height: 10), kind: Row.tallKind)
        let transitions = ModelStackTransitionPlan(from: before, to: ModelStackViewPlan(stack), update: update).transitions
        #expect(transitions.count == 4)
        #expect(transitions[0] == CellTransition(
            id: rowID(0), kindName: "row", index: nil, start: box(0, 10), end: box(0, 10), startAlpha: 1, endAlpha: 0,
            createsView: false, configures: false, removesViewAtEnd: true))
        #expect(transitions[1] == CellTransition(
            id: rowID(0), kindName: "tall-row", index: 0, start: box(0, 20), end: box(0, 20), startAlpha: 0, endAlpha: 1,
            createsView: true, configures: true, removesViewAtEnd: false))
        #expect(transitions[2].end == box(20, 20) && transitions[3].end == box(40, 30))
    }

    /// Virtualising with a 25 pt viewport: rows at 0–10 and 10–30 have views, the one at 30–60
    /// none. Inserting a 15 pt row at the top: it fades in (0–15); row 0 moves to 15–25; row 1
    /// moves to 25–45, out of the region, and its view goes at the end; row 2 stays without one.
    @Test func cellsOutsideTheVisibleRegionGetNoViews() throws {
        var stack = try threeRows(viewportHeight: 25, isVirtualising: true)
        let before = ModelStackViewPlan(stack)
        #expect(before.cells.map(\.id) == [rowID(0), rowID(1)])
        let update = try stack.insert(Row(id: 9, height: 15), at: 0)
        let after = ModelStackViewPlan(stack)
        #expect(after.cells.map(\.id) == [rowID(9), rowID(0)])
        let transitions = ModelStackTransitionPlan(from: before, to: after, update: update).transitions
        #expect(transitions == [
            CellTransition(id: rowID(9), kindName: "row", index: 0, start: box(0, 15), end: box(0, 15), startAlpha: 0, endAlpha: 1,
                           createsView: true, configures: true, removesViewAtEnd: false),
            CellTransition(id: rowID(0), kindName: "row", index: 1, start: box(0, 10), end: box(15, 10), startAlpha: 1, endAlpha: 1,
                           createsView: false, configures: false, removesViewAtEnd: false),
            CellTransition(id: rowID(1), kindName: "row", index: nil, start: box(10, 20), end: box(25, 20), startAlpha: 1, endAlpha: 1,
                           createsView: false, configures: false, removesViewAtEnd: true),
        ])
    }

    /// Scrolling (no edit) to 30–55: row 2 gets a view at its frame, rows 0 and 1 lose theirs.
    @Test func scrollingCreatesAndRemovesViews() throws {
        var stack = try threeRows(viewportHeight: 25, isVirtualising: true)
        let before = ModelStackViewPlan(stack)
        stack.setVisibleRegion(30..<55)
        let empty = StackUpdate(diff: ModelDiff(), changes: [], contentSizeBefore: stack.contentSize, contentSizeAfter: stack.contentSize)
        let transitions = ModelStackTransitionPlan(from: before, to: ModelStackViewPlan(stack), update: empty).transitions
        #expect(transitions.map(\.id) == [rowID(2), rowID(0), rowID(1)])
        #expect(transitions.map(\.createsView) == [true, false, false])
        #expect(transitions.map(\.removesViewAtEnd) == [false, true, true])
        #expect(transitions[0].start == box(30, 30) && transitions[0].end == box(30, 30))
    }
}
