/// The place of a value written directly in a node's properties (`….children[3].box.width`):
/// a leaf key (by its number in the source map's table of keys) and a line and column, the
/// rest of the path being the node's place and its kind key.
/// ``DocumentSourceMap/propertyPlace(_:ofNode:)`` makes one and
/// ``DocumentSourceMap/place(_:ofNode:)`` gives the full place back.
///
/// Why: nearly every property and id is written so; a full `DocumentPlace` would keep the
/// path's `….box` step (an allocation, 64 bytes a node) alive, and the key by number makes a
/// place 12 bytes, not 24.
struct NodePropertyPlace: Equatable, Sendable {
    /// The number of the value's key under the node's kind (`width`) in the source map's table.
    var leaf: UInt16
    /// From 1.
    var line: UInt32
    /// From 1, in Unicode scalars.
    var column: UInt32
}
