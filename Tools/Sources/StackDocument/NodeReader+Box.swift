extension NodeReader {
    static let boxKeys = ["width", "height"]

    /// `box: {width, height}` (lengths: points, `40%`, `0.1 root.height`, …); a missing
    /// dimension makes the box flexible in it. The places are recorded for node `index`.
    mutating func readBox(_ mapping: DocumentMapping, node index: Int) throws(DocumentError) -> Box {
        var box = Box()
        if let width = mapping["width"] {
            box.width = try readLength(width, axis: .horizontal, nonNegative: true, node: index, property: .width)
        }
        if let height = mapping["height"] {
            box.height = try readLength(height, axis: .vertical, nonNegative: true, node: index, property: .height)
        }
        return box
    }
}
