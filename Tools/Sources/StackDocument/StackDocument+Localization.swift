import DynamicButtons

extension StackDocument {
    /// The document as shown in `locale`: every text string, button title, accessibility label
    /// and accessibility hint replaced by its translation in ``strings`` (or pseudo-localised),
    /// and the direction right to left for right-to-left locales (Arabic, Hebrew, …,
    /// `pseudo-rtl`).
    public func localized(for locale: DocumentLocale) -> StackDocument {
        var copy = self
        let table = strings.table(for: locale.identifier) ?? [:]
        let translate: (String) -> String = { key in
            if locale.isPseudo {
                return PseudoLocalization.transform(table[key] ?? key, rightToLeft: locale.isRightToLeft)
            }
            return table[key] ?? key
        }
        copy.root = Self.translating(root, with: translate)
        if locale.isRightToLeft { copy.environment.direction = .rightToLeft }
        return copy
    }

    private static func translating(_ node: LayoutNode, with translate: (String) -> String) -> LayoutNode {
        var node = node
        switch node.content {
        case .box:
            break
        case .text(var text):
            text.string = translate(text.string)
            node.content = .text(text)
        case .stack(var stack):
            stack.children = stack.children.map { translating($0, with: translate) }
            node.content = .stack(stack)
        case .list(var list):
            list.children = list.children.map { translating($0, with: translate) }
            node.content = .list(list)
        case .container(var layout, let children):
            if var buttons = layout as? ButtonStack {
                for index in buttons.items.indices {
                    // An icon-only button's empty title stays empty.
                    if !buttons.items[index].title.isEmpty { buttons.items[index].title = translate(buttons.items[index].title) }
                    buttons.items[index].accessibilityLabel = buttons.items[index].accessibilityLabel.map(translate)
                    buttons.items[index].accessibilityHint = buttons.items[index].accessibilityHint.map(translate)
                }
                layout = buttons
            }
            node.content = .container(layout, children: children.map { translating($0, with: translate) })
        }
        return node
    }
}
