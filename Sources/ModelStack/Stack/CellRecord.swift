import StackLayout

/// What the stack keeps for one cell: the model, its kind, its validated content tree, the
/// measured height (with the width it was measured at, so that a width change is noticed) and
/// the laid-out content when it is kept.
struct CellRecord {
    var model: any StackModel
    var id: ModelID
    var kind: CellKind
    var tree: LayoutTree
    var measuredWidth: Double?
    var height: Double = 0
    var content: LayoutResult?

    /// A record for `model` presented by `kind`, not yet measured.
    ///
    /// - Throws: the kind's error when it does not understand the model, or
    ///   ``ModelStackError/invalidContent(model:kind:error:)``.
    init(model: any StackModel, kind: CellKind) throws(ModelStackError) {
        let node = try kind.content(for: model)
        self.model = model
        self.id = model.modelID
        self.kind = kind
        do {
            self.tree = try LayoutTree(node)
        } catch {
            throw .invalidContent(model: id, kind: kind.name, error: error)
        }
    }

    /// Whether the measured height holds at `width`. Content changes make a new record, so the
    /// cache is keyed by width and content.
    func isMeasured(at width: Double) -> Bool { measuredWidth == width }
}
