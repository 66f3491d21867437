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
        case .container(let layout, let children):
            node.content = .container(
                layout.translatingText(translate), children: children.map { translating($0, with: translate) })
        }
        return node
    }
}
