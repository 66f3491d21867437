extension ModelDiff {
    /// The diff from `old` to `new`, two lists of unique ids. `isUpdated(o, n)` tells whether
    /// the item at old index `o` changed its content at new index `n` (it is asked only about
    /// items with equal ids).
    ///
    /// Linear for typical edits: the common prefix and suffix are trimmed first (so an append, an
    /// insertion or a removal only ever looks at the items that actually differ, plus the
    /// trimmed ones once), then the rest is matched through a dictionary of old indices. Moves
    /// are found with a longest increasing subsequence over the kept items' old indices, so the
    /// items reported as moved are as few as possible (`O(k log k)` for `k` kept items in the
    /// untrimmed middle).
    ///
    /// - Precondition: the ids in each list are unique.
    public static func between<ID: Hashable>(
        old: [ID], new: [ID], isUpdated: (_ oldIndex: Int, _ newIndex: Int) -> Bool
    ) -> ModelDiff {
        var diff = ModelDiff()
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter && old[prefix] == new[prefix] {
            if isUpdated(prefix, prefix) { diff.updated.append(Move(from: prefix, to: prefix)) }
            prefix += 1
        }
        var suffix = 0
        var suffixUpdates: [Move] = []
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            let move = Move(from: old.count - 1 - suffix, to: new.count - 1 - suffix)
            if isUpdated(move.from, move.to) { suffixUpdates.append(move) }
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)

        var oldIndexByID: [ID: Int] = [:]
        oldIndexByID.reserveCapacity(oldMiddle.count)
        for index in oldMiddle { oldIndexByID[old[index]] = index }

        var kept: [Move] = []
        var isKept = [Bool](repeating: false, count: oldMiddle.count)
        for index in newMiddle {
            if let from = oldIndexByID[new[index]] {
                kept.append(Move(from: from, to: index))
                isKept[from - prefix] = true
            } else {
                diff.inserted.append(index)
            }
        }
        diff.removed = oldMiddle.filter { !isKept[$0 - prefix] }

        let stable = LongestIncreasingSubsequence.positions(in: kept.map(\.from))
        var stablePosition = stable.startIndex
        for (position, move) in kept.enumerated() {
            if stablePosition < stable.endIndex && stable[stablePosition] == position {
                stablePosition += 1
            } else {
                diff.moved.append(move)
            }
            if isUpdated(move.from, move.to) { diff.updated.append(move) }
        }
        diff.updated.append(contentsOf: suffixUpdates.reversed())
        return diff
    }
}
