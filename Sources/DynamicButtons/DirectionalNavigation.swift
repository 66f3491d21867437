/// What makes a button one for directional navigation, which a group keeps side by side: its
/// title or accessibility label leads with a directional word (``words``), alone or after "Go"
/// ("Next Step", "Go Back"), or its icon is a chevron, a sideways arrow or named by such a word
/// (`chevron.left`, `arrow.forward`, `go-back`; not `arrowshape.turn.up.left` or `arrow.clockwise`).
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
