import Yams

/// A limit on how far aliases may expand a document (the "billion laughs" attack).
///
/// Yams resolves an alias (`*name`) while composing by copying the anchored node, and leaves no
/// trace of it: the copy is an ordinary node with the anchor's line and column. Copies share
/// their storage, so composing stays cheap, but everything that walks the composed tree pays
/// for every copy. Nine nested levels of ten aliases each are a 4 KB text that expands to a
/// billion values, and converting even the first five million of them takes minutes and
/// gigabytes.
///
/// A text without aliases composes to fewer values than it has bytes times two (the densest
/// YAML, `[:,:,:]`, gives three values for two bytes), so this walk counts the values of the
/// composed tree, expanded, and stops once they exceed four per byte of text (at least
/// ``minimumLimit``): such a document can only have got there through aliases. The walk is
/// iterative and stops at the limit, so it costs at most the limit's worth of steps.
struct AliasExpansionGuard {
    /// Values every document may expand to, however short its text.
    static let minimumLimit = 100_000
    /// Values per byte of text a document may expand to.
    static let valuesPerByte = 4

    /// The most values a document of `byteCount` bytes may expand to.
    static func limit(forByteCount byteCount: Int) -> Int {
        max(minimumLimit, valuesPerByte * byteCount)
    }

    /// Throws when `top`, composed from a text of `byteCount` bytes, expands to more values than
    /// ``limit(forByteCount:)``; the error names the value at which the count went over.
    static func check(_ top: Node, byteCount: Int) throws(DocumentError) {
        let limit = limit(forByteCount: byteCount)
        var count = 1
        // The open collections: their children (for mappings keys and values alternate) and
        // the next one to visit.
        var stack: [(node: Node, children: [Node], next: Int)] = []
        func children(of node: Node) -> [Node] {
            switch node {
            case .scalar: return []
            case .sequence(let sequence): return Array(sequence)
            case .mapping(let mapping): return mapping.flatMap { [$0.key, $0.value] }
            }
        }
        stack.append((top, children(of: top), 0))
        while let last = stack.last {
            guard last.next < last.children.count else {
                stack.removeLast()
                continue
            }
            let child = last.children[last.next]
            stack[stack.count - 1].next += 1
            count += 1
            if count > limit {
                throw DocumentError(
                    place: place(of: child, along: stack),
                    problem: "aliases (*name) expand the document to more than \(limit) values, the limit for a text of "
                        + "\(byteCount) bytes (\(valuesPerByte) per byte, at least \(minimumLimit)); "
                        + "the line and column are those of the anchored value being repeated")
            }
            if case .scalar = child { continue }
            stack.append((child, children(of: child), 0))
        }
    }

    /// Checks the document composed from `text`, skipping the walk when the text has no `*`.
    static func check(_ top: Node, text: String) throws(DocumentError) {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return }
        try check(top, byteCount: text.utf8.count)
    }

    /// The place of `node`, the last child visited of the innermost collection on `stack`.
    private static func place(of node: Node, along stack: [(node: Node, children: [Node], next: Int)]) -> DocumentPlace {
        var path = DocumentPath.document
        for level in stack {
            let visited = level.next - 1
            switch level.node {
            case .sequence:
                path = path.appending(index: visited)
            case .mapping:
                // A key names itself; a value is named by its key.
                let key = level.children[visited - visited % 2]
                path = path.appending(key.scalar?.string ?? "?")
            case .scalar:
                break
            }
        }
        return DocumentPlace(path: path, line: node.mark?.line, column: node.mark?.column)
    }
}
