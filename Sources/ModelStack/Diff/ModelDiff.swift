/// What changed between an old and a new list of models, in the terms collection views animate
/// with: removed items (by old index), inserted items (by new index), moved items and updated
/// items (same id, changed content; an item can be both moved and updated).
///
/// Applying it: take the old list, drop the removed items and the sources of the moves (the
/// rest keep their order), put the moved items at their destinations and the inserted items at
/// theirs, fill the remaining places with the kept items in order, then replace the content of
/// the updated items. The result is the new list.
public struct ModelDiff: Hashable, Sendable {
    /// An item that is in both lists: where it was and where it is.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The index in the old list.
        public var from: Int
        /// The index in the new list.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        public var description: String { "\(from)→\(to)" }
    }

    /// Old indices of the items that are gone, ascending.
    public var removed: [Int]
    /// New indices of the items that are new, ascending.
    public var inserted: [Int]
    /// Items whose order relative to the other kept items changed, by new index ascending.
    /// The moves are as few as possible: the kept items not in one longest run that kept its
    /// order.
    public var moved: [Move]
    /// Items with the same id and changed content, by new index ascending.
    public var updated: [Move]

    /// Creates a diff.
    public init(removed: [Int] = [], inserted: [Int] = [], moved: [Move] = [], updated: [Move] = []) {
        self.removed = removed
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        removed.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty
    }

    /// The same diff with indices shifted by `old` and `new`: a window's diff for the whole list.
    func offset(old: Int, new: Int) -> ModelDiff {
        guard old != 0 || new != 0 else { return self }
        return ModelDiff(
            removed: removed.map { $0 + old },
            inserted: inserted.map { $0 + new },
            moved: moved.map { Move(from: $0.from + old, to: $0.to + new) },
            updated: updated.map { Move(from: $0.from + old, to: $0.to + new) })
    }
}
