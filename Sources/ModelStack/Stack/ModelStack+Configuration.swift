import StackLayout

extension ModelStack {
    /// Changes the width. Every cell is laid out again at the new width (heights are cached per
    /// width and content); the update lists every cell whose frame changed.
    public mutating func setWidth(_ width: Double) throws(ModelStackError) -> StackUpdate {
        try Self.validate(width, "width")
        // Frames before the change: frame(at:) reads the width, which changes before the cells
        // are measured again.
        let before = geometry
        var remeasured = records
        let oldWidth = self.width
        self.width = width
        for index in remeasured.indices {
            do {
                try measure(&remeasured[index])
            } catch {
                self.width = oldWidth
                throw error
            }
        }
        return changeGeometry(from: before) { stack in
            stack.records = remeasured
            if stack.isVirtualising { stack.cellsWithContent = Set(remeasured.lazy.map(\.id)) }
        }
    }

    /// Changes the spacing between cells.
    public mutating func setSpacing(_ spacing: Double) throws(ModelStackError) -> StackUpdate {
        try Self.validate(spacing, "spacing")
        return changeGeometry { $0.spacing = spacing }
    }

    /// Changes the anchoring.
    public mutating func setAnchor(_ anchor: StackAnchor) -> StackUpdate {
        changeGeometry { $0.anchor = anchor }
    }

    /// Changes the viewport height (which moves bottom-anchored short content).
    public mutating func setViewportHeight(_ height: Double) throws(ModelStackError) -> StackUpdate {
        try Self.validate(height, "viewport height")
        return changeGeometry { $0.viewportHeight = height }
    }

    /// Every cell's frame and the content size.
    private var geometry: (frames: [Rect], size: Size) {
        (records.indices.map(frame(at:)), contentSize)
    }

    /// Applies a change that leaves the models alone and reports every cell whose frame moved
    /// since `before` (by default, since just before `change`).
    private mutating func changeGeometry(
        from before: (frames: [Rect], size: Size)? = nil, _ change: (inout ModelStack) -> Void
    ) -> StackUpdate {
        let (oldFrames, oldSize) = before ?? geometry
        change(&self)
        recomputeTops(from: 0)
        refreshContent(newlyLaidOut: EmptyCollection())
        var changes: [CellChange] = []
        for (index, before) in oldFrames.enumerated() {
            let after = frame(at: index)
            guard before != after else { continue }
            changes.append(CellChange(
                id: records[index].id, reasons: .shifted, oldIndex: index, newIndex: index,
                before: before, after: after))
        }
        return StackUpdate(diff: ModelDiff(), changes: changes, contentSizeBefore: oldSize, contentSizeAfter: contentSize)
    }
}
