import DynamicButtons
import StackLayout

/// Everything a `ButtonStackViewPlan` depends on besides the measurer. A view keeps the inputs
/// of its last plan and plans again only when the current ones differ (`!=`): new items (or any
/// property of one), another bounds size, content size category, reading direction or display
/// scale. The measurer is assumed to answer the same requests the same way (`TextMeasuring`
/// requires it), so it is not part of the value.
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
