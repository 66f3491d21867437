import StackLayout

/// A cell of a ``ModelStack`` as the stack shows it: its model, the kind presenting it, its
/// frame and (unless virtualised away) its laid-out content.
public struct StackCell: Sendable {
    /// The cell's index in the stack.
    public var index: Int
    /// The model's identity.
    public var id: ModelID { model.modelID }
    /// The model the cell presents.
    public var model: any StackModel
    /// The kind presenting the model.
    public var kind: CellKind
    /// The cell's frame in stack coordinates.
    public var frame: Rect
    /// The laid-out content with frames relative to the cell's top-left corner, or `nil` when
    /// the stack is virtualising and the cell is outside the visible region.
    public var content: LayoutResult?
}
