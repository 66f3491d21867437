import DynamicButtons
import StackLayout

/// What a button stack view shows for one set of inputs: the arrangement, the size, and one
/// `ButtonViewPlan` per button. The views (UIKit's `DynamicButtonStack`, SwiftUI's
/// `ButtonStackView`) decide nothing: they make one button per plan and apply its values.
///
/// The frames are the engine's own: the stack is laid out as the root of a tree, in bounds of
/// the given size, so pixel rounding and right-to-left mirroring are exactly those of `stacks
/// frames`. A host that mirrors placements itself (SwiftUI flips every subview's x position in a
/// right-to-left environment) plans with a left-to-right environment, or the buttons would be
/// flipped twice.
///
/// ```swift
/// import DynamicButtons
/// import StackLayout
/// import StackViewPlans
///
/// let stack = ButtonStack(items: [ButtonItem(id: "save", title: "Save"), ButtonItem(id: "cancel", title: "Cancel")])
/// let plan = try ButtonStackViewPlan(
///     ButtonStackPlanInputs(stack: stack, bounds: Size(width: 320, height: 44), environment: LayoutEnvironment()),
///     measurer: FixedMetricsTextMeasurer())
/// print(plan.arrangement, plan.buttons.map(\.frame))   // row-beside, two buttons of 156 × 44 pt
/// ```
public struct ButtonStackViewPlan: Hashable, Sendable {
    /// What the plan was made from.
    public var inputs: ButtonStackPlanInputs
    /// The arrangement every button uses.
    public var arrangement: ButtonArrangement
    /// The bounds the buttons were placed in, rounded to device pixels.
    public var size: Size
    /// The height the stack needs at its bounds width (at its natural width while the bounds
    /// are 0 wide): what `intrinsicContentSize` answers (see `intrinsicHeight(of:boundsWidth:environment:measurer:)`).
    public var intrinsicHeight: Double
    /// How far the content exceeds the bounds when no arrangement fits them (zero when it fits).
    public var overflow: Size
    /// The buttons, in reading order.
    public var buttons: [ButtonViewPlan]
    /// What the app should fix though the stack could be planned (a button VoiceOver has no
    /// name for), in the items' order.
    public var warnings: [ButtonStackPlanWarning]

    /// Plans the stack for `inputs`.
    ///
    /// - Throws: `ButtonStackPlanError.duplicateID(_:firstIndex:secondIndex:)` when two items
    ///   share an id; `ButtonStackPlanError.layout(_:)` when the engine refuses the stack's
    ///   values, the bounds (negative, not finite) or the scale, naming which.
    public init(_ inputs: ButtonStackPlanInputs, measurer: some TextMeasuring) throws(ButtonStackPlanError) {
        let stack = inputs.stack
        try Self.checkUniqueIDs(stack.items)
        // One cache for measuring and placing: each title is measured once per plan.
        let cached = CachedTextMeasurer(measurer)
        let tree: LayoutTree
        let result: LayoutResult
        let intrinsic: Double
        do {
            tree = try LayoutTree(stack.node())
            let engine = StackLayoutEngine(environment: inputs.environment)
            result = try engine.place(tree, in: Rect(origin: .zero, size: inputs.bounds), measurer: cached)
            intrinsic = try Self.intrinsicHeight(tree, boundsWidth: inputs.bounds.width, engine: engine, measurer: cached)
        } catch {
            throw .layout(error)
        }
        // The root is the stack: its placement is node 0's, in the stack's own coordinates.
        guard let details = result.placements(of: ButtonStack.self).first?.details else {
            preconditionFailure("a button stack at the root always has a placement")
        }
        let category = inputs.environment.contentSizeCategory
        var buttons: [ButtonViewPlan] = []
        for (index, (item, button)) in zip(stack.items, details.buttons).enumerated() {
            func relative(_ frame: Rect) -> Rect {
                Rect(x: frame.minX - button.frame.minX, y: frame.minY - button.frame.minY, width: frame.width, height: frame.height)
            }
            let wraps = button.wrapsTitle
            var textStyle: TextStyle?
            if case .style(let style) = item.font { textStyle = style }
            buttons.append(ButtonViewPlan(
                id: item.id, index: index, frame: button.frame,
                imageFrame: relative(button.image), titleFrame: item.showsTitle ? relative(button.title) : nil,
                spinnerFrame: button.spinner.map(relative),
                title: item.title, showsTitle: ButtonViewPlan.showsTitle(item), showsImage: ButtonViewPlan.showsImage(item),
                iconName: item.iconName.map { SymbolName.systemName(for: $0) ?? $0 }, font: item.font.resolved(for: category), textStyle: textStyle,
                titleLines: wraps ? 0 : 1, lineBreak: wraps ? .wordWrap : .truncateTail, alignment: wraps ? .center : .natural,
                isTitleTruncated: button.isTitleTruncated, kind: item.kind,
                isEnabled: item.state.isInteractive, accessibility: ButtonAccessibilityPlan(item)))
        }
        self.inputs = inputs
        arrangement = details.arrangement
        size = result.bounds.size
        intrinsicHeight = intrinsic
        overflow = details.overflow
        self.buttons = buttons
        warnings = ButtonStackPlanWarning.warnings(for: stack.items)
    }

    /// The plan of the button `id`, if any.
    public func button(_ id: String) -> ButtonViewPlan? {
        buttons.first { $0.id == id }
    }

    private static func checkUniqueIDs(_ items: [ButtonItem]) throws(ButtonStackPlanError) {
        var seen: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if let first = seen[item.id] { throw .duplicateID(item.id, firstIndex: first, secondIndex: index) }
            seen[item.id] = index
        }
    }
}
