import StackLayout

extension ModelStack {
    /// The height of the cells and the gaps between them.
    public var contentHeight: Double {
        guard let lastTop = tops.last, let last = records.last else { return 0 }
        return lastTop + last.height
    }

    /// The size to scroll: the stack's width and the content height; with bottom anchoring at
    /// least the viewport height, since short content sits at the viewport's bottom.
    public var contentSize: Size {
        Size(width: width, height: anchor == .bottom ? max(contentHeight, viewportHeight) : contentHeight)
    }

    /// The scroll offset that shows the end of the content (where a chat shows new rows).
    public var endScrollOffset: Double { max(0, contentSize.height - viewportHeight) }

    /// How far bottom anchoring pushes the cells down.
    var anchorOffset: Double {
        anchor == .bottom ? max(0, viewportHeight - contentHeight) : 0
    }

    /// The frame of the cell at `index`, in stack coordinates.
    ///
    /// - Precondition: `index` is in `0..<count`.
    public func frame(at index: Int) -> Rect {
        Rect(x: 0, y: anchorOffset + tops[index], width: width, height: records[index].height)
    }

    /// The frame of the cell presenting `id`, if any.
    public func frame(of id: ModelID) -> Rect? {
        indexByID[id].map(frame(at:))
    }

    /// The indices of the cells that overlap `region` (a vertical span in stack coordinates),
    /// found by binary search over the cell edges.
    public func visibleRange(in region: Range<Double>) -> Range<Int> {
        let lower = firstIndex(endingBelow: region.lowerBound)
        guard !region.isEmpty else { return lower..<lower }
        let shift = anchorOffset
        let upper = firstIndex(from: lower) { shift + tops[$0] >= region.upperBound }
        return lower..<upper
    }

    /// The index of the first cell whose bottom edge is below `y`, or `count`.
    func firstIndex(endingBelow y: Double) -> Int {
        let shift = anchorOffset
        return firstIndex(from: 0) { shift + tops[$0] + records[$0].height > y }
    }

    /// The first index from `start` for which `isPast` holds, given that it holds for every index
    /// after one where it holds (cell edges never decrease: heights and spacing are not negative).
    private func firstIndex(from start: Int, where isPast: (Int) -> Bool) -> Int {
        var low = start
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Recomputes cell tops from `index` to the end; the tops before it are unchanged.
    mutating func recomputeTops(from index: Int) {
        guard index < records.count else { return }
        // Grouped as the loop below groups it, top + (height + spacing): recomputing from any
        // index then gives the very tops a recomputation from 0 gives, to the last bit.
        var y = index == 0 ? 0 : tops[index - 1] + (records[index - 1].height + spacing)
        for position in index..<records.count {
            tops[position] = y
            y += records[position].height + spacing
        }
    }
}
