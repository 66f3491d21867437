/// Builds a ``DocumentTree`` from values given in document order, as a parser meets them: a
/// scalar, the start of a collection, its end, or an earlier value again (an alias).
///
/// A collection's children are not contiguous in document order (its grandchildren come
/// between them), so the numbers of the children of every open collection wait on one stack
/// (`pending`) and move to ``DocumentTree/children`` in one piece when the collection ends.
package struct DocumentTreeBuilder {
    /// The longest text a tree is built from. Numbers in the tree are 32 bits; a text of this
    /// length has fewer values (at most two per byte without aliases, which add no values),
    /// fewer text bytes and fewer children than that. ``DocumentComposer`` refuses longer texts.
    package static let longestText = 1 << 30

    private var values: [DocumentTree.Value] = []
    private var text: [UInt8] = []
    private var children: [UInt32] = []
    private var otherTagNames: [UInt32: String] = [:]
    /// The children of the open collections, innermost last.
    private var pending: [UInt32] = []
    /// The open collections: each one's number and where its children start in `pending`.
    private var open: [(value: UInt32, firstChild: Int)] = []

    /// A builder for a text of `expectedTextBytes` bytes.
    package init(expectedTextBytes: Int = 0) {
        // About one value per 13 bytes of a JSON document, and about as many text bytes as a
        // quarter of it; reserving avoids most of the copies while growing (memory reserved
        // and never written costs no page).
        values.reserveCapacity(expectedTextBytes / 12)
        text.reserveCapacity(expectedTextBytes / 4)
        children.reserveCapacity(expectedTextBytes / 12)
    }

    /// How many collections are open.
    package var depth: Int { open.count }

    /// Adds a scalar; returns its number.
    @discardableResult
    package mutating func addScalar(
        _ bytes: some Collection<UInt8>, tag: DocumentTree.Tag, style: DocumentTree.Style, line: Int, column: Int
    ) -> Int {
        let start = UInt32(text.count)
        text.append(contentsOf: bytes)
        return add(
            DocumentTree.Value(
                start: start, count: UInt32(bytes.count), line: UInt32(clamping: line), column: UInt32(clamping: column),
                kind: .scalar, tag: tag, style: style))
    }

    /// Opens a mapping or a sequence; its children are the values added until ``close()``.
    @discardableResult
    package mutating func open(_ kind: DocumentTree.Kind, tag: DocumentTree.Tag, line: Int, column: Int) -> Int {
        let index = add(
            DocumentTree.Value(
                start: 0, count: 0, line: UInt32(clamping: line), column: UInt32(clamping: column), kind: kind, tag: tag,
                style: .any))
        open.append((UInt32(index), pending.count))
        return index
    }

    /// Closes the innermost open collection; returns its number.
    @discardableResult
    package mutating func close() -> Int {
        let (index, firstChild) = open.removeLast()
        let count = pending.count - firstChild
        let isMapping = values[Int(index)].kind == .mapping
        values[Int(index)].start = UInt32(children.count)
        values[Int(index)].count = UInt32(isMapping ? count / 2 : count)
        children.append(contentsOf: pending[firstChild...])
        pending.removeSubrange(firstChild...)
        return Int(index)
    }

    /// Adds value `index` again, as a child of the innermost open collection (an alias).
    package mutating func addAgain(_ index: Int) {
        if !open.isEmpty { pending.append(UInt32(index)) }
    }

    /// Records the name of a tag other than the core ones for value `index`.
    package mutating func setOtherTagName(_ name: String, of index: Int) {
        otherTagNames[UInt32(index)] = name
    }

    private mutating func add(_ value: DocumentTree.Value) -> Int {
        let index = values.count
        values.append(value)
        if !open.isEmpty { pending.append(UInt32(index)) }
        return index
    }

    /// The tree built; every collection must be closed.
    package func finish() -> DocumentTree {
        precondition(open.isEmpty, "a collection was left open")
        return DocumentTree(values: values, text: text, children: children, otherTagNames: otherTagNames)
    }
}
