import DynamicButtons
import StackLayout

let stack = ButtonStack(items: [
    ButtonItem(id: "share", title: "Share", iconName: "share", kind: .primary),
    ButtonItem(id: "save", title: "Save", iconName: "bookmark"),
    ButtonItem(id: "open", title: "Open in Safari", iconName: "safari"),
])
