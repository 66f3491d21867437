/// Where a language puts the verb of a short command, as interfaces in it write button titles:
/// English, French, Spanish, Chinese or Arabic lead with it ("Open in Safari", "Ouvrir dans
/// Safari"); German and Dutch lead with it or end with an infinitive ("In Safari öffnen", "In
/// Safari openen"); Japanese and Korean end with it ("カートに追加"), as Turkish and Hindi do.
/// The verb rule looks where the title's language puts it.
public enum VerbPosition: Sendable, Hashable {
    /// The verb comes first (after a negation: "Don't Save").
    case first
    /// The verb comes first or last.
    case firstOrLast
    /// The verb comes last (a negation follows it inside the last word: "保存しない").
    case last

    /// Languages whose commands may end with their verb, for a language the audit has no
    /// conventions of (``TitleLanguage``) but the document gives verbs for.
    public static let verbFinalLanguages: Set<String> = ["de", "nl", "ja", "ko", "tr", "hi"]

    /// The position for `language` (a BCP 47 language subtag, `de`): ``TitleLanguage``'s when
    /// the audit knows the language, else ``firstOrLast`` for the verb-final languages.
    public init(language: String) {
        if let known = TitleLanguage.named(language) {
            self = known.verbPosition
        } else {
            self = Self.verbFinalLanguages.contains(language.lowercased()) ? .firstOrLast : .first
        }
    }
}
