extension DocumentSourceMap {
    /// `error`, reported at the document place it is about. ``LayoutError`` names nodes by
    /// tree path (`root/2/0`, followed by ` (id "…")` when the node has one); the path is the
    /// part before the first space.
    public func documentError(for error: LayoutError) -> DocumentError {
        switch error {
        case .invalidValue(let place, let property, let value, let requirement):
            let treePath = Self.treePath(in: place)
            let documentPlace =
                self.place(of: property, inNode: treePath)
                ?? DocumentPlace(path: DocumentPath(steps: [.key(treePath)]))
            return DocumentError(
                place: documentPlace,
                problem: "expected \(requirement); found \(Self.format(value))")
        case .tooDeep(let place, let limit):
            let treePath = Self.treePath(in: place)
            let documentPlace =
                self.place(of: "children", inNode: treePath)
                ?? DocumentPlace(path: DocumentPath(steps: [.key(treePath)]))
            return DocumentError(place: documentPlace, problem: NodeReader.tooDeepProblem(limit: limit))
        case .cycle(let place, let property, _), .unknownRootSize(let place, let property, _):
            let treePath = Self.treePath(in: place)
            let documentPlace =
                self.place(of: property, inNode: treePath)
                ?? DocumentPlace(path: DocumentPath(steps: [.key(treePath)]))
            // The engine's message after the node name: "width is 40 % of the container, but …".
            let problem = error.description.split(separator: ":", maxSplits: 1).last.map {
                String($0.drop { $0 == " " })
            } ?? error.description
            return DocumentError(place: documentPlace, problem: problem)
        case .tooManyNodes, .invalidBounds, .invalidScale:
            return DocumentError(place: DocumentPlace(path: .document), problem: error.description)
        }
    }

    private static func treePath(in place: String) -> String {
        String(place.prefix(while: { $0 != " " }))
    }

    private static func format(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".inf" : "-.inf" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
