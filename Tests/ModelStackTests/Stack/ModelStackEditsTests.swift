import StackTestSupport
import StackLayout
import Testing

@testable import ModelStack

/// Edits and the frames they report. Rows are boxes 100 wide; with spacing 5 and heights
/// 10, 20, 30 the cells sit at y 0, 15 and 40 and the content is 70 tall.
struct ModelStackEditsTests {
    private func threeRows() throws -> ModelStack {
        var stack = try makeStack(spacing: 5)
        try stack.append(contentsOf: rows([10, 20, 30]))
        return stack
    }

    @Test func appendingPlacesCellsWithSpacing() throws {
        let stack = try threeRows()
        #expect(stack.ids == [rowID(0), rowID(1), rowID(2)])
        #expect((0..<3).map(stack.frame(at:)) == [frame(0, 10), frame(15, 20), frame(40, 30)])
        #expect(stack.contentSize == Size(width: 100, height: 70))
    }

    /// Inserting an 8 pt row at index 1: it takes y 15; B moves from 15 to 15 + 8 + 5 = 28 and
    /// C from 40 to 53; A is untouched and not reported.
    @Test func insertInTheMiddleReportsFramesBeforeAndAfter() throws {
        var stack = try threeRows()
        let update = try stack.insert(Row(id: 9, height: 8), at: 1)
        #expect(update.diff == ModelDiff(inserted: [1]))
        #expect(update.changes == [
            CellChange(id: rowID(9), reasons: .inserted, oldIndex: nil, newIndex: 1, before: nil, after: frame(15, 8)),
            CellChange(id: rowID(1), reasons: .shifted, oldIndex: 1, newIndex: 2, before: frame(15, 20), after: frame(28, 20)),
            CellChange(id: rowID(2), reasons: .shifted, oldIndex: 2, newIndex: 3, before: frame(40, 30), after: frame(53, 30)),
        ])
        #expect(update.contentSizeBefore.height == 70 && update.contentSizeAfter.height == 83)
    }

    /// The same with text: "Hello world" is 11 × 5 = 55 pt wide, one 10 pt line at width 100;
    /// "aaaa bbbb cccc dddd eeee ffff" (145 pt) wraps at 100 into two lines, 20 pt.
    @Test func insertInTheMiddleWithText() throws {
        var stack = try makeStack(spacing: 4)
        try stack.append(contentsOf: [Note(id: "a", text: "Hello world"), Note(id: "c", text: "Bye")])
        let update = try stack.insert(Note(id: "b", text: "aaaa bbbb cccc dddd eeee ffff"), at: 1)
        #expect(update.changes == [
            CellChange(id: ModelID(Note.self, "b"), reasons: .inserted, oldIndex: nil, newIndex: 1, before: nil, after: frame(14, 20)),
            CellChange(id: ModelID(Note.self, "c"), reasons: .shifted, oldIndex: 1, newIndex: 2, before: frame(14, 10), after: frame(38, 10)),
        ])
        #expect(stack.cell(at: 1).content?.frame(of: "text") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func removeReportsOnlyTheFrameBefore() throws {
        var stack = try threeRows()
        let update = try stack.remove(id: rowID(0))
        #expect(update.diff == ModelDiff(removed: [0]))
        #expect(update.changes == [
            CellChange(id: rowID(0), reasons: .removed, oldIndex: 0, newIndex: nil, before: frame(0, 10), after: nil),
            CellChange(id: rowID(1), reasons: .shifted, oldIndex: 1, newIndex: 0, before: frame(15, 20), after: frame(0, 20)),
            CellChange(id: rowID(2), reasons: .shifted, oldIndex: 2, newIndex: 1, before: frame(40, 30), after: frame(25, 30)),
        ])
        #expect(stack.index(of: rowID(0)) == nil && stack.index(of: rowID(2)) == 1)
    }

    /// Moving C (30 tall) to the front: C 40 → 0, A 0 → 35, B 15 → 50.
    @Test func moveIsOneMoveAndShiftsTheOthers() throws {
        var stack = try threeRows()
        let update = try stack.move(from: 2, to: 0)
        #expect(update.diff == ModelDiff(moved: [ModelDiff.Move(from: 2, to: 0)]))
        #expect(update.change(for: rowID(2)) == CellChange(
            id: rowID(2), reasons: .moved, oldIndex: 2, newIndex: 0, before: frame(40, 30), after: frame(0, 30)))
        #expect(update.change(for: rowID(0))?.after == frame(35, 10))
        #expect(update.change(for: rowID(1))?.after == frame(50, 20))
        #expect(stack.ids == [rowID(2), rowID(0), rowID(1)])
    }

    @Test func updateInPlaceRelaysOutOneCell() throws {
        var stack = try threeRows()
        let layouts = stack.cellLayoutCount
        let update = try stack.update(Row(id: 1, height: 25))
        #expect(stack.cellLayoutCount == layouts + 1)
        #expect(update.diff == ModelDiff(updated: [ModelDiff.Move(from: 1, to: 1)]))
        #expect(update.changes.map(\.reasons) == [.updated, .shifted])
        #expect(update.change(for: rowID(1))?.after == frame(15, 25))
        #expect(update.change(for: rowID(2))?.after == frame(45, 30))
    }

    @Test func updatingWithAnEqualModelChangesNothing() throws {
        var stack = try threeRows()
        let layouts = stack.cellLayoutCount
        #expect(try stack.update(Row(id: 1, height: 20)).isEmpty)
        #expect(stack.cellLayoutCount == layouts)
    }

    @Test func replaceWithAnotherIDRemovesAndInserts() throws {
        var stack = try threeRows()
        let update = try stack.replace(at: 1, with: Row(id: 7, height: 20))
        #expect(update.diff == ModelDiff(removed: [1], inserted: [1]))
        #expect(update.changes.map(\.reasons) == [.removed, .inserted])
        #expect(stack.ids == [rowID(0), rowID(7), rowID(2)])
    }

    @Test func batchIsOneUpdate() throws {
        var stack = try threeRows()
        let update = try stack.performBatch { list in
            try list.remove(at: 0)
            list.append(Row(id: 3, height: 5))
            try list.update(Row(id: 2, height: 10))
            try list.move(from: 1, to: 0)
        }
        // Old A B C → new C' B D: A removed, D inserted, C moved before B and updated.
        #expect(stack.ids == [rowID(2), rowID(1), rowID(3)])
        #expect(update.diff.removed == [0])
        #expect(update.diff.inserted == [2])
        #expect(update.diff.moved.count == 1)
        #expect(update.diff.updated == [ModelDiff.Move(from: 2, to: 0)])
        #expect((0..<3).map(stack.frame(at:)) == [frame(0, 10), frame(15, 20), frame(40, 5)])
    }

    @Test func updateToANewListDiffsIt() throws {
        var stack = try threeRows()
        let update = try stack.update(to: rows([20, 30, 10], firstID: 0).reversed())
        #expect(stack.ids == [rowID(2), rowID(1), rowID(0)])
        #expect(update.diff.moved.count == 2)
        #expect(update.diff.updated.count == 3)
    }

    @Test func aRefusedEditLeavesTheStackUnchanged() throws {
        var stack = try threeRows()
        #expect(throws: ModelStackError.duplicateID(rowID(1))) {
            try stack.append(Row(id: 1, height: 5))
        }
        #expect(throws: ModelStackError.indexOutOfRange(index: 4, count: 3)) {
            try stack.insert(Row(id: 8, height: 5), at: 4)
        }
        #expect(throws: ModelStackError.unknownID(rowID(42))) {
            try stack.remove(id: rowID(42))
        }
        #expect(throws: ModelStackError.duplicateID(rowID(5))) {
            try stack.performBatch { list in
                list.append(Row(id: 5, height: 1))
                list.append(Row(id: 5, height: 2))
            }
        }
        #expect(stack.ids == [rowID(0), rowID(1), rowID(2)])
        #expect(stack.contentHeight == 70)
    }

    @Test func bottomAnchoredShiftReportsTheExactFrameBefore() throws {
        // Found by the model-stack fuzzer: cells above an edit that only anchoring moved had
        // their old frame rebuilt as new frame − (new offset − old offset), which can differ
        // from the old frame in the last bit. Here the old offset is 50.5 − 20.4 ≈ 30.1 and row 1's
        // top 0.2: the old frame's y is 30.3, the shifted-back one 30.300000000000004.
        var stack = try makeStack(anchor: .bottom, viewportHeight: 50.5)
        try stack.append(contentsOf: rows([0.2, 10.1, 10.1]))
        let before = (0..<2).map(stack.frame(at:))
        let update = try stack.remove(at: 2)
        #expect(update.change(for: rowID(0))?.before == before[0])
        #expect(update.change(for: rowID(1))?.before == before[1])
        #expect(update.change(for: rowID(1))?.after == stack.frame(at: 1))
        #expect(before[1].minY == 30.3)
    }

    @Test func anOffsetChangeLostInRoundingMovesNothing() throws {
        // Rows 1,000,000, 1 and 1e-10 tall at the bottom of a 2,000,000 pt viewport. Removing the
        // last row changes the anchoring offset from 999998.9999999999 to 999999 (worked out in
        // doubles): row 0 (top 0) moves by that much, but row 1 sits at offset + 1,000,000 =
        // 1999999 either way, so it did not move and is not reported.
        var stack = try makeStack(anchor: .bottom, viewportHeight: 2_000_000)
        try stack.append(contentsOf: rows([1_000_000, 1, 1e-10]))
        let update = try stack.remove(at: 2)
        #expect(update.change(for: rowID(0))?.before?.minY == 999_998.999_999_999_9)
        #expect(update.change(for: rowID(0))?.after?.minY == 999_999)
        #expect(stack.frame(at: 1).minY == 1_999_999)
        #expect(update.change(for: rowID(1)) == nil)
    }

    /// Random batches checked against a brute force: the stack ends with exactly the edited list,
    /// its frames equal a stack built from scratch, and the update lists every cell whose frame
    /// changed with the right frames before and after.
    @Test func randomBatchesAgreeWithAFreshStack() throws {
        var generator = SeededChoices(seed: 5)
        var stack = try makeStack(spacing: 3)
        try stack.append(contentsOf: rows((0..<20).map { _ in Double(Int.random(in: 0...30, using: &generator)) }))
        var nextID = 20
        for _ in 0..<150 {
            let framesBefore = Dictionary(uniqueKeysWithValues: stack.ids.map { ($0, stack.frame(of: $0)!) })
            var expected: [any StackModel] = []
            let update = try stack.performBatch { list in
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0:
                        try list.insert(Row(id: nextID, height: 7), at: Int.random(in: 0...list.count, using: &generator))
                        nextID += 1
                    case 1 where list.count > 0:
                        try list.remove(at: Int.random(in: 0..<list.count, using: &generator))
                    case 2 where list.count > 0:
                        try list.move(from: Int.random(in: 0..<list.count, using: &generator), to: Int.random(in: 0..<list.count, using: &generator))
                    case 3 where list.count > 0:
                        let index = Int.random(in: 0..<list.count, using: &generator)
                        var row = list.models[index] as! Row
                        row.height = Double(Int.random(in: 0...30, using: &generator))
                        try list.replace(at: index, with: row)
                    default:
                        break
                    }
                }
                expected = list.models
            }
            #expect(stack.ids == expected.map(\.modelID))
            var fresh = try makeStack(spacing: 3)
            try fresh.append(contentsOf: expected)
            #expect((0..<stack.count).map(stack.frame(at:)) == (0..<fresh.count).map(fresh.frame(at:)))

            let changes = Dictionary(uniqueKeysWithValues: update.changes.map { ($0.id, $0) })
            for id in stack.ids {
                let after = stack.frame(of: id)!
                if let before = framesBefore[id], before == after, !update.diff.moved.contains(where: { $0.to == stack.index(of: id) }) {
                    #expect(changes[id] == nil || changes[id]!.reasons.contains(.updated))
                } else {
                    #expect(changes[id]?.before == framesBefore[id])
                    #expect(changes[id]?.after == after)
                }
            }
            for (id, before) in framesBefore where stack.index(of: id) == nil {
                #expect(changes[id] == CellChange(id: id, reasons: .removed, oldIndex: changes[id]?.oldIndex, newIndex: nil, before: before, after: nil))
            }
        }
    }
}
