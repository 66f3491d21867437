import StackLayout

/// Behaviours of the production engine that differ from the documented rules, which the
/// reference engine can reproduce on request.
///
/// The reference engine follows the documents; by default it reproduces none of these. They
/// exist so that a comparison can tell a *known* production bug from a new difference: when
/// production and the reference disagree, ``EngineComparison`` lays the tree out again with
/// every deviation reproduced, and if production then agrees, it counts the layout as a known
/// deviation (reported as a known issue by the tests) instead of a new problem. Each deviation
/// names the documented rule it breaks; remove it once production follows the rule.
public struct ProductionDeviations: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// docs/layout-semantics.md, "Baselines through nesting": a vertical stack's baselines are
    /// its first and last child's "at the stack's natural height", and "a baseline that is a
    /// bottom edge moves with the frame". When negative spacing makes the distribution's natural
    /// length negative, the stack's fitting height is 0 ("never below zero"), and at that height
    /// the distribution gives the children other lengths and offsets than their natural ones
    /// (fill stretches a child, fillEqually gives each `(0 − Σg)/n`, …). Production computes the
    /// baselines as if the children kept their natural lengths (fillEqually: the longest) and
    /// the last one ended at the stack's bottom.
    public static let clampedStackBaselines = ProductionDeviations(rawValue: 1 << 0)

    /// docs/engine.md's cycle rule ("a fraction of a container whose size depends on the node is a
    /// cycle"): the natural width of a box with an aspect ratio and a height that is a fraction
    /// of its container is `height × ratio`; production resolves that height as if the
    /// container's height were never known, so placing such a box in a container of known
    /// height (a root placed in given bounds, or laid out with a given height) throws
    /// ``LayoutError/cycle(place:property:length:)`` although nothing depends on the box.
    public static let aspectWidthIgnoresContainerHeight = ProductionDeviations(rawValue: 1 << 1)

    /// Every known deviation.
    public static let all: ProductionDeviations = [.clampedStackBaselines, .aspectWidthIgnoresContainerHeight]
}

extension ReferencePass {
    /// ``ProductionDeviations/clampedStackBaselines``: a vertical stack's baselines as
    /// production computes them — the first child at the top, the last one ending at the bottom
    /// of the content, each as long as its natural length (under fillEqually the longest).
    func productionColumnBaselines(_ column: Column, _ stack: Stack, length: Double, top: Double) -> (first: Double, last: Double) {
        let equal = stack.distribution == .fillEqually ? column.items.map(\.length).max() : nil
        let first = column.measured[0]
        let last = column.measured[column.measured.count - 1]
        let firstLength = equal ?? column.items[0].length
        let lastLength = equal ?? column.items[column.items.count - 1].length
        return (
            top + (first.baselineIsBottom ? firstLength : first.firstBaseline),
            top + length - lastLength + (last.baselineIsBottom ? lastLength : last.lastBaseline)
        )
    }
}
