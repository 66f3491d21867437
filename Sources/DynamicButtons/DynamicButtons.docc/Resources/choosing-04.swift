import DynamicButtons
import StackLayout

let stack = ButtonStack(items: [
    ButtonItem(id: "share", title: "Share", iconName: "share", kind: .primary),
    ButtonItem(id: "save", title: "Save", iconName: "bookmark"),
    ButtonItem(id: "open", title: "Open in Safari", iconName: "safari"),
])

let large = LayoutEnvironment(direction: .leftToRight, contentSizeCategory: .accessibilityLarge, scale: 2)
let measurer = FixedMetricsTextMeasurer()
print(stack.measure(width: 240, environment: large, measurer: measurer).arrangement)   // a column
print(stack.explain(width: 240, environment: large, measurer: measurer))
// at 240 pt wide:
//   row-beside     does not fit: 'Open in Safari' needs … pt, has … pt
//   …
