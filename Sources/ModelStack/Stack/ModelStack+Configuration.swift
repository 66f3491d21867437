import StackLayout

extension ModelStack {
    /// Changes the width. Every cell is laid out again at the new width (heights are cached per
    /// width and content); the update lists every cell whose frame changed.
    public mutating func setWidth(_ width: Double) throws(ModelStackError) -> StackUpdate {
        try Self.validate(width, "width")
        return try relayingOutEveryCell(forgettingHeights: false) { $0.width = width }
    }

    /// Changes the environment cells are laid out in (text size, direction, display scale),
    /// and the text measurer when one is given (one that rounds to the new scale). Every cell
    /// is laid out again; the update lists every cell whose frame changed. A view calls it when
    /// its traits change (Dynamic Type, right to left, another screen).
    ///
    /// - Throws: ``ModelStackError/invalidConfiguration(property:value:)`` for a display scale
    ///   out of range; ``ModelStackError/invalidContent(model:kind:error:)`` when a cell cannot be
    ///   laid out in the new environment. The stack is then as it was.
    public mutating func setEnvironment(
        _ environment: LayoutEnvironment, measurer: (any TextMeasuring)? = nil
    ) throws(ModelStackError) -> StackUpdate {
        guard environment.hasValidScale else {
            throw .invalidConfiguration(property: "display scale", value: environment.scale)
        }
        return try relayingOutEveryCell(forgettingHeights: true) { stack in
            stack.engine.environment = environment
            if let measurer { stack.measurer = measurer }
        }
    }

    /// Applies `change` and lays every cell out again, but those already laid out at the new width
    /// unless `forgettingHeights`. On a failure the stack is left as it was.
    private mutating func relayingOutEveryCell(
        forgettingHeights: Bool, _ change: (inout ModelStack) -> Void
    ) throws(ModelStackError) -> StackUpdate {
        // Frames before the change: frame(at:) reads the width.
        let before = geometry
        var changed = self
        change(&changed)
        var remeasured = records
        for index in remeasured.indices {
            if forgettingHeights { remeasured[index].measuredWidth = nil }
            try changed.measure(&remeasured[index])
        }
        self = changed
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

    private var geometry: (frames: [Rect], size: Size) {
        (records.indices.map(frame(at:)), contentSize)
    }

    /// Applies a change that leaves the models alone; lists the cells whose frames moved since `before`.
    private mutating func changeGeometry(
        from before: (frames: [Rect], size: Size)? = nil, _ change: (inout ModelStack) -> Void
    ) -> StackUpdate {
        let (oldFrames, oldSize) = before ?? geometry
        change(&self)
        recomputeTops(from: 0)
        refreshContent(newlyLaidOut: EmptyCollection())
        var changes: [CellChange] = []
        for (index, before) in oldFrames.enumerated() {
            appendChange(&changes, index: index, oldIndex: index, before: before, reasons: [])
        }
        return StackUpdate(diff: ModelDiff(), changes: changes, contentSizeBefore: oldSize, contentSizeAfter: contentSize)
    }
}
