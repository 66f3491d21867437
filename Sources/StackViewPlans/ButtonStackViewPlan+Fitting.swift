import DynamicButtons
import StackLayout

/// The answers to "how big do you want to be" (`sizeThatFits(_:)`,
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
/// `intrinsicContentSize`). A button stack fills the width it gets; its height depends on it:
/// - **intrinsic content size**: no intrinsic width (`UIView.noIntrinsicMetric`); the height at
///   the bounds width, or at the natural width while the view has none. A plan whose height
///   changed says so (`ButtonStackPlanChanges/intrinsicHeightChanged`).
/// - **fitting a proposed width**: a finite width above 0 is taken as given; no width (0,
///   infinite, `greatestFiniteMagnitude`, or a horizontal priority below required) means the
///   natural width, the narrowest at which a row with icons beside titles holds every title.
extension ButtonStackViewPlan {
    /// The width to fit at for a proposed width, or `nil` for the natural width: see the
    /// rules above. `isWidthRequired` is whether the horizontal fitting priority is
    /// required (UIKit's `sizeThatFits` counts as required).
    public static func fittingWidth(proposed: Double, isWidthRequired: Bool) -> Double? {
        guard isWidthRequired, proposed > 0, proposed < .greatestFiniteMagnitude else { return nil }
        return proposed
    }

    /// The size `stack` takes at `width` (`nil`: its natural width), with the height it needs there.
    ///
    /// - Throws: `ButtonStackPlanError` as `init(_:measurer:)` does.
    public static func fittingSize(
        of stack: ButtonStack, width: Double?, environment: LayoutEnvironment, measurer: some TextMeasuring
    ) throws(ButtonStackPlanError) -> Size {
        do {
            let tree = try LayoutTree(stack.node())
            return try StackLayoutEngine(environment: environment)
                .measure(tree, proposal: ProposedSize(width: width, height: nil), measurer: measurer)
        } catch {
            throw .layout(error)
        }
    }

    /// The intrinsic height of `stack` in bounds `boundsWidth` wide: the height at that width,
    /// or at the natural width when it is 0 (not laid out yet).
    public static func intrinsicHeight(
        of stack: ButtonStack, boundsWidth: Double, environment: LayoutEnvironment, measurer: some TextMeasuring
    ) throws(ButtonStackPlanError) -> Double {
        try fittingSize(of: stack, width: boundsWidth > 0 ? boundsWidth : nil, environment: environment, measurer: measurer).height
    }

    static func intrinsicHeight(
        _ tree: LayoutTree, boundsWidth: Double, engine: StackLayoutEngine, measurer: some TextMeasuring
    ) throws(LayoutError) -> Double {
        try engine.measure(tree, proposal: ProposedSize(width: boundsWidth > 0 ? boundsWidth : nil, height: nil), measurer: measurer).height
    }
}
