/// A limit on how far aliases may expand a document (the "billion laughs" attack).
///
/// An alias (`*name`) is composed as the anchored value again (``DocumentTree``), so
/// composing stays cheap, but everything that walks the composed tree pays for every
/// repetition, with the anchor's line and column. Nine nested levels of ten aliases each are a 4 KB text that expands to a
/// billion values, and converting even the first five million of them takes minutes and
/// gigabytes.
///
/// A text without aliases composes to fewer values than it has bytes times two (the densest
/// YAML, `[:,:,:]`, gives three values for two bytes), so this walk counts the values of the
/// composed tree, expanded, and stops once they exceed four per byte of text (at least
/// ``minimumLimit``): such a document can only have got there through aliases. It counts the
/// bytes of text the expansion repeats too, and stops past ``textBytesPerByte`` times the
/// text's own (at least ``minimumTextLimit``): a few aliases of one long text (999 repeats of a
/// 100 KB string in a 131 KB document) are few values but a hundred megabytes to measure and
/// draw. The walk is iterative and stops at a limit, so it costs at most the limit's worth of
/// steps.
struct AliasExpansionGuard {
    /// Values every document may expand to, however short its text.
    static let minimumLimit = 100_000
    /// Values per byte of text a document may expand to.
    static let valuesPerByte = 4

    /// Bytes of text every document may expand to, however short its text: 16 MiB.
    static let minimumTextLimit = 16 << 20
    /// Bytes of scalar text per byte of the document's text it may expand to.
    static let textBytesPerByte = 16

    /// The most values a document of `byteCount` bytes may expand to.
    static func limit(forByteCount byteCount: Int) -> Int {
        max(minimumLimit, valuesPerByte * byteCount)
    }

    /// Throws when `top`, composed from a text of `byteCount` bytes, expands to more values than
    /// ``limit(forByteCount:)``; the error names the value at which the count went over.
    static func check(_ tree: DocumentTree, byteCount: Int) throws(DocumentError) {
        let limit = limit(forByteCount: byteCount)
        let textLimit = max(minimumTextLimit, textBytesPerByte * byteCount)
        var count = 1
        var textBytes = 0
        // The open collections and the next child to visit (for mappings keys and values
        // alternate).
        var stack: [(index: Int, children: ArraySlice<UInt32>, next: Int)] = []
        stack.append((DocumentTree.top, tree.allChildren(of: DocumentTree.top), 0))
        while let last = stack.last {
            guard last.next < last.children.count else {
                stack.removeLast()
                continue
            }
            let child = Int(last.children[last.children.startIndex + last.next])
            stack[stack.count - 1].next += 1
            count += 1
            if count > limit {
                throw excess("\(limit) values", byteCount: byteCount, rule: "\(valuesPerByte) per byte, at least \(minimumLimit)",
                             at: place(of: child, in: tree, along: stack))
            }
            if tree.kind(child) == .scalar {
                textBytes += Int(tree.values[child].count)
                if textBytes > textLimit {
                    throw excess("\(textLimit) bytes of text", byteCount: byteCount,
                                 rule: "\(textBytesPerByte) per byte, at least \(minimumTextLimit)", at: place(of: child, in: tree, along: stack))
                }
                continue
            }
            stack.append((child, tree.allChildren(of: child), 0))
        }
    }

    /// The error for an expansion past `limit` (what is counted, with its number), at `place`.
    private static func excess(_ limit: String, byteCount: Int, rule: String, at place: DocumentPlace) -> DocumentError {
        DocumentError(
            place: place,
            problem: "aliases (*name) expand the document to more than \(limit), the limit for a text of \(byteCount) bytes "
                + "(\(rule)); the line and column are those of the anchored value being repeated")
    }

    /// Checks the document composed from `text`, skipping the walk when the text has no `*`.
    static func check(_ tree: DocumentTree, text: String) throws(DocumentError) {
        guard text.containsByte(UInt8(ascii: "*")) else { return }
        try check(tree, byteCount: text.utf8.count)
    }

    /// The place of value `index`, the last child visited of the innermost collection on `stack`.
    private static func place(
        of index: Int, in tree: DocumentTree, along stack: [(index: Int, children: ArraySlice<UInt32>, next: Int)]
    ) -> DocumentPlace {
        var path = DocumentPath.document
        for level in stack {
            let visited = level.next - 1
            switch tree.kind(level.index) {
            case .sequence:
                path = path.appending(index: visited)
            case .mapping:
                // A key names itself; a value is named by its key.
                let key = Int(level.children[level.children.startIndex + visited - visited % 2])
                path = path.appending(tree.string(key) ?? "?")
            case .scalar:
                break
            }
        }
        return DocumentPlace(path: path, line: tree.line(index), column: tree.column(index))
    }
}
