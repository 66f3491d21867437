extension DocumentTree {
    /// The same tree with each scalar's text replaced by `replacement(index, text)` where that
    /// is not `nil` (tags, styles and marks unchanged).
    package func replacingScalars(_ replacement: (Int, String) -> String?) -> DocumentTree {
        var newValues = values
        var newText: [UInt8] = []
        newText.reserveCapacity(text.count)
        for index in values.indices where values[index].kind == .scalar {
            let bytes = replacement(index, string(index) ?? "").map { Array($0.utf8) }
                ?? Array(text[Int(values[index].start)..<Int(values[index].start + values[index].count)])
            newValues[index].start = UInt32(newText.count)
            newValues[index].count = UInt32(bytes.count)
            newText += bytes
        }
        return DocumentTree(values: newValues, text: newText, children: children, otherTagNames: otherTagNames)
    }

    /// The first scalar, in document order, for which `isWanted` holds, and its path as the
    /// reader spells it (`root.text.string`; a key is named by itself, as its value is). The
    /// walk is iterative, since a document may nest deeply; the reader walks a tree only after
    /// ``AliasExpansionGuard`` has bounded it.
    package func firstScalar(where isWanted: (Int) -> Bool) -> (index: Int, path: DocumentPath)? {
        func children(of index: Int) -> [(step: DocumentPath.Step, index: Int)] {
            switch kind(index) {
            case .scalar:
                return []
            case .sequence:
                return (0..<childCount(index)).map { (.index($0), item($0, of: index)) }
            case .mapping:
                return (0..<childCount(index)).flatMap { position in
                    let (key, value) = pair(position, of: index)
                    let step = DocumentPath.Step.key(DocumentValue.keyText(DocumentValue(tree: self, index: key, path: .document)))
                    return [(step, key), (step, value)]
                }
            }
        }
        if kind(Self.top) == .scalar { return isWanted(Self.top) ? (Self.top, .document) : nil }
        var steps: [DocumentPath.Step] = []
        var stack: [(children: [(step: DocumentPath.Step, index: Int)], next: Int)] = [(children(of: Self.top), 0)]
        while let last = stack.last {
            guard last.next < last.children.count else {
                stack.removeLast()
                if !stack.isEmpty { steps.removeLast() }
                continue
            }
            let child = last.children[last.next]
            stack[stack.count - 1].next += 1
            if kind(child.index) == .scalar {
                if isWanted(child.index) { return (child.index, DocumentPath(steps: steps + [child.step])) }
            } else {
                steps.append(child.step)
                stack.append((children(of: child.index), 0))
            }
        }
        return nil
    }
}
