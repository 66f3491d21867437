/// A variant of an adaptive stack: a condition and the stack properties it overrides, so that
/// one stack can switch from a row to a column when it runs out of room or the text gets large
/// (the layout iOS apps build most often by hand). A stack's variants are tried in order; the
/// first whose condition holds wins, and the stack is laid out with its properties; when none
/// holds, with the stack's own.
///
/// ```swift
/// Stack(axis: .horizontal, spacing: 8, variants: [
///     StackVariant(when: .contentSize(atLeast: .accessibilityMedium), axis: .vertical),
///     StackVariant(when: .doesNotFit, axis: .vertical, alignment: .leading),
/// ], children: [/* … */])
/// ```
public struct StackVariant: Hashable, Sendable {
    /// When a variant applies.
    public enum Condition: Hashable, Sendable {
        /// The stack's natural width exceeds the width it is given by more than
        /// ``StackVariant/fitTolerance``, as `ViewThatFits` tries a view at its ideal width.
        case doesNotFit
        /// The environment's content size category is `atLeast` or larger.
        case contentSize(atLeast: TextSizeCategory)
        /// The root's width is below `below` points (a layout without a root width cannot decide).
        case rootWidth(below: Double)

        /// Any of the five accessibility sizes.
        public static let accessibility = Condition.contentSize(atLeast: .accessibilityMedium)
    }

    /// How far a stack's natural width may exceed the width it is given and still count as
    /// fitting (``Condition/doesNotFit`` does not hold): a billionth of a point, as for a flow's
    /// lines (``FlowLineBreaking/tolerance``). A parent that hands a child its natural width
    /// through sums and proportions (a proportional stack measured without a width) can land a
    /// few units in the last place below it, which must not switch the child's arrangement.
    public static let fitTolerance = FlowLineBreaking.tolerance

    /// When the variant applies.
    public var condition: Condition
    /// The axis while the variant holds; `nil` keeps the stack's own (so for every property).
    public var axis: LayoutAxis?
    /// The distribution while the variant holds.
    public var distribution: StackDistribution?
    /// The alignment while the variant holds.
    public var alignment: StackAlignment?
    /// The spacing while the variant holds.
    public var spacing: Length?
    /// The margins while the variant holds.
    public var margins: LengthInsets?
    /// Baseline-relative arrangement while the variant holds.
    public var isBaselineRelativeArrangement: Bool?

    /// Creates a variant.
    public init(
        when condition: Condition, axis: LayoutAxis? = nil, distribution: StackDistribution? = nil,
        alignment: StackAlignment? = nil, spacing: Length? = nil, margins: LengthInsets? = nil,
        isBaselineRelativeArrangement: Bool? = nil
    ) {
        self.condition = condition
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.margins = margins
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }

    /// `stack` with this variant's properties in place of its own.
    public func applied(to stack: Stack) -> Stack {
        var stack = stack
        stack.axis = axis ?? stack.axis
        stack.distribution = distribution ?? stack.distribution
        stack.alignment = alignment ?? stack.alignment
        stack.spacing = spacing ?? stack.spacing
        stack.margins = margins ?? stack.margins
        stack.isBaselineRelativeArrangement = isBaselineRelativeArrangement ?? stack.isBaselineRelativeArrangement
        stack.variants = []
        return stack
    }
}
