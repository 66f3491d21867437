/// A list of models being edited in a batch (see ``ModelStack/performBatch(_:)``). Edits on
/// it are plain array edits; the stack diffs the finished list against its own in one update.
///
/// A model can carry a cell kind chosen for it alone; models without one keep the kind they
/// already have in the stack, or get their type's ``StackModel/cellKind`` when they are new.
public struct ModelList {
    struct Entry {
        var model: any StackModel
        var id: ModelID
        var kind: CellKind?
        /// The stack cell this entry is an untouched copy of, if any: no need to compare models.
        var origin: CellPresentation?

        init(_ model: any StackModel, kind: CellKind? = nil) {
            self.model = model
            self.id = model.modelID
            self.kind = kind
        }

        init(copying presentation: CellPresentation) {
            self.model = presentation.model
            self.id = presentation.id
            self.origin = presentation
        }
    }

    var entries: [Entry]

    /// A list of `models`, each presented by the kind it has in the stack or its type's kind.
    public init(_ models: [any StackModel] = []) {
        entries = models.map { Entry($0) }
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The number of models.
    public var count: Int { entries.count }
    /// The models in order.
    public var models: [any StackModel] { entries.map(\.model) }

    /// The index of the model with identity `id`, if any (a linear search: batches are edited
    /// by index far more often than by id).
    public func index(of id: ModelID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// Appends `model`, presented by `kind` when given.
    public mutating func append(_ model: any StackModel, kind: CellKind? = nil) {
        entries.append(Entry(model, kind: kind))
    }

    /// Appends `models`.
    public mutating func append(contentsOf models: [any StackModel]) {
        entries.append(contentsOf: models.map { Entry($0) })
    }

    /// Inserts `model` at `index` (`0...count`), presented by `kind` when given.
    public mutating func insert(_ model: any StackModel, at index: Int, kind: CellKind? = nil) throws(ModelStackError) {
        guard (0...count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        entries.insert(Entry(model, kind: kind), at: index)
    }

    /// Removes the model at `index`.
    public mutating func remove(at index: Int) throws(ModelStackError) {
        try checkIndex(index)
        entries.remove(at: index)
    }

    /// Removes the model with identity `id`.
    public mutating func remove(id: ModelID) throws(ModelStackError) {
        guard let index = index(of: id) else { throw .unknownID(id) }
        entries.remove(at: index)
    }

    /// Moves the model at `source` so that it ends up at index `destination` of the edited list.
    public mutating func move(from source: Int, to destination: Int) throws(ModelStackError) {
        try checkIndex(source)
        try checkIndex(destination)
        entries.insert(entries.remove(at: source), at: destination)
    }

    /// Puts `model` in place of the model at `index`. With the same identity this is an update;
    /// with another it is a removal and an insertion.
    public mutating func replace(at index: Int, with model: any StackModel, kind: CellKind? = nil) throws(ModelStackError) {
        try checkIndex(index)
        entries[index] = Entry(model, kind: kind)
    }

    /// Replaces the model that has `model`'s identity with `model`, keeping its place and kind.
    public mutating func update(_ model: any StackModel) throws(ModelStackError) {
        guard let index = index(of: model.modelID) else { throw .unknownID(model.modelID) }
        entries[index].model = model
        entries[index].origin = nil
    }

    private func checkIndex(_ index: Int) throws(ModelStackError) {
        guard entries.indices.contains(index) else { throw .indexOutOfRange(index: index, count: count) }
    }
}
