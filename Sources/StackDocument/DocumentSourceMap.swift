/// Leads from a node of the built ``LayoutTree`` back to the document: for each tree path
/// (`root/2/0`, as ``LayoutTree/path(at:)`` spells it) the place of the node and of each
/// property it was given. Errors the engine reports by tree path can so be reported at the
/// line and column the author wrote.
public struct DocumentSourceMap: Sendable {
    private var nodes: [String: DocumentPlace] = [:]
    private var properties: [String: [String: DocumentPlace]] = [:]
    /// Every font family the document names, in document order.
    public private(set) var fontFamilies: [FontFamilyUse] = []

    /// Creates an empty map.
    public init() {}

    /// Records where the node at `treePath` is.
    mutating func record(node place: DocumentPlace, treePath: String) {
        nodes[treePath] = place
    }

    /// Records where a property of the node at `treePath` is. `property` uses the engine's
    /// names (`width`, `margins.top`, `hugging.horizontal`).
    mutating func record(property: String, place: DocumentPlace, treePath: String) {
        properties[treePath, default: [:]][property] = place
    }

    /// Records a `font` value.
    mutating func record(fontFamily family: String, place: DocumentPlace) {
        fontFamilies.append(FontFamilyUse(family: family, place: place))
    }

    /// The place of the node at `treePath`.
    public func place(ofNode treePath: String) -> DocumentPlace? {
        nodes[treePath]
    }

    /// The place of a property of the node at `treePath`, else of the node.
    public func place(of property: String, inNode treePath: String) -> DocumentPlace? {
        properties[treePath]?[property] ?? nodes[treePath]
    }
}
