import DynamicButtons
import StackLayout

/// Everything a `ButtonStackViewPlan` depends on besides the measurer (which `TextMeasuring`
/// requires to answer the same request the same way): a view plans again only when these differ.
public struct ButtonStackPlanInputs: Hashable, Sendable {
    /// The buttons and the stack's spacing and insets.
    public var stack: ButtonStack
    /// The size of the bounds the buttons are placed in.
    public var bounds: Size
    /// Reading direction, content size category and display scale.
    public var environment: LayoutEnvironment

    /// Creates inputs.
    public init(stack: ButtonStack, bounds: Size, environment: LayoutEnvironment) {
        self.stack = stack
        self.bounds = bounds
        self.environment = environment
    }
}
