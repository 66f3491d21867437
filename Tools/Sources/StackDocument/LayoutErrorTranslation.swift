extension DocumentSourceMap {
    /// `error`, reported at the document place it is about: the error's node index leads to the
    /// node's place, and its typed property to where that property was written (else the
    /// node). Problems of the whole layout (too many nodes, bounds, scale) are the document's.
    public func documentError(for error: LayoutError) -> DocumentError {
        guard let node = error.node else {
            return DocumentError(place: DocumentPlace(path: .document), problem: error.reason.description)
        }
        switch error.reason {
        case .invalidValue(let invalid):
            return DocumentError(
                place: place(of: invalid.property, inNode: node) ?? Self.fallback(for: node),
                problem: "expected \(invalid.requirement); found \(Self.format(invalid.value))")
        case .tooDeep(let limit):
            return DocumentError(
                place: place(ofChildrenOf: node.index) ?? Self.fallback(for: node),
                problem: NodeReader.tooDeepProblem(limit: limit))
        case .cycle(let property, _), .unknownRootSize(let property, _):
            return DocumentError(
                place: place(of: property, inNode: node) ?? Self.fallback(for: node), problem: error.reason.description)
        case .tooManyNodes, .invalidBounds, .invalidScale:
            return DocumentError(place: DocumentPlace(path: .document), problem: error.reason.description)
        }
    }

    /// `problem` at the place of `node`.
    func documentError(at node: NodeReference, problem: String) -> DocumentError {
        DocumentError(place: place(ofNode: node.index) ?? Self.fallback(for: node), problem: problem)
    }

    /// The place of `property` of `node`: a threshold of a per-width value is reported where
    /// the value was written.
    private func place(of property: LayoutProperty, inNode node: NodeReference) -> DocumentPlace? {
        if case .breakpoint(let owner) = property { return place(of: owner, inNode: node.index) }
        return place(of: property, inNode: node.index)
    }

    /// A node the document did not write (a document made in code has no places): named by
    /// its tree path.
    private static func fallback(for node: NodeReference) -> DocumentPlace {
        DocumentPlace(path: DocumentPath(steps: [.key(node.path)]))
    }

    /// A value as a document writes it: `-1`, `0.5`, `.nan`, `.inf`.
    private static func format(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".inf" : "-.inf" }
        return NumberText.exact(value)
    }
}
