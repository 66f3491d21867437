// One button stack of many buttons, laid out whole: its cost must grow with its buttons, not
// with their square.
import DynamicButtons
import StackLayout

/// `count` buttons in one stack: titles "Action 1", "Action 2", … in body text (`large`: 8.5 pt a
/// character with fixed metrics), every seventh hugging its title, every eleventh icon-only,
/// default insets and spacing.
func numberedButtonStack(count: Int) -> ButtonStack {
    ButtonStack(items: (0..<count).map { i in
        ButtonItem(
            id: "b\(i)", title: "Action \(i + 1)", iconName: "star",
            kind: i % 11 == 10 ? .iconOnly : .default, hugsTitle: i % 7 == 6)
    })
}

/// ``numberedButtonStack(count:)`` as the node of a tree.
func numberedButtonStackNode(count: Int) -> LayoutNode {
    numberedButtonStack(count: count).node(id: "actions")
}

/// The width the stack is laid out at: a phone's, where no row fits and the buttons stack in a
/// column (column-beside: every title fits beside its icon).
let buttonStackWidth = 375.0

/// A cold layout (new engine pass, fixed metrics, scale 1) of one stack of `count` buttons; the
/// 16,000-button stack must take under a second.
func buttonStackWorkload(count: Int, _ context: BenchmarkContext) throws -> WorkloadResult {
    let tree = try LayoutTree(numberedButtonStackNode(count: count))
    let engine = StackLayoutEngine(environment: syntheticEnvironment)
    let measurer = FixedMetricsTextMeasurer()
    let first = try engine.layout(tree, width: buttonStackWidth, measurer: measurer)  // warm-up
    let mode = first.containerPlacements[0]?.attributes.first { $0.key == "mode" }?.value.description ?? "?"
    let cold = try sample(context.budget) {
        blackHole(try engine.layout(tree, width: buttonStackWidth, measurer: measurer))
    }
    var result = WorkloadResult(
        name: "button-stack-\(count)", title: "one button stack of \(count.grouped) buttons", nodes: tree.count,
        width: buttonStackWidth)
    result.cold = cold
    let perButton = cold.median / Double(count)
    result.details = [
        "cold layout \(decimal(cold.microseconds / 1000, 2)) ms (\(decimal(perButton, 0)) ns a button, \(cold.count) runs);"
            + " arrangement \(mode), \(decimal(first.bounds.height, 0)) pt tall",
    ]
    result.metrics = [("buttons", .integer(count)), ("ns_per_button", .number(perButton)), ("arrangement", .string(mode))]
    if count >= 16_000 {
        result.checks.append(TargetCheck(
            name: "one stack of \(count.grouped) buttons, cold layout", target: "< 1 s",
            measured: "\(decimal(cold.microseconds / 1000, 1)) ms", met: cold.median < 1e9))
    }
    return result
}
