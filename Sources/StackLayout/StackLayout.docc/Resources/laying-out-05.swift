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
// A session keeps what one layout learnt for the next: while a window is resized point by
// point, only the nodes whose width changed are measured again.
let session = LayoutSession(
    tree: tree, environment: LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .large, scale: 2),
    measurer: FixedMetricsTextMeasurer())
for width in stride(from: 320.0, through: 280, by: -1) {
    let result = try session.layout(width: width)
    _ = result.frame(of: "labels")
}
