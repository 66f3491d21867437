extension DocumentSourceMap {
    /// Records the next node of a tree built from values rather than read from a document's
    /// text (an app's button stacks read from its Swift source), at `place`: the nodes are
    /// recorded in the tree's order, a node before its children, as the reader records them.
    /// Returns the node's index.
    public mutating func recordBuiltNode(at place: DocumentPlace) -> Int {
        recordNode(at: place)
    }

    /// Records where `property` of built node `index` was written (`.custom("items[2]")` for a
    /// button stack's third item, as the reader records it).
    public mutating func recordBuilt(_ property: LayoutProperty, place: DocumentPlace, node index: Int) {
        record(property, place: place, node: index)
    }
}
