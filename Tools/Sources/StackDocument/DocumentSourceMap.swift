/// Leads from a node of the built `LayoutTree` back to the document: for each node index
/// (the tree numbers nodes in document order, as the reader reads them) the place of the node,
/// of each property it was given and of its list of children. An engine error, which carries
/// the node's index and a typed property, is so reported at the line and column the author
/// wrote (see ``documentError(for:)``).
///
/// Two maps are equal when they record the same places in the same order.
public struct DocumentSourceMap: Equatable, Sendable {
    /// The place of each node, by index; for an item of a list (`….children[3]`), the place's
    /// path is the list's (`….children`) and the item's position is in ``itemPositions``.
    /// Why: the item's own last step is an allocation (64 bytes a node of a large document)
    /// that nothing else keeps once the node is read.
    private var nodes: [DocumentPlace] = []
    /// The list position of each node that is an item of a list, by index (`-1`: none, the
    /// place in ``nodes`` is the node's own).
    private var itemPositions: [Int32] = []
    /// Every property place recorded, in the order recorded. A node's entries are chained
    /// newest first through ``PropertyEntry/previous`` from ``newestProperty``: two array
    /// appends per property rather than a dictionary per node; a lookup walks one node's few.
    private var properties: [PropertyEntry] = []
    /// The properties recorded, each once, numbered by position: an entry keeps a 2-byte
    /// number rather than a ``LayoutProperty`` (17 bytes, and 40 an entry with its padding).
    private var propertyNames: [LayoutProperty] = []
    private var propertyNumbers: [LayoutProperty: UInt16] = [:]
    /// The property of each entry numbered ``PropertyEntry/overflow`` (recorded once the
    /// table of properties is full: a document naming tens of thousands of custom
    /// properties), by entry index.
    private var overflowProperties: [Int32: LayoutProperty] = [:]
    /// The index in ``properties`` of each node's newest entry, by node index (`-1`: none).
    private var newestProperty: [Int32] = []
    /// The key under each node's place that its ``NodePropertyPlace``s share (the node's kind),
    /// as its number in ``keyNames``, by node index; ``noKey`` until one is made.
    private var propertyKeys: [UInt16] = []
    private static let noKey = UInt16.max
    /// The keys of the places kept as ``NodePropertyPlace``s, each once, numbered by position:
    /// a place keeps a 2-byte number rather than a 16-byte string. They are the schema's keys
    /// (only keys the reader knows are recorded), so there are few, the common ones first.
    private var keyNames: [String] = []
    /// The most keys ``keyNames`` takes, so that a look along it stays short whatever is
    /// recorded; the schema has fewer.
    static let mostKeys = 256
    /// The places of the properties recorded anywhere else, in the order recorded.
    private var elsewhere: [DocumentPlace] = []
    private var childLists: [Int: DocumentPlace] = [:]
    /// Every font family the document names, in document order.
    public private(set) var fontFamilies: [FontFamilyUse] = []

    /// Creates an empty map.
    public init() {}

    /// Makes room for `count` nodes and twice as many property places (most nodes have one to
    /// three: a box its width and height).
    mutating func reserveCapacity(forNodes count: Int) {
        nodes.reserveCapacity(count)
        itemPositions.reserveCapacity(count)
        newestProperty.reserveCapacity(count)
        propertyKeys.reserveCapacity(count)
        properties.reserveCapacity(2 * count)
    }

    /// The number of nodes recorded: the node count of the tree built from the document.
    public var nodeCount: Int { nodes.count }

    /// Records the next node in document order, which is at `place`, and returns its index in
    /// the tree. The reader records every node the tree will have, in the tree's order (a
    /// node before its children, children in order), so the indices are the tree's.
    mutating func recordNode(at place: DocumentPlace) -> Int {
        if let (list, position) = place.path.listAndPosition, let item = Int32(exactly: position) {
            nodes.append(DocumentPlace(path: list, line: place.line, column: place.column))
            itemPositions.append(item)
        } else {
            nodes.append(place)
            itemPositions.append(-1)
        }
        newestProperty.append(-1)
        propertyKeys.append(Self.noKey)
        return nodes.count - 1
    }

    /// Records where a property of node `index` is; recorded again, the newer place counts.
    mutating func record(_ property: LayoutProperty, place: DocumentPlace, node index: Int) {
        var entry: PropertyEntry
        if let propertyPlace = propertyPlace(place, ofNode: index) {
            entry = PropertyEntry(underNode: propertyPlace, previous: newestProperty[index])
        } else {
            entry = PropertyEntry(elsewhere: Int32(elsewhere.count), previous: newestProperty[index])
            elsewhere.append(place)
        }
        if let number = number(ofProperty: property) {
            entry.property = number
        } else {
            entry.property = PropertyEntry.overflow
            overflowProperties[Int32(properties.count)] = property
        }
        properties.append(entry)
        newestProperty[index] = Int32(properties.count - 1)
    }

    /// `property`'s number in ``propertyNames``, which it joins if new; `nil` when the table is
    /// full (the property is then kept in ``overflowProperties``).
    private mutating func number(ofProperty property: LayoutProperty) -> UInt16? {
        if let number = propertyNumbers[property] { return number }
        guard propertyNames.count < Int(PropertyEntry.overflow) else { return nil }
        let number = UInt16(propertyNames.count)
        propertyNames.append(property)
        propertyNumbers[property] = number
        return number
    }

    /// `place` as a ``NodePropertyPlace`` of node `index` (already recorded) when it is a leaf
    /// key under one key under the node's place (`….box.width`), has a line and a column, and
    /// that key is the one the node's earlier such places have (the first fixes it, for the
    /// source map and the reader's id table alike); else `nil`. ``place(_:ofNode:)`` gives it
    /// back.
    mutating func propertyPlace(_ place: DocumentPlace, ofNode index: Int) -> NodePropertyPlace? {
        let item = itemPositions[index] >= 0 ? Int(itemPositions[index]) : nil
        guard let (key, leaf) = place.path.leafKeys(under: nodes[index].path, item: item), let line = place.line, let column = place.column
        else { return nil }
        // Every property of a node is under the same key (its kind): after the first, one
        // comparison with that key instead of a look along the table.
        let nodeKey = propertyKeys[index]
        let keyNumber = nodeKey != Self.noKey && keyNames[Int(nodeKey)] == key ? nodeKey : number(ofKey: key)
        guard let keyNumber, let leafNumber = number(ofKey: leaf), nodeKey == Self.noKey || nodeKey == keyNumber else { return nil }
        propertyKeys[index] = keyNumber
        return NodePropertyPlace(leaf: leafNumber, line: UInt32(line), column: UInt32(column))
    }

    /// `key`'s number in ``keyNames``, which it joins if new; `nil` when the table already has
    /// ``mostKeys`` keys (the place is then kept in full).
    private mutating func number(ofKey key: String) -> UInt16? {
        // A short look along a short list. Small strings that are equal are equal words; two
        // that differ go through the standard library's full comparison, so the lengths
        // (kept in a small string's word) pass over most of them first.
        let count = key.utf8.count
        if let position = keyNames.firstIndex(where: { $0.utf8.count == count && $0 == key }) { return UInt16(position) }
        guard keyNames.count < Self.mostKeys else { return nil }
        keyNames.append(key)
        return UInt16(keyNames.count - 1)
    }

    /// The full place of `place`, a ``NodePropertyPlace`` of node `index`.
    func place(_ place: NodePropertyPlace, ofNode index: Int) -> DocumentPlace {
        let key = propertyKeys[index]
        precondition(key != Self.noKey, "node \(index)'s key is fixed when its first property place is made")
        let path = nodePath(index).appending(keyNames[Int(key)]).appendingLeaf(keyNames[Int(place.leaf)])
        return DocumentPlace(path: path, line: Int(place.line), column: Int(place.column))
    }

    /// Records where the list of children of node `index` is.
    mutating func record(childrenOf index: Int, place: DocumentPlace) {
        childLists[index] = place
    }

    /// Records a `font` value.
    mutating func record(fontFamily family: String, place: DocumentPlace) {
        fontFamilies.append(FontFamilyUse(family: family, place: place))
    }

    /// The place of node `index`.
    public func place(ofNode index: Int) -> DocumentPlace? {
        guard nodes.indices.contains(index) else { return nil }
        var place = nodes[index]
        place.path = nodePath(index)
        return place
    }

    /// The path of node `index` (recorded).
    private func nodePath(_ index: Int) -> DocumentPath {
        itemPositions[index] >= 0 ? nodes[index].path.appending(index: Int(itemPositions[index])) : nodes[index].path
    }

    /// The place of `property` of node `index`, else of the node.
    public func place(of property: LayoutProperty, inNode index: Int) -> DocumentPlace? {
        guard newestProperty.indices.contains(index) else { return nil }
        let number = propertyNumbers[property]
        var entry = newestProperty[index]
        while entry >= 0 {
            let candidate = properties[Int(entry)]
            if candidate.property == number
                || (candidate.property == PropertyEntry.overflow && overflowProperties[entry] == property)
            {
                guard let leaf = candidate.leaf else { return elsewhere[Int(candidate.elsewhereIndex)] }
                return self.place(NodePropertyPlace(leaf: leaf, line: candidate.line, column: candidate.column), ofNode: index)
            }
            entry = candidate.previous
        }
        return place(ofNode: index)
    }

    /// The place of the list of children of node `index`, else of the node.
    public func place(ofChildrenOf index: Int) -> DocumentPlace? {
        childLists[index] ?? place(ofNode: index)
    }

    /// Where one property of one node was written, in 16 bytes (a document of 10⁶ boxes keeps
    /// two million): the property by number, and either a ``NodePropertyPlace`` (its leaf key,
    /// line and column) or a position in ``DocumentSourceMap/elsewhere``.
    private struct PropertyEntry: Equatable, Sendable {
        /// The number in ``DocumentSourceMap/propertyNames``, or ``overflow``.
        var property: UInt16 = 0
        /// The leaf key's number of a place under the node, or ``elsewhereLeaf``.
        private let storedLeaf: UInt16
        let line: UInt32
        /// The column of a place under the node; the position in
        /// ``DocumentSourceMap/elsewhere`` of any other.
        private let columnOrPosition: UInt32
        /// The node's previous entry in ``DocumentSourceMap/properties`` (`-1`: none).
        let previous: Int32

        /// The property number of an entry whose property is kept in
        /// ``DocumentSourceMap/overflowProperties``.
        static let overflow = UInt16.max
        private static let elsewhereLeaf = UInt16.max

        init(underNode place: NodePropertyPlace, previous: Int32) {
            storedLeaf = place.leaf
            line = place.line
            columnOrPosition = place.column
            self.previous = previous
        }

        init(elsewhere position: Int32, previous: Int32) {
            storedLeaf = Self.elsewhereLeaf
            line = 0
            columnOrPosition = UInt32(position)
            self.previous = previous
        }

        /// The leaf key's number of a place under the node; `nil` for a place kept elsewhere.
        /// (Key numbers stay below ``DocumentSourceMap/mostKeys``.)
        var leaf: UInt16? { storedLeaf == Self.elsewhereLeaf ? nil : storedLeaf }

        var column: UInt32 { columnOrPosition }

        /// The position in ``DocumentSourceMap/elsewhere`` of a place kept there.
        var elsewhereIndex: Int32 { Int32(columnOrPosition) }
    }
}
