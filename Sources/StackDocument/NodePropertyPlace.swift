/// The place of a value written directly in a node's properties (`….children[3].box.width`):
/// a leaf key and a line and column, the rest of the path being the node's place and its kind
/// key (``DocumentSourceMap/propertyPlace(_:ofNode:)`` makes one, ``DocumentSourceMap/place(_:ofNode:)``
/// gives the full place back).
///
/// Why: nearly every property and id of a document is written so, and keeping each as a full
/// ``DocumentPlace`` held the path's `….box` step (an allocation) alive for every node, 64
/// bytes a node of the 10⁶-box benchmark document while reading and after.
struct NodePropertyPlace: Sendable {
    /// The key of the value under the node's kind (`width`).
    var leaf: String
    /// From 1.
    var line: UInt32
    /// From 1, in Unicode scalars.
    var column: UInt32
}
