import DynamicButtons
import StackLayout

let stack = ButtonStack(items: [
    ButtonItem(id: "share", title: "Share", iconName: "share", kind: .primary),
    ButtonItem(id: "save", title: "Save", iconName: "bookmark"),
    ButtonItem(id: "open", title: "Open in Safari", iconName: "safari"),
])

let environment = LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .large, scale: 2)
let measurer = FixedMetricsTextMeasurer()
let measurement = stack.measure(width: 600, environment: environment, measurer: measurer)
print(measurement.arrangement)   // rowBeside
print(measurement.size)          // 600 wide, as tall as the tallest button
