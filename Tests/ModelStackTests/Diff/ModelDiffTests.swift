import Testing

@testable import ModelStack

/// Diffs of letter lists, worked out by hand. Content changes are marked with a prime (`C'`):
/// the id is the letter, the content the whole string.
struct ModelDiffTests {
    private func diff(_ old: String, _ new: String) -> ModelDiff {
        let oldItems = items(old)
        let newItems = items(new)
        return ModelDiff.between(old: oldItems.map(\.id), new: newItems.map(\.id)) {
            oldItems[$0].content != newItems[$1].content
        }
    }

    /// "AB'C" → A, B' (id B), C.
    private func items(_ list: String) -> [(id: Character, content: String)] {
        var result: [(id: Character, content: String)] = []
        for character in list {
            if character == "'" { result[result.count - 1].content += "'" } else { result.append((character, String(character))) }
        }
        return result
    }

    private func move(_ from: Int, _ to: Int) -> ModelDiff.Move { ModelDiff.Move(from: from, to: to) }

    @Test func identicalListsHaveAnEmptyDiff() {
        #expect(diff("ABCDE", "ABCDE").isEmpty)
        #expect(diff("", "").isEmpty)
    }

    @Test func insertionInTheMiddle() {
        #expect(diff("ABCDE", "ABXCDE") == ModelDiff(inserted: [2]))
    }

    @Test func appendAndPrepend() {
        #expect(diff("ABC", "ABCD") == ModelDiff(inserted: [3]))
        #expect(diff("ABC", "XABC") == ModelDiff(inserted: [0]))
        #expect(diff("", "AB") == ModelDiff(inserted: [0, 1]))
    }

    @Test func removal() {
        #expect(diff("ABCDE", "ABDE") == ModelDiff(removed: [2]))
        #expect(diff("ABC", "") == ModelDiff(removed: [0, 1, 2]))
    }

    @Test func singleMoveIsOneMove() {
        #expect(diff("ABCDE", "BCDEA") == ModelDiff(moved: [move(0, 4)]))
        #expect(diff("ABCDE", "EABCD") == ModelDiff(moved: [move(4, 0)]))
        #expect(diff("ABCDEFGH", "ABFCDEGH") == ModelDiff(moved: [move(5, 2)]))
    }

    @Test func updateInPlace() {
        #expect(diff("ABCDE", "ABC'DE") == ModelDiff(updated: [move(2, 2)]))
        // In the trimmed prefix and suffix too.
        #expect(diff("ABCDE", "A'BXCDE'") == ModelDiff(inserted: [2], updated: [move(0, 0), move(4, 5)]))
    }

    @Test func movedAndUpdated() {
        #expect(diff("ABCD", "BCDA'") == ModelDiff(moved: [move(0, 3)], updated: [move(0, 3)]))
    }

    /// A B C D E F → A C' X B F G. A is a common prefix. In the rest, D and E are gone, X and G
    /// are new, and the kept items C, B, F have old indices 2, 1, 5 in new order: the longest
    /// run that kept its order is B, F (1, 5), so only C moves (2 → 1), and it also changed.
    @Test func combination() {
        #expect(
            diff("ABCDEF", "AC'XBFG")
                == ModelDiff(removed: [3, 4], inserted: [2, 5], moved: [move(2, 1)], updated: [move(2, 1)]))
    }

    @Test func replacingEveryItem() {
        #expect(diff("ABC", "XYZ") == ModelDiff(removed: [0, 1, 2], inserted: [0, 1, 2]))
    }

    @Test func reversalKeepsOneItemInPlace() {
        let reversed = diff("ABCD", "DCBA")
        #expect(reversed.moved.count == 3)
        #expect(reversed.removed.isEmpty && reversed.inserted.isEmpty && reversed.updated.isEmpty)
    }
}
