import StackLayout
import Testing

@testable import ModelStack

struct ModelStackHitTestingTests {
    /// Rows 10 and 20 without spacing: cell 0 covers [0, 10), cell 1 [10, 30).
    @Test func theBoundaryBelongsToTheLowerCell() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: rows([10, 20]))
        #expect(stack.index(at: Point(x: 50, y: 0)) == 0)
        #expect(stack.index(at: Point(x: 50, y: 9.999)) == 0)
        #expect(stack.index(at: Point(x: 50, y: 10)) == 1)
        #expect(stack.index(at: Point(x: 50, y: 29.999)) == 1)
        #expect(stack.index(at: Point(x: 50, y: 30)) == nil)
        #expect(stack.index(at: Point(x: 50, y: -0.001)) == nil)
    }

    @Test func pointsOutsideTheWidthOrInGapsHitNothing() throws {
        var stack = try makeStack(spacing: 5)
        try stack.append(contentsOf: rows([10, 20]))
        #expect(stack.index(at: Point(x: 100, y: 5)) == nil)
        #expect(stack.index(at: Point(x: -1, y: 5)) == nil)
        #expect(stack.index(at: Point(x: 0, y: 5)) == 0)
        #expect(stack.index(at: Point(x: 50, y: 10)) == nil)
        #expect(stack.index(at: Point(x: 50, y: 14.9)) == nil)
        #expect(stack.index(at: Point(x: 50, y: 15)) == 1)
    }

    @Test func zeroHeightCellsAreNeverHit() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: rows([10, 0, 10]))
        #expect(stack.index(at: Point(x: 1, y: 10)) == 2)
    }

    @Test func hitTestingFollowsBottomAnchoring() throws {
        var stack = try makeStack(anchor: .bottom, viewportHeight: 100)
        try stack.append(contentsOf: rows([10, 20]))
        // Cells at [70, 80) and [80, 100).
        #expect(stack.index(at: Point(x: 1, y: 50)) == nil)
        #expect(stack.index(at: Point(x: 1, y: 70)) == 0)
        #expect(stack.index(at: Point(x: 1, y: 80)) == 1)
    }

    @Test func tapCallsTheHandlerWithTheCellAndItsModel() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: [Row(id: 1, height: 10), Note(id: "n", text: "Hi")])
        final class Taps {
            var received: [(Int, String)] = []
        }
        let taps = Taps()
        stack.onTap = { cell, model in
            taps.received.append((cell.index, (model as? Note)?.text ?? "not a note"))
        }
        #expect(stack.tap(at: Point(x: 5, y: 12))?.id == ModelID(Note.self, "n"))
        #expect(stack.tap(at: Point(x: 5, y: 40)) == nil)
        #expect(taps.received.count == 1)
        #expect(taps.received.first?.0 == 1 && taps.received.first?.1 == "Hi")
    }
}
