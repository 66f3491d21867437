import StackLayout

/// Proportional lengths, from docs/engine.md's "Proportional and adaptive layout" and
/// docs/document-format.md ("Lengths"): a container fraction is of the container along the
/// named axis, or the property's own axis; the container of a node's size and `spacingAfter`
/// is its parent's content box, that of a stack's spacing and margins the stack itself; a
/// fraction of a container whose size is not known yet (it depends on its content) is a cycle,
/// and a fraction of a root dimension the layout was not given is an error too.
extension ReferencePass {
    /// `length` in points, for `property` of `node` along `axis`.
    func points(
        _ length: Length, of node: ReferenceNode, _ property: LayoutProperty, axis: LayoutAxis, container: ContainerExtent
    ) throws(LayoutError) -> Double {
        switch length {
        case .points(let value):
            return value
        case .container(let fraction, let named):
            guard let extent = container[named ?? axis] else {
                throw LayoutError(.cycle(property: property, length: length), node: node.reference)
            }
            return fraction * extent
        case .root(let fraction, let rootAxis):
            guard let extent = rootAxis == .horizontal ? rootWidth : rootHeight else {
                throw LayoutError(.unknownRootSize(property: property, dimension: rootAxis), node: node.reference)
            }
            return fraction * extent
        case .scaled(let value, let style):
            // As UIFontMetrics scales it: by the style's size now over its size at `large`.
            let category = environment.contentSizeCategory
            return value * DynamicTypeTable.pointSize(of: style, at: category)
                / DynamicTypeTable.pointSize(of: style, at: .large)
        case .byWidth(let breakpoints):
            guard let rootWidth else {
                throw LayoutError(.unknownRootSize(property: .breakpoint(of: property), dimension: .horizontal), node: node.reference)
            }
            // Each value applies from its minimum width up to the next one's; below the
            // smallest threshold the first value.
            guard var chosen = breakpoints.steps.first?.value else {
                // No step at all: nothing to choose (the production engine has no answer either).
                throw LayoutError(.invalidValue(InvalidValue(property: .breakpoint(of: property), value: .nan, requirement: .custom("at least one breakpoint"))), node: node.reference)
            }
            for step in breakpoints.steps where step.minimumWidth <= rootWidth { chosen = step.value }
            return try points(chosen, of: node, property, axis: axis, container: container)
        }
    }

    /// A stack's margins in points: zero unless arrangement is margins-relative; fractions are
    /// of the stack's `own` width (leading, trailing) or height (top, bottom). With `edges`,
    /// only the edges across that axis are resolved (the others are 0): a natural width needs
    /// only the leading and trailing margins.
    func margins(of node: ReferenceNode, _ stack: Stack, own: ContainerExtent, edges: LayoutAxis? = nil) throws(LayoutError) -> DirectionalInsets {
        guard stack.isLayoutMarginsRelativeArrangement else { return .zero }
        var insets = DirectionalInsets()
        let margins = stack.margins
        if edges != .vertical {
            insets.leading = try points(margins.leading, of: node, .margin(.leading), axis: .horizontal, container: own)
            insets.trailing = try points(margins.trailing, of: node, .margin(.trailing), axis: .horizontal, container: own)
        }
        if edges != .horizontal {
            insets.top = try points(margins.top, of: node, .margin(.top), axis: .vertical, container: own)
            insets.bottom = try points(margins.bottom, of: node, .margin(.bottom), axis: .vertical, container: own)
        }
        return insets
    }

    /// The gap after each visible child but the last: its `spacingAfter` when set (a fraction
    /// of the parent's content box along the stack's axis), else the stack's spacing (a
    /// fraction of the stack itself).
    ///
    /// The stack's spacing is resolved whenever the stack is arranged, even with fewer than two
    /// children: "spacing 10 % of a stack whose height is its content's" is a cycle, whatever
    /// the children (docs/engine.md's wording, which the production engine follows too).
    func gaps(
        of node: ReferenceNode, _ stack: Stack, between children: [ReferenceNode], own: ContainerExtent,
        content: ContainerExtent
    ) throws(LayoutError) -> [Double] {
        let spacing = try points(stack.spacing, of: node, .spacing, axis: stack.axis, container: own)
        var gaps: [Double] = []
        for child in children.dropLast() {
            if let after = child.node.spacingAfter {
                // It replaces the stack's spacing for one gap, and is measured as it is: a fraction
                // of the stack's own length along its axis.
                gaps.append(try points(after, of: child, .spacingAfter, axis: stack.axis, container: own))
            } else {
                gaps.append(spacing)
            }
        }
        return gaps
    }
}
