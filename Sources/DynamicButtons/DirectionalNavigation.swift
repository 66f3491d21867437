/// What makes a button one for directional navigation — the buttons a group keeps side by side
/// (a roomy ``ButtonStack`` never expands such a group into a column; the audit's
/// `directional-icon-only` rule flags one stacked vertically): its title or its accessibility label leads with a directional word — back, next, previous
/// (prev) or forward — alone or after "Go" ("Back", "Next Step", "Go Back"), or its icon is a
/// chevron, an arrow pointing left, right, backward or forward, or named back, forward, next or
/// previous (`chevron.left`, `arrow.forward`, `go-back`; not `arrowshape.turn.up.left`, reply,
/// nor `arrow.clockwise`, refresh). The kind does not matter: a titled "Go Back" navigates as
/// much as an icon-only chevron.
public enum DirectionalNavigation {
    /// Words that make a title or label directional when they lead it.
    public static let words: Set<String> = ["back", "next", "previous", "prev", "forward"]
    /// Words of icon names that make an icon directional by themselves.
    public static let iconWords: Set<String> = ["chevron", "back", "forward", "next", "previous"]
    /// Directions that make an `arrow` icon directional.
    public static let arrowDirections: Set<String> = ["left", "right", "backward", "forward"]

    /// Whether `item` is for directional navigation.
    public static func isDirectional(_ item: ButtonItem) -> Bool {
        let names = [item.title, item.accessibilityLabel ?? ""]
        if names.contains(where: leadsWithDirection) { return true }
        let words = Set((item.iconName ?? "").lowercased().split { !$0.isLetter }.map(String.init))
        return !words.isDisjoint(with: iconWords) || (words.contains("arrow") && !words.isDisjoint(with: arrowDirections))
    }

    /// Whether any of a group of two or more buttons is for directional navigation.
    public static func isDirectionalGroup(_ items: [ButtonItem]) -> Bool {
        items.count > 1 && items.contains(where: isDirectional)
    }

    /// Whether `name`'s first word, or its second after "Go", is a directional word.
    private static func leadsWithDirection(_ name: String) -> Bool {
        var lower = TitleWords.of(name).prefix(2).map { $0.lowercased() }
        if lower.first == "go" { lower.removeFirst() }
        return lower.first.map(words.contains) ?? false
    }
}
