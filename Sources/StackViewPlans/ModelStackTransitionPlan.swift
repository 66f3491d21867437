import ModelStack
import StackLayout

/// How a model stack view animates from its previous plan to the next one for an edit's
/// `StackUpdate`: one `CellTransition` per cell view that appears, disappears,
/// moves or is reconfigured (the table in `CellTransition`). Cells whose frame and content are
/// unchanged, and cells that have no view before or after (outside the visible region while
/// virtualising), get none.
///
/// Order: the update's changes in its order (removed cells first, then the others by new
/// index), then cells that came into the visible region without a change, then cells that
/// left it.
public struct ModelStackTransitionPlan: Hashable, Sendable {
    /// The transitions, in the order above.
    public var transitions: [CellTransition]
    /// The content size to scroll after the change.
    public var contentSize: Size

    /// The transitions from `previous` to `next`, the plans before and after `update`.
    public init(from previous: ModelStackViewPlan, to next: ModelStackViewPlan, update: StackUpdate) {
        let before = Dictionary(uniqueKeysWithValues: previous.cells.map { ($0.id, $0) })
        let after = Dictionary(uniqueKeysWithValues: next.cells.map { ($0.id, $0) })
        var transitions: [CellTransition] = []
        var handled = Set<ModelID>()
        for change in update.changes {
            handled.insert(change.id)
            let had = before[change.id]
            let will = after[change.id]
            if change.reasons.contains(.removed) || change.reasons.contains(.inserted) {
                // A replacement with another identity is a removal and an insertion.
                if change.reasons.contains(.removed), let had { transitions.append(.fadingOut(had, at: change.before ?? had.frame)) }
                if change.reasons.contains(.inserted), let will { transitions.append(.fadingIn(will, at: change.after ?? will.frame)) }
                continue
            }
            let start = change.before ?? had?.frame ?? will?.frame ?? .zero
            let end = change.after ?? will?.frame ?? start
            switch (had, will) {
            case let (had?, will?) where had.kindName != will.kindName:
                // Another kind of cell view: cross-fade the old one out and the new one in.
                transitions.append(.fadingOut(had, at: start))
                transitions.append(.fadingIn(will, at: end))
            case let (had?, will):
                transitions.append(CellTransition(
                    id: had.id, kindName: had.kindName, index: will?.index, start: start, end: end, startAlpha: 1, endAlpha: 1,
                    createsView: false, configures: change.reasons.contains(.updated), removesViewAtEnd: will == nil))
            case let (nil, will?):
                transitions.append(CellTransition(
                    id: will.id, kindName: will.kindName, index: will.index, start: start, end: end, startAlpha: 1, endAlpha: 1,
                    createsView: true, configures: true, removesViewAtEnd: false))
            case (nil, nil):
                break
            }
        }
        // Without a change of their own: cells that entered or left the visible region, or
        // moved while it was being replaced.
        for cell in next.cells where !handled.contains(cell.id) {
            if let had = before[cell.id] {
                guard had.frame != cell.frame || had.kindName != cell.kindName else { continue }
                transitions.append(CellTransition(
                    id: cell.id, kindName: cell.kindName, index: cell.index, start: had.frame, end: cell.frame, startAlpha: 1,
                    endAlpha: 1, createsView: false, configures: had.kindName != cell.kindName, removesViewAtEnd: false))
            } else {
                transitions.append(CellTransition(
                    id: cell.id, kindName: cell.kindName, index: cell.index, start: cell.frame, end: cell.frame, startAlpha: 1,
                    endAlpha: 1, createsView: true, configures: true, removesViewAtEnd: false))
            }
        }
        for cell in previous.cells where !handled.contains(cell.id) && after[cell.id] == nil {
            transitions.append(CellTransition(
                id: cell.id, kindName: cell.kindName, index: nil, start: cell.frame, end: cell.frame, startAlpha: 1, endAlpha: 1,
                createsView: false, configures: false, removesViewAtEnd: true))
        }
        self.transitions = transitions
        contentSize = next.contentSize
    }
}

extension CellTransition {
    /// A view that fades out where it is and is then removed.
    static func fadingOut(_ cell: CellViewPlan, at frame: Rect) -> CellTransition {
        CellTransition(id: cell.id, kindName: cell.kindName, index: nil, start: frame, end: frame, startAlpha: 1, endAlpha: 0,
                       createsView: false, configures: false, removesViewAtEnd: true)
    }

    /// A new view, configured, that fades in where it will be.
    static func fadingIn(_ cell: CellViewPlan, at frame: Rect) -> CellTransition {
        CellTransition(id: cell.id, kindName: cell.kindName, index: cell.index, start: frame, end: frame, startAlpha: 0,
                       endAlpha: 1, createsView: true, configures: true, removesViewAtEnd: false)
    }
}
