extension NodeReader {
    /// Insets the same on every edge (`margins: 16`) or per edge (`margins: {leading: 16}`);
    /// an edge not given is 0. Used for button insets and fit margins; each edge's place is
    /// recorded as `property(edge)` of node `index`.
    mutating func readInsets(
        _ value: DocumentValue, as property: (InsetEdge) -> LayoutProperty, node index: Int
    ) throws(DocumentError) -> DirectionalInsets {
        if value.isMapping {
            let mapping = try value.mapping(allowedKeys: InsetEdge.allCases.map(\.rawValue), collectingInto: &errors)
            var insets: [InsetEdge: Double] = [:]
            for edge in InsetEdge.allCases {
                guard let edgeValue = mapping[edge.rawValue] else { continue }
                insets[edge] = try edgeValue.number(.nonNegativePoints)
                sourceMap.record(property(edge), place: edgeValue.place, node: index)
            }
            return DirectionalInsets(
                top: insets[.top] ?? 0, leading: insets[.leading] ?? 0, bottom: insets[.bottom] ?? 0, trailing: insets[.trailing] ?? 0)
        }
        guard value.isScalar, !value.isNull, value.isNumberTagged else {
            throw value.mismatch(expected: "\(ValueRequirement.nonNegativePoints), or a mapping {top, leading, bottom, trailing}")
        }
        let all = try value.number(.nonNegativePoints)
        for edge in InsetEdge.allCases {
            sourceMap.record(property(edge), place: value.place, node: index)
        }
        return DirectionalInsets(all: all)
    }
}

extension NodeReader {
    /// Stack margins: like ``readInsets(_:as:node:)``, but every edge may be a length
    /// (`margins: 5%`, `margins: {leading: 4%, top: 0.05 root.height}`): a percentage is of the
    /// stack's own width (leading, trailing) or height (top, bottom).
    mutating func readLengthInsets(
        _ value: DocumentValue, as property: (InsetEdge) -> LayoutProperty, node index: Int
    ) throws(DocumentError) -> LengthInsets {
        if value.isMapping {
            let mapping = try value.mapping(allowedKeys: InsetEdge.allCases.map(\.rawValue), collectingInto: &errors)
            var insets: [InsetEdge: Length] = [:]
            for edge in InsetEdge.allCases {
                guard let edgeValue = mapping[edge.rawValue] else { continue }
                insets[edge] = try readLength(edgeValue, axis: edge.axis, nonNegative: true, node: index, property: property(edge))
            }
            return LengthInsets(
                top: insets[.top] ?? 0, leading: insets[.leading] ?? 0, bottom: insets[.bottom] ?? 0, trailing: insets[.trailing] ?? 0)
        }
        let all = try readLength(value, axis: nil, nonNegative: true, node: index, property: property(.top))
        for edge in InsetEdge.allCases {
            sourceMap.record(property(edge), place: value.place, node: index)
        }
        return LengthInsets(all: all)
    }
}
