/// Leads from a node of the built `LayoutTree` back to the document: for each node index
/// (the tree numbers nodes in document order, as the reader reads them) the place of the node,
/// of each property it was given and of its list of children. An engine error, which carries
/// the node's index and a typed property, is so reported at the line and column the author
/// wrote (see ``documentError(for:)``).
public struct DocumentSourceMap: Sendable {
    /// The place of each node, by index.
    private var nodes: [DocumentPlace] = []
    /// Every property place recorded, in the order recorded. A node's entries are chained
    /// newest first through ``PropertyEntry/previous`` from ``newestProperty``: a document of
    /// 100,000 nodes then costs two array appends per property instead of a dictionary per
    /// node (which was a tenth of reading one), and a lookup walks the few entries of one node.
    private var properties: [PropertyEntry] = []
    /// The index in ``properties`` of each node's newest entry, by node index (`-1`: none).
    private var newestProperty: [Int32] = []
    private var childLists: [Int: DocumentPlace] = [:]
    /// Every font family the document names, in document order.
    public private(set) var fontFamilies: [FontFamilyUse] = []

    /// Creates an empty map.
    public init() {}

    /// The number of nodes recorded: the node count of the tree built from the document.
    public var nodeCount: Int { nodes.count }

    /// Records the next node in document order, which is at `place`, and returns its index in
    /// the tree. The reader records every node the tree will have, in the tree's order (a
    /// node before its children, children in order), so the indices are the tree's.
    mutating func recordNode(at place: DocumentPlace) -> Int {
        nodes.append(place)
        newestProperty.append(-1)
        return nodes.count - 1
    }

    /// Records where a property of node `index` (already recorded) is; recorded again, the
    /// newer place counts.
    mutating func record(_ property: LayoutProperty, place: DocumentPlace, node index: Int) {
        properties.append(PropertyEntry(property: property, place: place, previous: newestProperty[index]))
        newestProperty[index] = Int32(properties.count - 1)
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
        nodes.indices.contains(index) ? nodes[index] : nil
    }

    /// The place of `property` of node `index`, else of the node.
    public func place(of property: LayoutProperty, inNode index: Int) -> DocumentPlace? {
        guard newestProperty.indices.contains(index) else { return nil }
        var entry = newestProperty[index]
        while entry >= 0 {
            let candidate = properties[Int(entry)]
            if candidate.property == property { return candidate.place }
            entry = candidate.previous
        }
        return place(ofNode: index)
    }

    /// The place of the list of children of node `index`, else of the node.
    public func place(ofChildrenOf index: Int) -> DocumentPlace? {
        childLists[index] ?? place(ofNode: index)
    }

    /// Where one property of one node was written.
    private struct PropertyEntry: Sendable {
        var property: LayoutProperty
        var place: DocumentPlace
        /// The node's previous entry in ``DocumentSourceMap/properties`` (`-1`: none).
        var previous: Int32
    }
}
