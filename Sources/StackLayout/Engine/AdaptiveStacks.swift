/// Adaptive stacks: which ``StackVariant`` a stack is laid out with at a width ("Adaptive
/// stacks" in `docs/layout-semantics.md`).
extension LayoutPass {
    /// The style stack `index` is laid out with at `width` (`nil`: at its natural width), and
    /// the index of the variant that gave it (`nil`: the stack's own).
    mutating func chosenStyle(_ index: Int, width: Double?) -> (style: LayoutTree.StackStyle, variant: Int?) {
        let own = tree.stackStyle(of: index)
        guard let variants = tree.variantStyles(of: index) else { return (own, nil) }
        for (position, variant) in variants.enumerated() where holds(variant.condition, for: index, own: own, width: width, position: position) {
            return (variant.style, position)
        }
        return (own, nil)
    }

    private mutating func holds(
        _ condition: StackVariant.Condition, for index: Int, own: LayoutTree.StackStyle, width: Double?, position: Int
    ) -> Bool {
        switch condition {
        case .doesNotFit:
            guard let width else { return false }
            return ownNaturalWidth(index, own) > width
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

    /// The natural width the stack has with its own properties, which `doesNotFit` compares
    /// with the width it gets.
    mutating func ownNaturalWidth(_ index: Int, _ own: LayoutTree.StackStyle) -> Double {
        naturalStackWidth(index, style: own)
    }

    /// What `stacks explain` and frames exports say about the choice at `width`.
    /// The stack's own natural width is reported only when a `doesNotFit` condition was
    /// judged (one before the chosen variant, or any when none was chosen): otherwise it was
    /// never needed, and finding it could fail (a child that is a fraction of the stack).
    mutating func variantChoice(_ index: Int, width: Double, chosen: Int?) -> StackVariantChoice {
        let judged = tree.variantConditions(at: index).prefix(chosen.map { $0 + 1 } ?? Int.max)
        let ownWidth = judged.contains(.doesNotFit) ? ownNaturalWidth(index, tree.stackStyle(of: index)) : nil
        return StackVariantChoice(
            variant: chosen, width: width, ownNaturalWidth: ownWidth,
            contentSize: environment.contentSizeCategory, rootWidth: resolver.rootWidth)
    }
}
