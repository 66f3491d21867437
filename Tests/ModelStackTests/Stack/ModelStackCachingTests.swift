import StackLayout
import Testing

@testable import ModelStack

/// Each cell is laid out once per width and content.
struct ModelStackCachingTests {
    @Test func appendingToTenThousandLaysOutOneCell() throws {
        var stack = try makeStack(spacing: 1)
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 10_000)))
        #expect(stack.cellLayoutCount == 10_000)
        let update = try stack.append(Row(id: 10_000, height: 10))
        #expect(stack.cellLayoutCount == 10_001)
        #expect(update.changes == [
            CellChange(id: rowID(10_000), reasons: .inserted, oldIndex: nil, newIndex: 10_000, before: nil, after: frame(110_000, 10))
        ])
        #expect(stack.contentHeight == 110_010)
    }

    @Test func insertingAtTheFrontLaysOutOneCellAndShiftsTheRest() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 1_000)))
        let update = try stack.insert(Row(id: -1, height: 5), at: 0)
        #expect(stack.cellLayoutCount == 1_001)
        #expect(update.changes.count == 1_001)
        #expect(stack.frame(at: 1_000) == frame(9_995, 10))
    }

    @Test func movesAndRemovalsLayOutNothing() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 100)))
        try stack.move(from: 3, to: 90)
        try stack.remove(at: 50)
        try stack.performBatch { list in try list.move(from: 0, to: 98) }
        #expect(stack.cellLayoutCount == 100)
    }

    @Test func anUnchangedModelInANewListIsNotLaidOutAgain() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: rows([10, 20, 30]))
        try stack.update(to: rows([10, 25, 30]))
        #expect(stack.cellLayoutCount == 4)
    }
}
