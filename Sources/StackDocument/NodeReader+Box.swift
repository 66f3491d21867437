extension NodeReader {
    static let boxKeys = ["width", "height"]

    /// `box: {width, height}`; a missing dimension makes the box flexible in it.
    mutating func readBox(_ mapping: DocumentMapping, treePath: String) throws(DocumentError) -> Box {
        var box = Box()
        if let width = mapping["width"] {
            box.width = try width.number(.nonNegativePoints)
            sourceMap.record(property: "width", place: width.place, treePath: treePath)
        }
        if let height = mapping["height"] {
            box.height = try height.number(.nonNegativePoints)
            sourceMap.record(property: "height", place: height.place, treePath: treePath)
        }
        return box
    }
}
