/// How a language capitalises button titles. Title Case ("Add to Favourites") is an English
/// convention; German, French, Spanish, Italian, Portuguese, Dutch and the other languages
/// written with case capitalise a title as a sentence ("Zu Favoriten hinzufügen": the first
/// word, plus whatever the language's grammar capitalises, such as German nouns, which the rule
/// never asks to lower). Scripts without case (Arabic, Chinese, Japanese, Korean, Hebrew, Thai,
/// Devanagari, …) have nothing to capitalise: their languages are ``uncased``, and
/// ``TitleStyle`` also recognises such titles by their letters, whatever the language tag says.
public enum TitleCasing: Hashable, Sendable {
    /// Every word capitalised except minor words inside the title.
    case titleCase
    /// The first word capitalised; the others as the language writes them.
    case sentenceCase
    /// No casing rule: the language's script has no case (a Latin brand name inside, "iPhone",
    /// is not judged either).
    case uncased

    /// The languages whose button titles are in Title Case.
    public static let titleCaseLanguages: Set<String> = ["en"]

    /// The casing titles in `language` (`en`, `de`; a language code, not a full locale)
    /// follow: ``TitleLanguage``'s when the audit knows the language, else Title Case for
    /// English and sentence case for the rest.
    public init(language: String) {
        if let known = TitleLanguage.named(language) {
            self = known.casing
        } else {
            self = Self.titleCaseLanguages.contains(language) ? .titleCase : .sentenceCase
        }
    }
}
