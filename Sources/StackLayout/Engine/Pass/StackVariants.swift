/// Adaptive stacks: which ``StackVariant`` a stack is laid out with at a width.
extension LayoutPass {
    /// The style stack `index` is laid out with at `width` (`nil`: natural), and its variant's index.
    mutating func chosenStyle(_ index: Int, width: Double?) -> (style: LayoutTree.StackStyle, variant: Int?) {
        let own = tree.stackStyle(of: index)
        guard let variants = tree.variantStyles(of: index) else { return (own, nil) }
        for (position, variant) in variants.enumerated() where holds(variant.condition, for: index, width: width, position: position) {
            return (variant.style, position)
        }
        return (own, nil)
    }

    private mutating func holds(
        _ condition: StackVariant.Condition, for index: Int, width: Double?, position: Int
    ) -> Bool {
        switch condition {
        case .doesNotFit:
            // Never at the natural width (nor a rounding error below): a stack given it is laid
            // out as it was measured there.
            guard let width else { return false }
            return naturalWidth(index) ?? 0 > width + StackVariant.fitTolerance
        case .contentSize(let least):
            return environment.contentSizeCategory >= least
        case .rootWidth(let below):
            guard let root = resolver.rootWidth else {
                if failure == nil {
                    failure = LayoutError(
                        .unknownRootSize(property: .variant(position, .rootWidthCondition), dimension: .horizontal),
                        node: tree.reference(to: index))
                }
                return false
            }
            return root < below
        }
    }

    /// What `stacks explain` and frames exports say about the choice at `width`.
    mutating func variantChoice(_ index: Int, width: Double, chosen: Int?) -> StackVariantChoice {
        let judged = tree.variantConditions(at: index).prefix(chosen.map { $0 + 1 } ?? Int.max)
        var natural: Double?
        if judged.contains(.doesNotFit) { natural = naturalWidth(index) ?? 0 }
        return StackVariantChoice(
            variant: chosen, width: width, naturalWidth: natural,
            contentSize: environment.contentSizeCategory, rootWidth: resolver.rootWidth)
    }
}
