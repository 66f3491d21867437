import DynamicButtons
import StackLayout
import StackViewPlans
import Testing

// Every expectation in this suite is worked out by hand from the documented rules
// (ButtonStackLayout's arithmetic, FixedMetricsTextMeasurer's metrics, pixel rounding with
// halves up). Body text at `large` is 17 pt: a character 8.5 pt wide, a line 17 pt tall; the
// icon–title gap 17 × 8/17 = 8 pt; the standard icon 24 × 24; insets 8/12/8/12; spacing 8.

/// "Save" (4 × 8.5 = 34 pt) and "Cancel" (6 × 8.5 = 51 pt).
let saveCancel = ButtonStack(items: [
    ButtonItem(id: "save", title: "Save", iconName: "square.and.arrow.down"),
    ButtonItem(id: "cancel", title: "Cancel", iconName: "xmark"),
])

func plan(
    _ stack: ButtonStack, width: Double, height: Double, category: TextSizeCategory = .large,
    direction: ReadingDirection = .leftToRight, scale: Double = 3
) throws(ButtonStackPlanError) -> ButtonStackViewPlan {
    try ButtonStackViewPlan(
        ButtonStackPlanInputs(
            stack: stack, bounds: Size(width: width, height: height),
            environment: LayoutEnvironment(direction: direction, contentSizeCategory: category, scale: scale)),
        measurer: FixedMetricsTextMeasurer())
}

/// Whether two rectangles are equal within floating-point noise (1e-9 pt).
func isClose(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
