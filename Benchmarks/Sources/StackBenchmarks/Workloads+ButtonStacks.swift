// One button stack of many buttons, laid out whole: its cost must grow with its buttons, not
// with their square. The yardstick is the same buttons split into stacks of 40, a tree whose
// cost grows linearly by construction (more stacks of the same size).
import DynamicButtons
import StackLayout

/// The buttons of the workload: titles "Action 1", "Action 2", … in body text (`large`: 8.5 pt a
/// character with fixed metrics), every seventh hugging its title, every eleventh icon-only.
func numberedButtons(_ range: Range<Int>) -> [ButtonItem] {
    range.map { i in
        ButtonItem(
            id: "b\(i)", title: "Action \(i + 1)", iconName: "star",
            kind: i % 11 == 10 ? .iconOnly : .default, hugsTitle: i % 7 == 6)
    }
}

/// One stack of `count` ``numberedButtons(_:)``, default insets and spacing, as a tree's node.
func numberedButtonStackNode(count: Int) -> LayoutNode {
    ButtonStack(items: numberedButtons(0..<count)).node(id: "actions")
}

/// The same `count` buttons in stacks of `perStack`, one under another with the buttons'
/// spacing (8 pt).
func splitButtonStacksNode(count: Int, perStack: Int) -> LayoutNode {
    .stack(Stack(axis: .vertical, spacing: 8, children: stride(from: 0, to: count, by: perStack).map { start in
        ButtonStack(items: numberedButtons(start..<min(count, start + perStack))).node(id: "actions\(start)")
    }))
}

/// The width the stacks are laid out at: a phone's, where no row fits and the buttons stack in
/// a column (column-beside: every title fits beside its icon).
let buttonStackWidth = 375.0

/// Buttons per stack in the split yardstick.
let buttonsPerSplitStack = 40

/// Cold layouts (new engine pass, fixed metrics, scale 1) of one stack of `count` buttons and,
/// alternately, of the same buttons split into stacks of 40. The 16,000-button stack must take
/// under a second and no more than 1.5× the split stacks.
func buttonStackWorkload(count: Int, _ context: BenchmarkContext) throws -> WorkloadResult {
    let tree = try LayoutTree(numberedButtonStackNode(count: count))
    let split = try LayoutTree(splitButtonStacksNode(count: count, perStack: buttonsPerSplitStack))
    let engine = StackLayoutEngine(environment: syntheticEnvironment)
    let measurer = FixedMetricsTextMeasurer()
    let first = try engine.layout(tree, width: buttonStackWidth, measurer: measurer)  // warm-up
    _ = try engine.layout(split, width: buttonStackWidth, measurer: measurer)
    let mode = first.containerPlacements[0]?.attributes.first { $0.key == "mode" }?.value.description ?? "?"
    let (cold, splitCold, ratio) = try sampleAlternating(
        context.budget,
        { blackHole(try engine.layout(tree, width: buttonStackWidth, measurer: measurer)) },
        { blackHole(try engine.layout(split, width: buttonStackWidth, measurer: measurer)) })
    var result = WorkloadResult(
        name: "button-stack-\(count)", title: "one button stack of \(count.grouped) buttons", nodes: tree.count,
        width: buttonStackWidth)
    result.cold = cold
    let perButton = cold.median / Double(count)
    let stacks = (count + buttonsPerSplitStack - 1) / buttonsPerSplitStack
    result.details = [
        "cold layout \(decimal(cold.microseconds / 1000, 2)) ms (\(decimal(perButton, 0)) ns a button, \(cold.count) runs);"
            + " arrangement \(mode), \(decimal(first.bounds.height, 0)) pt tall",
        "the same buttons in \(stacks.grouped) stacks of \(buttonsPerSplitStack): \(decimal(splitCold.microseconds / 1000, 2)) ms;"
            + " one stack / split \(decimal(ratio, 2))× (timed alternately)",
    ]
    result.metrics = [
        ("buttons", .integer(count)), ("ns_per_button", .number(perButton)), ("arrangement", .string(mode)),
        ("split_cold_us", .number(splitCold.microseconds)), ("one_stack_over_split", .number(ratio)),
    ]
    if count >= 16_000 {
        result.checks = [
            TargetCheck(
                name: "one stack of \(count.grouped) buttons, cold layout", target: "< 1 s",
                measured: "\(decimal(cold.microseconds / 1000, 1)) ms", met: cold.median < 1e9),
            TargetCheck(
                name: "one stack of \(count.grouped) buttons / the same in stacks of \(buttonsPerSplitStack)", target: "≤ 1.5×",
                measured: "\(decimal(ratio, 2))×", met: ratio <= 1.5),
        ]
    }
    return result
}
