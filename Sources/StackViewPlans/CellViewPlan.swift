import ModelStack
import StackLayout

/// One cell a model stack view shows: which model, which kind of cell view presents it (the
/// kind's name is the reuse identifier a view registers a cell class or factory under), where,
/// and at which index.
public struct CellViewPlan: Hashable, Sendable {
    /// The model the cell presents.
    public var id: ModelID
    /// The name of the cell kind presenting it.
    public var kindName: String
    /// The cell's frame in the stack's content coordinates.
    public var frame: Rect
    /// The cell's index in the stack.
    public var index: Int

    /// Creates a cell plan.
    public init(id: ModelID, kindName: String, frame: Rect, index: Int) {
        self.id = id
        self.kindName = kindName
        self.frame = frame
        self.index = index
    }
}
