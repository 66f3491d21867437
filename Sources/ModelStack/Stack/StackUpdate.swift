import StackLayout

/// What one edit (or one batch of edits) did to a ``ModelStack``: the diff of the model list
/// and every cell whose frame or content changed, with frames before and after.
public struct StackUpdate: Sendable {
    /// The diff from the old model list to the new one.
    public var diff: ModelDiff
    /// The affected cells, removed cells first (by old index), then the others by new index;
    /// cells the update leaves as they were are not listed.
    public var changes: [CellChange]
    /// The content size before the update.
    public var contentSizeBefore: Size
    /// The content size after the update.
    public var contentSizeAfter: Size

    /// Creates an update.
    public init(diff: ModelDiff, changes: [CellChange], contentSizeBefore: Size, contentSizeAfter: Size) {
        self.diff = diff
        self.changes = changes
        self.contentSizeBefore = contentSizeBefore
        self.contentSizeAfter = contentSizeAfter
    }

    /// The change of the cell presenting `id`, if it was affected.
    public func change(for id: ModelID) -> CellChange? {
        changes.first { $0.id == id }
    }

    /// Whether the update changed nothing.
    public var isEmpty: Bool { changes.isEmpty && diff.isEmpty }
}
