import ModelStack
import StackLayout

/// The cells a model stack view has views for, and the size it scrolls.
///
/// Without virtualisation every cell has a view, as the engine's model stack keeps every cell's
/// content. With it (`ModelStack.isVirtualising`) only the cells that overlap the stack's
/// `ModelStack.visibleRegion` do: the view sets the region from its scroll position and
/// creates no view for a cell outside it.
public struct ModelStackViewPlan: Hashable, Sendable {
    /// The cells with views, in index order.
    public var cells: [CellViewPlan]
    /// The size the view scrolls (`ModelStack.contentSize`).
    public var contentSize: Size

    /// The plan for `stack` as it is now.
    public init(_ stack: ModelStack) {
        let shown = stack.isVirtualising ? stack.visibleRange(in: stack.visibleRegion) : 0..<stack.count
        cells = shown.map { index in
            let cell = stack.cell(at: index)
            return CellViewPlan(id: cell.id, kindName: cell.kind.name, frame: cell.frame, index: index)
        }
        contentSize = stack.contentSize
    }

    /// A plan with no cells: what a view shows before its first model.
    public init() {
        cells = []
        contentSize = .zero
    }

    /// Every cell of `stack`, whether it has a view or not, in the order assistive technologies
    /// read them: index order, top to bottom, in either reading direction (a vertical stack's
    /// order does not mirror).
    public static func readingOrder(_ stack: ModelStack) -> [CellViewPlan] {
        (0..<stack.count).map { index in
            let cell = stack.cell(at: index)
            return CellViewPlan(id: cell.id, kindName: cell.kind.name, frame: cell.frame, index: index)
        }
    }

    /// The plan of the cell presenting `id`, when it has a view.
    public func cell(for id: ModelID) -> CellViewPlan? {
        cells.first { $0.id == id }
    }
}
