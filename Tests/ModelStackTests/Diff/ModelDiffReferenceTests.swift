import StackTestSupport
import Testing

@testable import ModelStack

/// Diffs of generated lists checked against a brute-force reference: applying the diff to the
/// old list must give the new list exactly, and the moves must be as few as possible.
struct ModelDiffReferenceTests {
    /// An item: a unique id and a content version.
    struct Item: Equatable {
        var id: Int
        var version: Int
    }

    private func diff(_ old: [Item], _ new: [Item]) -> ModelDiff {
        ModelDiff.between(old: old.map(\.id), new: new.map(\.id)) { old[$0].version != new[$1].version }
    }

    /// Applies `diff` the way a collection view does (see ``ModelDiff``), independently of how the
    /// diff was computed.
    private func apply(_ diff: ModelDiff, to old: [Item], newItems new: [Item]) -> [Item?] {
        let leaving = Set(diff.removed).union(diff.moved.map(\.from))
        var stationary = old.indices.filter { !leaving.contains($0) }.map { old[$0] }[...]
        var result = [Item?](repeating: nil, count: old.count - diff.removed.count + diff.inserted.count)
        for move in diff.moved { result[move.to] = old[move.from] }
        for index in diff.inserted { result[index] = new[index] }
        for index in result.indices where result[index] == nil { result[index] = stationary.popFirst() }
        for update in diff.updated { result[update.to]?.version = new[update.to].version }
        return result
    }

    /// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
    private func longestIncreasingLength(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
        }
        return lengths.max() ?? 0
    }

    private func checkWellFormed(_ diff: ModelDiff, _ old: [Item], _ new: [Item]) {
        #expect(diff.removed == diff.removed.sorted() && diff.inserted == diff.inserted.sorted())
        #expect(diff.moved.map(\.to) == diff.moved.map(\.to).sorted())
        #expect(diff.updated.map(\.to) == diff.updated.map(\.to).sorted())
        for update in diff.updated {
            #expect(old[update.from].id == new[update.to].id && old[update.from].version != new[update.to].version)
        }
        let applied = apply(diff, to: old, newItems: new)
        #expect(applied == new.map { Optional($0) })
        // Minimal moves: every kept item not on one longest order-keeping run moves.
        let newIndexByID = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
        let keptOldIndicesInNewOrder = old.indices
            .compactMap { index in newIndexByID[old[index].id].map { (old: index, new: $0) } }
            .sorted { $0.new < $1.new }
            .map(\.old)
        #expect(diff.moved.count == keptOldIndicesInNewOrder.count - longestIncreasingLength(keptOldIndicesInNewOrder))
    }

    /// `count` items with ids from `nextID`.
    private func makeList(count: Int, nextID: inout Int) -> [Item] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return Item(id: nextID, version: 0)
        }
    }

    @Test func randomEditCombinations() {
        var generator = SeededChoices(seed: 7)
        for _ in 0..<500 {
            var nextID = 0
            let old = makeList(count: Int.random(in: 0...30, using: &generator), nextID: &nextID)
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    new.insert(Item(id: nextID, version: 0), at: Int.random(in: 0...new.count, using: &generator))
                    nextID += 1
                case 1 where !new.isEmpty:
                    new.remove(at: Int.random(in: new.indices, using: &generator))
                case 2 where !new.isEmpty:
                    let item = new.remove(at: Int.random(in: new.indices, using: &generator))
                    new.insert(item, at: Int.random(in: 0...new.count, using: &generator))
                case 3 where !new.isEmpty:
                    new[Int.random(in: new.indices, using: &generator)].version += 1
                default:
                    break
                }
            }
            checkWellFormed(diff(old, new), old, new)
        }
    }

    @Test func shuffledLists() {
        var generator = SeededChoices(seed: 11)
        for _ in 0..<100 {
            var nextID = 0
            let old = makeList(count: Int.random(in: 0...40, using: &generator), nextID: &nextID)
            var new = old.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            new += makeList(count: Int.random(in: 0...5, using: &generator), nextID: &nextID)
            new.shuffle(using: &generator)
            checkWellFormed(diff(old, new), old, new)
        }
    }

    @Test func aSingleMoveIsReportedAsOneMove() {
        var generator = SeededChoices(seed: 3)
        for _ in 0..<300 {
            var nextID = 0
            let old = makeList(count: Int.random(in: 2...50, using: &generator), nextID: &nextID)
            var new = old
            let source = Int.random(in: new.indices, using: &generator)
            var destination = source
            while destination == source { destination = Int.random(in: new.indices, using: &generator) }
            new.insert(new.remove(at: source), at: destination)
            let result = diff(old, new)
            #expect(result.moved.count == 1)
            #expect(result.removed.isEmpty && result.inserted.isEmpty && result.updated.isEmpty)
            #expect(apply(result, to: old, newItems: new) == new.map { Optional($0) })
        }
    }
}
