import StackLayout

/// A cell of a ``ModelStack``: its model, kind, frame and (unless virtualised away) content.
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
    /// The laid-out content, relative to the cell; `nil` when virtualised away.
    public var content: LayoutResult?
}
