extension NodeReader {
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "margins", "marginsRelative", "baselineRelative",
        "children",
    ]

    static let axes: KeyValuePairs<String, Axis> = ["horizontal": .horizontal, "vertical": .vertical]

    static let distributions: KeyValuePairs<String, StackDistribution> = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    static let alignments: KeyValuePairs<String, StackAlignment> = [
        "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
        "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]

    static let marginEdges = ["top", "leading", "bottom", "trailing"]

    /// `stack: {axis, distribution, alignment, spacing, margins, marginsRelative,
    /// baselineRelative, children}`.
    mutating func readStack(_ mapping: DocumentMapping, treePath: String, level: Int) throws(DocumentError) -> Stack {
        let axis = try mapping.required("axis").choice(Self.axes)
        var stack = Stack(axis: axis, children: [])
        if let distribution = mapping["distribution"] {
            stack.distribution = try distribution.choice(Self.distributions)
        }
        if let alignment = mapping["alignment"] {
            stack.alignment = try alignment.choice(Self.alignments)
            // The engine quietly arranges such a stack as `leading`; a document saying
            // otherwise is a mistake worth pointing out.
            if stack.alignment.isBaseline && axis == .vertical {
                throw alignment.error(
                    "\(stack.alignment.rawValue) alignment needs a horizontal stack; this stack is vertical")
            }
        }
        if let spacing = mapping["spacing"] {
            stack.spacing = try spacing.number(.points)
            sourceMap.record(property: "spacing", place: spacing.place, treePath: treePath)
        }
        if let margins = mapping["margins"] {
            stack.margins = try readMargins(margins, treePath: treePath)
        }
        if let relative = mapping["marginsRelative"] {
            stack.isLayoutMarginsRelativeArrangement = try relative.bool()
        }
        if let baselineRelative = mapping["baselineRelative"] {
            stack.isBaselineRelativeArrangement = try baselineRelative.bool()
            if stack.isBaselineRelativeArrangement && axis == .horizontal {
                throw baselineRelative.error("baselineRelative applies to vertical stacks only; this stack is horizontal")
            }
        }
        if let children = mapping["children"] {
            sourceMap.record(property: "children", place: children.place, treePath: treePath)
            let values = try children.list()
            // Checked here, before reading further, so that converting stays within a bounded
            // recursion depth however deep the document goes.
            if !values.isEmpty && level + 1 > maximumDepth {
                throw children.error(Self.tooDeepProblem(limit: maximumDepth))
            }
            stack.children.reserveCapacity(values.count)
            for (index, child) in values.enumerated() {
                stack.children.append(try readNode(child, treePath: "\(treePath)/\(index)", level: level + 1))
            }
        }
        return stack
    }

    /// The same margin on every edge (`margins: 16`) or per edge (`margins: {leading: 16}`);
    /// an edge not given is 0.
    private mutating func readMargins(_ value: DocumentValue, treePath: String) throws(DocumentError) -> EdgeInsets {
        if case .mapping = value.node {
            let mapping = try value.mapping(allowedKeys: Self.marginEdges)
            var edges: [String: Double] = [:]
            for edge in Self.marginEdges {
                guard let edgeValue = mapping[edge] else { continue }
                edges[edge] = try edgeValue.number(.nonNegativePoints)
                sourceMap.record(property: "margins.\(edge)", place: edgeValue.place, treePath: treePath)
            }
            return EdgeInsets(
                top: edges["top"] ?? 0, leading: edges["leading"] ?? 0, bottom: edges["bottom"] ?? 0,
                trailing: edges["trailing"] ?? 0)
        }
        guard case .scalar = value.node, !value.isNull, value.tagName == .int || value.tagName == .float else {
            throw value.mismatch(expected: "a number of points, 0 or more, or a mapping {top, leading, bottom, trailing}")
        }
        let all = try value.number(.nonNegativePoints)
        for edge in Self.marginEdges {
            sourceMap.record(property: "margins.\(edge)", place: value.place, treePath: treePath)
        }
        return EdgeInsets(all: all)
    }
}
