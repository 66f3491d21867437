import StackLayout

extension ModelStack {
    /// The index of the cell under `point`. A cell owns its top edge and not its bottom edge,
    /// so a point on the boundary between two cells belongs to the lower one; points in the
    /// spacing between cells, or outside the stack's width, hit nothing.
    public func index(at point: Point) -> Int? {
        guard point.x >= 0, point.x < width else { return nil }
        let index = firstIndex(endingBelow: point.y)
        guard index < records.count, frame(at: index).minY <= point.y else { return nil }
        return index
    }

    /// The cell under `point` (see ``index(at:)``).
    public func cell(at point: Point) -> StackCell? {
        index(at: point).map(cell(at:))
    }

    /// Hit-tests `point` and, when it lands on a cell, calls ``onTap`` with the cell and its model.
    ///
    /// - Returns: the tapped cell, or `nil` when the point is on no cell.
    @discardableResult
    public func tap(at point: Point) -> StackCell? {
        guard let cell = cell(at: point) else { return nil }
        onTap?(cell, cell.model)
        return cell
    }
}
