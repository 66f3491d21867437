extension NodeReader {
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "margins", "marginsRelative", "baselineRelative",
        "variants", "children",
    ]

    /// What a variant may override, besides its `when`.
    package static let variantKeys = ["when", "axis", "distribution", "alignment", "spacing", "margins", "baselineRelative"]

    /// The keys of a variant's `when` written as a mapping (exactly one of them), and of their
    /// bounds.
    package static let conditionKeys = ["contentSize", "width"]
    package static let contentSizeBoundKeys = ["atLeast"]
    package static let widthBoundKeys = ["below"]
    /// The conditions a variant's `when` names as a word.
    package static let conditionWords = ["doesNotFit"]
    package static let contentSizeWords = ["accessibility"]

    package static let axes: KeyValuePairs<String, LayoutAxis> = ["horizontal": .horizontal, "vertical": .vertical]

    package static let distributions: KeyValuePairs<String, StackDistribution> = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    package static let alignments: KeyValuePairs<String, StackAlignment> = [
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
        if let variants = mapping["variants"] {
            for (position, value) in try variants.list().enumerated() {
                stack.variants.append(try readVariant(value, of: stack, position: position, node: index))
            }
        }
        if let children = mapping["children"] {
            stack.children = try readChildren(children, node: index, treePath: treePath, level: level)
        }
        return stack
    }

    /// One of `variants`: `when` (`doesNotFit`, `{contentSize: accessibility}`,
    /// `{contentSize: {atLeast: CATEGORY}}` or `{width: {below: POINTS}}`) and the stack
    /// properties it overrides, checked as the stack's own are, on the stack it makes. Places
    /// are recorded as the variant's properties of node `index` (`variants[1].spacing`).
    private mutating func readVariant(
        _ value: DocumentValue, of stack: Stack, position: Int, node index: Int
    ) throws(DocumentError) -> StackVariant {
        let mapping = try value.mapping(allowedKeys: Self.variantKeys, collectingInto: &errors)
        let when = try mapping.required("when")
        var variant = StackVariant(when: try readCondition(when))
        if case .rootWidth = variant.condition {
            sourceMap.record(.variant(position, .rootWidthCondition), place: when.place, node: index)
        }
        if let axis = mapping["axis"] { variant.axis = try axis.choice(Self.axes) }
        if let distribution = mapping["distribution"] { variant.distribution = try distribution.choice(Self.distributions) }
        let axis = variant.axis ?? stack.axis
        if let alignment = mapping["alignment"] {
            variant.alignment = try alignment.choice(Self.alignments)
        }
        if let alignment = variant.alignment ?? (variant.axis != nil ? stack.alignment : nil), alignment.isBaseline, axis == .vertical {
            throw (mapping["alignment"] ?? mapping["axis"] ?? value).error(
                "\(alignment.rawValue) alignment needs a horizontal stack; with this variant the stack is vertical")
        }
        if let spacing = mapping["spacing"] {
            variant.spacing = try readLength(
                spacing, axis: axis, nonNegative: false, node: index, property: .variant(position, .spacing))
        }
        if let margins = mapping["margins"] {
            variant.margins = try readLengthInsets(margins, as: { .variant(position, .margin($0)) }, node: index)
        }
        if let baselineRelative = mapping["baselineRelative"] {
            variant.isBaselineRelativeArrangement = try baselineRelative.bool()
        }
        if (variant.isBaselineRelativeArrangement ?? (variant.axis != nil ? stack.isBaselineRelativeArrangement : false)),
           axis == .horizontal {
            throw (mapping["baselineRelative"] ?? mapping["axis"] ?? value).error(
                "baselineRelative applies to vertical stacks only; with this variant the stack is horizontal")
        }
        return variant
    }

    /// `doesNotFit`, `{contentSize: accessibility}`, `{contentSize: {atLeast: CATEGORY}}` or
    /// `{width: {below: POINTS}}`.
    private func readCondition(_ value: DocumentValue) throws(DocumentError) -> StackVariant.Condition {
        let forms = "doesNotFit, {contentSize: accessibility}, {contentSize: {atLeast: CATEGORY}} or {width: {below: POINTS}}"
        if value.isScalar {
            guard Self.conditionWords.contains(try value.text()) else { throw value.mismatch(expected: forms) }
            return .doesNotFit
        }
        guard value.isMapping else { throw value.mismatch(expected: forms) }
        let mapping = try value.mapping(allowedKeys: Self.conditionKeys)
        guard mapping.keys.count == 1 else { throw value.error("expected exactly one of contentSize or width, as in \(forms)") }
        if let contentSize = mapping["contentSize"] {
            if contentSize.isScalar {
                guard Self.contentSizeWords.contains(try contentSize.text()) else {
                    throw contentSize.mismatch(expected: "accessibility or {atLeast: CATEGORY}")
                }
                return .accessibility
            }
            let bound = try contentSize.mapping(allowedKeys: Self.contentSizeBoundKeys)
            return .contentSize(atLeast: try bound.required("atLeast").named())
        }
        let width = try mapping.required("width").mapping(allowedKeys: Self.widthBoundKeys)
        return .rootWidth(below: try width.required("below").number(.nonNegativePoints))
    }
}
