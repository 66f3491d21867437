import DynamicButtons
import StackDocument
import StackRender

/// A laid-out document as a scene for the renderer: the document's node styles (by tree path)
/// and theme turned into the renderer's appearances. Image paths are taken relative to the
/// document's folder. Each button of a button stack is coloured by its kind and state
/// (``ButtonPalette``).
enum DocumentScene {
    static func make(_ result: LayoutResult, document: StackDocument, documentFolder: String?) throws(CommandFailure) -> RenderScene {
        let theme = try makeTheme(document.theme)
        func resolved(_ path: String) -> String {
            path.hasPrefix("/") || documentFolder == nil ? path : documentFolder! + "/" + path
        }
        var appearances: [Int: NodeAppearance] = [:]
        let tree = result.tree
        for index in tree.indices {
            guard let style = document.styles[tree.path(at: index)] else { continue }
            var appearance = theme.appearance(for: tree.kind(at: index))
            if let fill = style.fill { appearance.fill = Color(hex: fill) }
            if let stroke = style.stroke { appearance.stroke = Color(hex: stroke) }
            if let width = style.strokeWidth { appearance.strokeWidth = width }
            if let radius = style.cornerRadius { appearance.cornerRadius = radius }
            if let color = style.color.flatMap(Color.init(hex:)) {
                appearance.textColor = color
                appearance.iconColor = color
            }
            if let icon = style.icon {
                appearance.icon = SymbolIcon(name: icon)
                // An icon box is drawn as the icon alone unless it asks for a fill.
                if style.fill == nil { appearance.fill = nil; appearance.stroke = style.stroke.flatMap(Color.init(hex:)) }
            }
            if let image = style.image {
                appearance.imagePath = resolved(image)
                appearance.imageIsTemplate = style.template ?? false
            }
            appearances[index] = appearance
        }
        var scene = RenderScene(result: result, appearances: appearances, theme: theme)
        for index in tree.indices {
            guard let buttons = tree.containerLayout(at: index) as? ButtonStack else { continue }
            for item in buttons.items {
                let palette = ButtonPalette(kind: item.kind, state: item.state, theme: document.theme)
                var appearance = theme.button
                appearance.fill = palette.fill.flatMap(Color.init(hex:))
                appearance.textColor = Color(hex: palette.content) ?? appearance.textColor
                appearance.iconColor = appearance.textColor
                if let file = document.iconFiles[item.id] {
                    appearance.imagePath = resolved(file.path)
                    appearance.imageIsTemplate = file.isTemplate
                }
                scene.partAppearances[item.id] = appearance
            }
        }
        return scene
    }

    /// The renderer's theme with the document's colours applied.
    static func makeTheme(_ theme: DocumentTheme) throws(CommandFailure) -> RenderTheme {
        var result = RenderTheme.standard
        func color(_ name: String) -> Color? { theme.colors[name].flatMap(Color.init(hex:)) }
        if let background = color("background") { result.background = background }
        if let text = color("text") { result.text.textColor = text }
        if let box = color("box") { result.box.fill = box }
        if let stroke = color("boxStroke") { result.box.stroke = stroke }
        if let button = color("button") { result.button.fill = button }
        if let onButton = color("onButton") {
            result.button.textColor = onButton
            result.button.iconColor = onButton
        }
        if let radius = theme.cornerRadius { result.button.cornerRadius = radius }
        return result
    }
}
