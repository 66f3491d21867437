import StackLayout

// The card becomes a column when its row does not fit the width it gets.
let card = LayoutNode.stack(id: "card", Stack(
    axis: .horizontal, alignment: .center, spacing: 12,
    variants: [StackVariant(when: .doesNotFit, axis: .vertical, alignment: .leading)],
    children: [
        LayoutNode(id: "icon", .box(Box(width: 44, height: 44)), contentHugging: AxisPriorities(.required)),
        .stack(id: "labels", Stack(
            axis: .vertical, alignment: .leading, spacing: 2,
            children: [
                .text(id: "title", "Weekly report", font: .style(.headline)),
                .text(id: "subtitle", "Sent every Monday at nine", font: .style(.subheadline), lines: 0),
            ])),
    ]))

let tree = try LayoutTree(card)
let engine = StackLayoutEngine(environment: LayoutEnvironment(
    direction: .leftToRight, contentSizeCategory: .large, scale: 2))
let narrow = try engine.layout(tree, width: 120, measurer: FixedMetricsTextMeasurer())
// The card is node 0; variant 0 (the column) holds at 120 pt.
print(narrow.variantChoices[0]?.variant as Any)   // Optional(0)
print(narrow.frame(of: "labels")!)                // below the icon: y = 44 + 12
