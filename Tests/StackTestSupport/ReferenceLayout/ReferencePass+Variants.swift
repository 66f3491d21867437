import StackLayout

/// Adaptive stacks (docs/layout-semantics.md, "Adaptive stacks"): at each width a stack is
/// measured or placed at, the first variant whose condition holds gives it its properties.
extension ReferencePass {
    /// The arrangement `node` (a stack or list) is laid out with at `width` (`nil`: its
    /// natural width, where `doesNotFit` cannot hold).
    func arrangement(of node: ReferenceNode, width: Double?) throws(LayoutError) -> Stack {
        let own = node.arrangement!
        guard case .stack(let stack) = node.node.content, !stack.variants.isEmpty else { return own }
        for (position, variant) in stack.variants.enumerated() {
            switch variant.condition {
            case .doesNotFit:
                // The stack's natural width (as its environment conditions make it) is more than
                // the width it gets, by more than the documented tolerance.
                if let width, try naturalStackWidth(node, arrangement(of: node, width: nil)) > width + StackVariant.fitTolerance {
                    return variant.applied(to: own)
                }
            case .contentSize(let least):
                if environment.contentSizeCategory >= least { return variant.applied(to: own) }
            case .rootWidth(let below):
                guard let rootWidth else {
                    throw LayoutError(
                        .unknownRootSize(property: .variant(position, .rootWidthCondition), dimension: .horizontal),
                        node: node.reference)
                }
                if rootWidth < below { return variant.applied(to: own) }
            }
        }
        return own
    }
}
