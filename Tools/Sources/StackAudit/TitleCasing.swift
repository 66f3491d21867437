/// How a language capitalises button titles. Title Case ("Add to Favourites") is an English
/// convention; German, French, Spanish and the other languages written with case capitalise a
/// title as a sentence ("Zu Favoriten hinzufügen": the first word, plus whatever the language's
/// grammar capitalises, such as German nouns). Scripts without case (Arabic, Hebrew, Chinese,
/// Japanese, Korean, Thai, Devanagari, …) have nothing to capitalise; ``TitleStyle`` recognises
/// them by their letters, whatever the language tag says.
public enum TitleCasing: Hashable, Sendable {
    /// Every word capitalised except minor words inside the title.
    case titleCase
    /// The first word capitalised; the others as the language writes them.
    case sentenceCase

    /// The languages whose button titles are in Title Case.
    public static let titleCaseLanguages: Set<String> = ["en"]

    /// The casing titles in `language` (`en`, `de`; a language code, not a full locale) follow.
    public init(language: String) {
        self = Self.titleCaseLanguages.contains(language) ? .titleCase : .sentenceCase
    }
}
