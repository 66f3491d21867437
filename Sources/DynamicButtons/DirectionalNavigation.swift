import StackLayout

/// What makes a button one for directional navigation — the buttons a group keeps side by side
/// (a roomy ``ButtonStack`` never expands such a group into a column; the audit's
/// `directional-icon-only` rule flags one stacked vertically) — decided by what the button
/// does, not by how its icon is drawn:
///
/// - its ``ButtonItem/navigation`` says so (`navigation: back` or `forward` in a document);
/// - its title or accessibility label is a standard navigation title in one of the languages
///   the audit knows — Back, Previous, Next (also leading: "Next Step", and after "Go": "Go
///   Back", "Go Forward"), Zurück, Weiter, Retour, Suivant, Atrás, Siguiente, Indietro,
///   Avanti, Voltar, Próximo, Terug, Volgende, 戻る, 次へ, 返回, 下一步, 뒤로, 다음, رجوع,
///   التالي, … (``backTitles``, ``forwardTitles``);
/// - its icon is a chevron (`chevron.left`, `chevron.forward`), the platforms' navigation mark.
///
/// A word in an icon's name is no evidence: Mail's Forward (`arrowshape.turn.up.right`) sends a
/// message on, and Sign Out with an `arrow.right` leaves; neither moves through a sequence, so
/// neither is directional unless the document says `navigation:`. "Forward" alone is Mail's
/// action, so only "Go Forward" navigates.
public enum DirectionalNavigation {
    /// Titles that go back, lower case: whole titles, and words that may lead a longer one
    /// ("Previous Chapter"), in English, German, French, Spanish, Italian, Portuguese, Dutch,
    /// Japanese, Chinese, Korean and Arabic.
    public static let backTitles: Set<String> = [
        "back", "previous", "prev", "zurück", "vorherige", "vorheriges", "vorheriger", "retour", "précédent",
        "précédente", "atrás", "anterior", "volver", "indietro", "precedente", "voltar", "terug", "vorige", "戻る", "前へ",
        "返回", "上一步", "上一个", "上一個", "뒤로", "이전", "رجوع", "السابق", "عودة",
    ]
    /// Titles that go forward, lower case, as ``backTitles``.
    public static let forwardTitles: Set<String> = [
        "next", "weiter", "nächste", "nächster", "nächstes", "suivant", "suivante", "siguiente", "avanti", "successivo",
        "successiva", "próximo", "próxima", "seguinte", "avançar", "volgende", "次へ", "下一步", "下一个", "下一個", "다음",
        "التالي",
    ]

    /// Whether `item` is for directional navigation.
    public static func isDirectional(_ item: ButtonItem) -> Bool {
        item.navigation != nil || titleDirection(of: item) != nil || isChevron(item.iconName)
    }

    /// Which way `item` navigates, when it is known: its ``ButtonItem/navigation``, else its
    /// title's or label's, else its chevron's (`chevron.left` goes back when the reading
    /// direction is left to right, forward when it is right to left; `chevron.backward` goes
    /// back in both). `nil` for a button that does not navigate or whose chevron points up or down.
    public static func direction(of item: ButtonItem, reading: ReadingDirection = .leftToRight) -> ButtonNavigation? {
        if let navigation = item.navigation { return navigation }
        if let fromTitle = titleDirection(of: item) { return fromTitle }
        guard isChevron(item.iconName) else { return nil }
        let words = nameWords(item.iconName)
        let leftIsBack = reading == .leftToRight
        if words.contains("backward") || words.contains(leftIsBack ? "left" : "right") { return .back }
        if words.contains("forward") || words.contains(leftIsBack ? "right" : "left") { return .forward }
        return nil
    }

    /// Whether any of a group of two or more buttons is for directional navigation.
    public static func isDirectionalGroup(_ items: [ButtonItem]) -> Bool {
        items.count > 1 && items.contains(where: isDirectional)
    }

    /// Whether `items`, two or more, all navigate in a known direction and stand in their natural
    /// order: every button going back before every button going forward, in the items' (reading)
    /// order, which a row mirrors right to left.
    public static func isInNaturalOrder(_ items: [ButtonItem], reading: ReadingDirection = .leftToRight) -> Bool {
        let directions = items.map { direction(of: $0, reading: reading) }
        guard items.count > 1, directions.allSatisfy({ $0 != nil }) else { return false }
        let firstForward = directions.firstIndex(of: .forward) ?? directions.count
        return !directions[firstForward...].contains(.back)
    }

    /// The direction the title or the accessibility label gives, the title's first.
    private static func titleDirection(of item: ButtonItem) -> ButtonNavigation? {
        for name in [item.title, item.accessibilityLabel ?? ""] {
            if let direction = direction(ofTitle: name) { return direction }
        }
        return nil
    }

    /// The direction of a title that is a navigation title, or leads with one (after "Go").
    private static func direction(ofTitle title: String) -> ButtonNavigation? {
        let whole = TitleWords.of(title).joined(separator: " ").lowercased()
        if backTitles.contains(whole) { return .back }
        if forwardTitles.contains(whole) { return .forward }
        var words = TitleWords.of(title).prefix(2).map { $0.lowercased() }
        let afterGo = words.first == "go"
        if afterGo { words.removeFirst() }
        guard let first = words.first else { return nil }
        if backTitles.contains(first) { return .back }
        if forwardTitles.contains(first) || (afterGo && first == "forward") { return .forward }
        return nil
    }

    /// Whether the icon is a chevron.
    private static func isChevron(_ name: String?) -> Bool {
        nameWords(name).contains("chevron")
    }

    /// The lower-case words of an icon name (`chevron.left` → chevron, left).
    private static func nameWords(_ name: String?) -> Set<String> {
        Set((name ?? "").lowercased().split { !$0.isLetter }.map(String.init))
    }
}
