import StackLayout

/// What the stack keeps for one cell: its presentation, the measured height with the width it
/// was measured at, and the laid-out content when kept. The heavy parts live in immutable class
/// instances so that moving records (every insertion shifts those after it) costs two reference
/// counts per record, not one per array inside a tree and a layout result.
struct CellRecord {
    let presentation: CellPresentation
    var measuredWidth: Double?
    var height: Double = 0
    private var laidOut: LaidOutContent?

    /// A record for `model` presented by `kind`, not yet measured.
    ///
    /// - Throws: the kind's error when it does not understand the model, or
    ///   ``ModelStackError/invalidContent(model:kind:error:)``.
    init(model: any StackModel, kind: CellKind) throws(ModelStackError) {
        presentation = try CellPresentation(model: model, kind: kind)
    }

    var model: any StackModel { presentation.model }
    var id: ModelID { presentation.id }
    var kind: CellKind { presentation.kind }
    var tree: LayoutTree { presentation.tree }

    var content: LayoutResult? {
        get { laidOut?.result }
        set { laidOut = newValue.map(LaidOutContent.init) }
    }

    /// Whether the measured height holds at `width` (a content change makes a new record).
    func isMeasured(at width: Double) -> Bool { measuredWidth == width }
}

/// A model, the kind presenting it and the validated content tree the kind made for it.
final class CellPresentation: Sendable {
    let model: any StackModel
    let id: ModelID
    let kind: CellKind
    let tree: LayoutTree

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
}

/// A cell's layout result, boxed (see ``CellRecord``).
final class LaidOutContent: Sendable {
    let result: LayoutResult

    init(_ result: LayoutResult) { self.result = result }
}
