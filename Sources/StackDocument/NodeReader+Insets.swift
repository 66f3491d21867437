extension NodeReader {
    static let insetEdges = ["top", "leading", "bottom", "trailing"]

    /// Insets the same on every edge (`margins: 16`) or per edge (`margins: {leading: 16}`);
    /// an edge not given is 0. Used for stack margins, button insets and fit margins.
    mutating func readInsets(_ value: DocumentValue, named name: String, treePath: String) throws(DocumentError) -> EdgeInsets {
        if case .mapping = value.node {
            let mapping = try value.mapping(allowedKeys: Self.insetEdges)
            var edges: [String: Double] = [:]
            for edge in Self.insetEdges {
                guard let edgeValue = mapping[edge] else { continue }
                edges[edge] = try edgeValue.number(.nonNegativePoints)
                sourceMap.record(property: "\(name).\(edge)", place: edgeValue.place, treePath: treePath)
            }
            return EdgeInsets(
                top: edges["top"] ?? 0, leading: edges["leading"] ?? 0, bottom: edges["bottom"] ?? 0,
                trailing: edges["trailing"] ?? 0)
        }
        guard case .scalar = value.node, !value.isNull, value.tagName == .int || value.tagName == .float else {
            throw value.mismatch(expected: "a number of points, 0 or more, or a mapping {top, leading, bottom, trailing}")
        }
        let all = try value.number(.nonNegativePoints)
        for edge in Self.insetEdges {
            sourceMap.record(property: "\(name).\(edge)", place: value.place, treePath: treePath)
        }
        return EdgeInsets(all: all)
    }
}

extension NodeReader {
    /// Stack margins: like ``readInsets(_:named:treePath:)``, but every edge may be a length
    /// (`margins: 5%`, `margins: {leading: 4%, top: 0.05 root.height}`): a percentage is of the
    /// stack's own width (leading, trailing) or height (top, bottom).
    mutating func readLengthInsets(_ value: DocumentValue, named name: String, treePath: String) throws(DocumentError) -> LengthInsets {
        let axes: [String: Axis] = ["top": .vertical, "leading": .horizontal, "bottom": .vertical, "trailing": .horizontal]
        if case .mapping = value.node {
            let mapping = try value.mapping(allowedKeys: Self.insetEdges)
            var insets = LengthInsets()
            for edge in Self.insetEdges {
                guard let edgeValue = mapping[edge] else { continue }
                let length = try readLength(edgeValue, axis: axes[edge], nonNegative: true, treePath: treePath, property: "\(name).\(edge)")
                switch edge {
                case "top": insets.top = length
                case "leading": insets.leading = length
                case "bottom": insets.bottom = length
                default: insets.trailing = length
                }
            }
            return insets
        }
        let all = try readLength(value, axis: nil, nonNegative: true, treePath: treePath, property: "\(name).top")
        for edge in Self.insetEdges {
            sourceMap.record(property: "\(name).\(edge)", place: value.place, treePath: treePath)
        }
        return LengthInsets(all: all)
    }
}
