extension ModelStack {
    /// Appends `model`, presented by `kind` when given (else by its type's ``StackModel/cellKind``).
    /// Lays out only the new cell.
    @discardableResult
    public mutating func append(_ model: any StackModel, kind: CellKind? = nil) throws(ModelStackError) -> StackUpdate {
        try commit(replacing: count..<count, with: [ModelList.Entry(model, kind: kind)])
    }

    /// Appends `models`, each presented by its type's cell kind.
    @discardableResult
    public mutating func append(contentsOf models: [any StackModel]) throws(ModelStackError) -> StackUpdate {
        try commit(replacing: count..<count, with: models.map { ModelList.Entry($0) })
    }

    /// Inserts `model` at `index` (`0...count`), presented by `kind` when given (an override for
    /// this insertion alone), else by its type's cell kind.
    @discardableResult
    public mutating func insert(_ model: any StackModel, at index: Int, kind: CellKind? = nil) throws(ModelStackError) -> StackUpdate {
        guard (0...count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        return try commit(replacing: index..<index, with: [ModelList.Entry(model, kind: kind)])
    }

    /// Removes the cell at `index`.
    @discardableResult
    public mutating func remove(at index: Int) throws(ModelStackError) -> StackUpdate {
        try checkIndex(index)
        return try commit(replacing: index..<(index + 1), with: [])
    }

    /// Removes the cell presenting `id`.
    @discardableResult
    public mutating func remove(id: ModelID) throws(ModelStackError) -> StackUpdate {
        guard let index = indexByID[id] else { throw .unknownID(id) }
        return try commit(replacing: index..<(index + 1), with: [])
    }

    /// Moves the cell at `source` so that it ends up at `destination`. The diff reports one move.
    @discardableResult
    public mutating func move(from source: Int, to destination: Int) throws(ModelStackError) -> StackUpdate {
        try checkIndex(source)
        try checkIndex(destination)
        let window = min(source, destination)..<(max(source, destination) + 1)
        var entries = records[window].map { ModelList.Entry(copying: $0.presentation) }
        entries.insert(entries.remove(at: source - window.lowerBound), at: destination - window.lowerBound)
        return try commit(replacing: window, with: entries)
    }

    /// Puts `model` in place of the cell at `index`, presented by `kind` when given. With the
    /// same identity this updates the cell (keeping its kind unless `kind` is given); with
    /// another identity the old cell is removed and a new one inserted.
    @discardableResult
    public mutating func replace(at index: Int, with model: any StackModel, kind: CellKind? = nil) throws(ModelStackError) -> StackUpdate {
        try checkIndex(index)
        return try commit(replacing: index..<(index + 1), with: [ModelList.Entry(model, kind: kind)])
    }

    /// Replaces the model that has `model`'s identity with `model`, in place. An equal model
    /// changes nothing; a changed one is laid out again.
    @discardableResult
    public mutating func update(_ model: any StackModel) throws(ModelStackError) -> StackUpdate {
        guard let index = indexByID[model.modelID] else { throw .unknownID(model.modelID) }
        return try commit(replacing: index..<(index + 1), with: [ModelList.Entry(model)])
    }

    /// Applies several edits as one update: `edits` edits a ``ModelList`` of the current models,
    /// and the finished list is diffed against the stack's.
    ///
    /// ```swift
    /// try stack.performBatch { list in
    ///     try list.remove(at: 0)
    ///     list.append(reply)
    ///     try list.update(editedMessage)
    /// }
    /// ```
    ///
    /// - Throws: the first error `edits` throws, or a ``ModelStackError`` saying why the finished
    ///   list cannot be shown; the stack is unchanged either way. (Untyped, because closures
    ///   that call typed-throwing functions are inferred to throw `any Error`.)
    @discardableResult
    public mutating func performBatch(_ edits: (inout ModelList) throws -> Void) throws -> StackUpdate {
        var list = ModelList(entries: records.map { ModelList.Entry(copying: $0.presentation) })
        try edits(&list)
        return try apply(list)
    }

    /// Shows `models` instead of the current ones: the update is the diff between the two lists.
    /// Models already in the stack keep their cell kind; new ones get their type's.
    @discardableResult
    public mutating func update(to models: [any StackModel]) throws(ModelStackError) -> StackUpdate {
        try apply(ModelList(models))
    }

    /// Commits `list` over the part of the stack that differs, the common prefix and suffix trimmed.
    private mutating func apply(_ list: ModelList) throws(ModelStackError) -> StackUpdate {
        let entries = list.entries
        let shorter = min(records.count, entries.count)
        func isUnchanged(_ old: Int, _ new: Int) -> Bool {
            records[old].id == entries[new].id && !needsNewContent(records[old], for: entries[new])
        }
        var prefix = 0
        while prefix < shorter && isUnchanged(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && isUnchanged(records.count - 1 - suffix, entries.count - 1 - suffix) {
            suffix += 1
        }
        return try commit(
            replacing: prefix..<(records.count - suffix),
            with: Array(entries[prefix..<(entries.count - suffix)]))
    }

    private func checkIndex(_ index: Int) throws(ModelStackError) {
        guard records.indices.contains(index) else { throw .indexOutOfRange(index: index, count: count) }
    }
}
