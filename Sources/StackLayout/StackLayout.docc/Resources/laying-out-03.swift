import StackLayout

// An icon beside a title and a subtitle. The icon hugs its 44 pt at the required priority, so
// the column, not the icon, takes the width that is left.
let card = LayoutNode.stack(id: "card", Stack(
    axis: .horizontal, alignment: .center, spacing: 12,
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
let rightToLeft = StackLayoutEngine(environment: LayoutEnvironment(
    direction: .rightToLeft, contentSizeCategory: .large, scale: 2))
let mirrored = try rightToLeft.layout(tree, width: 320, measurer: FixedMetricsTextMeasurer())
print(mirrored.frame(of: "icon")!)     // x 276: the left-to-right frame mirrored
print(mirrored.frame(of: "labels")!)   // x 0, width 264
