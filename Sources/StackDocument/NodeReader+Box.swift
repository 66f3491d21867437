extension NodeReader {
    static let boxKeys = ["width", "height"]

    /// `box: {width, height}` (lengths: points, `40%`, `0.1 root.height`, …); a missing
    /// dimension makes the box flexible in it.
    mutating func readBox(_ mapping: DocumentMapping, treePath: String) throws(DocumentError) -> Box {
        var box = Box()
        if let width = mapping["width"] {
            box.width = try readLength(width, axis: .horizontal, nonNegative: true, treePath: treePath, property: "width")
        }
        if let height = mapping["height"] {
            box.height = try readLength(height, axis: .vertical, nonNegative: true, treePath: treePath, property: "height")
        }
        return box
    }
}
