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

    /// `stack: {axis, distribution, alignment, spacing, margins, marginsRelative,
    /// baselineRelative, children}` of node `index`, at `treePath`.
    mutating func readStack(_ mapping: DocumentMapping, node index: Int, treePath: String, level: Int) throws(DocumentError) -> Stack {
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
            stack.spacing = try readLength(spacing, axis: axis, nonNegative: false, node: index, property: .spacing)
        }
        if let margins = mapping["margins"] {
            stack.margins = try readLengthInsets(margins, as: LayoutProperty.margin, node: index)
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
            sourceMap.record(childrenOf: index, place: children.place)
            let values = try children.list()
            // Checked here, before reading further, so that converting stays within a bounded
            // recursion depth however deep the document goes.
            if !values.isEmpty && level + 1 > maximumDepth {
                throw children.error(Self.tooDeepProblem(limit: maximumDepth))
            }
            stack.children.reserveCapacity(values.count)
            for (position, child) in values.enumerated() {
                stack.children.append(try readNode(child, treePath: "\(treePath)/\(position)", level: level + 1))
            }
        }
        return stack
    }
}
