import StackLayout

extension ModelStack {
    /// Replaces the cells in `window` (the smallest an edit can name) with `entries` and reports
    /// what changed. Everything that can fail is checked before the stack changes.
    mutating func commit(replacing window: Range<Int>, with entries: [ModelList.Entry]) throws(ModelStackError) -> StackUpdate {
        let start = window.lowerBound
        try checkUniqueIDs(entries, replacing: window)

        let oldIDs = records[window].map(\.id)
        let localDiff = ModelDiff.between(old: oldIDs, new: entries.map(\.id)) { old, new in
            needsNewContent(records[start + old], for: entries[new])
        }
        let updated = Set(localDiff.updated.map(\.to))
        let moved = Set(localDiff.moved.map(\.to))

        // The new cells, and where each kept one was (as an index into the window).
        var newRecords: [CellRecord] = []
        newRecords.reserveCapacity(entries.count)
        var oldPositions: [Int?] = []
        oldPositions.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            let oldIndex = indexByID[entry.id]
            oldPositions.append(oldIndex.map { $0 - start })
            if let oldIndex, !updated.contains(position) {
                newRecords.append(records[oldIndex])
            } else {
                let kind = entry.kind ?? oldIndex.map { records[$0].kind } ?? type(of: entry.model).cellKind
                var record = try CellRecord(model: entry.model, kind: kind)
                try measure(&record)
                newRecords.append(record)
            }
        }

        let oldCount = records.count
        let oldOffset = anchorOffset
        let oldSize = contentSize
        let oldFrames = (start..<oldCount).map(frame(at:))

        for index in localDiff.removed { indexByID[oldIDs[index]] = nil }
        records.replaceSubrange(window, with: newRecords)
        tops.replaceSubrange(window, with: repeatElement(0, count: newRecords.count))
        recomputeTops(from: start)
        let reindexEnd = oldCount == records.count ? start + newRecords.count : records.count
        for index in start..<reindexEnd { indexByID[records[index].id] = index }
        refreshContent(newlyLaidOut: newRecords.lazy.map(\.id))

        var changes: [CellChange] = []
        for index in localDiff.removed {
            changes.append(CellChange(
                id: oldIDs[index], reasons: .removed, oldIndex: start + index, newIndex: nil,
                before: oldFrames[index], after: nil))
        }
        if anchorOffset != oldOffset {
            for index in 0..<start {
                // Only the anchoring moved these. The old frame is rebuilt from the same operands
                // (old offset + top) rather than shifted back, which could differ in the last bit.
                var before = frame(at: index)
                before.origin.y = oldOffset + tops[index]
                appendChange(&changes, index: index, oldIndex: index, before: before, reasons: [])
            }
        }
        for (position, oldPosition) in oldPositions.enumerated() {
            let index = start + position
            guard let oldPosition else {
                changes.append(CellChange(
                    id: records[index].id, reasons: .inserted, oldIndex: nil, newIndex: index,
                    before: nil, after: frame(at: index)))
                continue
            }
            var reasons: CellChange.Reasons = []
            if moved.contains(position) { reasons.insert(.moved) }
            if updated.contains(position) { reasons.insert(.updated) }
            appendChange(&changes, index: index, oldIndex: start + oldPosition, before: oldFrames[oldPosition], reasons: reasons)
        }
        let countChange = records.count - oldCount
        for index in (start + newRecords.count)..<records.count {
            let oldIndex = index - countChange
            appendChange(&changes, index: index, oldIndex: oldIndex, before: oldFrames[oldIndex - start], reasons: [])
        }
        return StackUpdate(
            diff: localDiff.offset(old: start, new: start), changes: changes,
            contentSizeBefore: oldSize, contentSizeAfter: contentSize)
    }

    /// Lists a kept cell when it has a reason of its own or its frame changed (an offset change
    /// too small to move a frame, lost in rounding, moves nothing).
    func appendChange(
        _ changes: inout [CellChange], index: Int, oldIndex: Int, before: Rect, reasons: CellChange.Reasons
    ) {
        let after = frame(at: index)
        var reasons = reasons
        if reasons.isEmpty && before != after { reasons = .shifted }
        guard !reasons.isEmpty else { return }
        changes.append(CellChange(
            id: records[index].id, reasons: reasons, oldIndex: oldIndex, newIndex: index,
            before: before, after: after))
    }

    /// Whether a kept cell needs new content: its model changed, or the entry asks for another kind.
    func needsNewContent(_ record: CellRecord, for entry: ModelList.Entry) -> Bool {
        if let kind = entry.kind, kind.name != record.kind.name { return true }
        if entry.origin === record.presentation { return false }
        return !entry.model.hasSameContent(as: record.model)
    }

    /// Refuses ids that repeat within `entries` or that belong to a cell outside `window`.
    private func checkUniqueIDs(_ entries: [ModelList.Entry], replacing window: Range<Int>) throws(ModelStackError) {
        var seen = Set<ModelID>(minimumCapacity: entries.count)
        for entry in entries {
            guard seen.insert(entry.id).inserted else { throw .duplicateID(entry.id) }
            if let index = indexByID[entry.id], !window.contains(index) { throw .duplicateID(entry.id) }
        }
    }

    /// Lays out `record` at the stack's width unless its height is known for it.
    mutating func measure(_ record: inout CellRecord) throws(ModelStackError) {
        guard !record.isMeasured(at: width) else { return }
        let result: LayoutResult
        do {
            result = try engine.layout(record.tree, width: width, measurer: measurer)
        } catch {
            throw .invalidContent(model: record.id, kind: record.kind.name, error: error)
        }
        cellLayoutCount += 1
        record.measuredWidth = width
        record.height = result.size.height
        record.content = result
    }
}
