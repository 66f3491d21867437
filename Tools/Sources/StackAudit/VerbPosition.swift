/// Where a language puts the verb of a short command, as interfaces in it write button titles:
/// English, French or Spanish lead with it ("Open in Safari", "Ouvrir dans Safari"); German and
/// Dutch end with an infinitive ("In Safari öffnen", "In Safari openen"), and Japanese, Korean,
/// Turkish and Hindi are verb-final. The verb rule looks where the title's language puts it.
public enum VerbPosition: Sendable, Hashable {
    /// The verb comes first (after a negation: "Don't Save").
    case first
    /// The verb comes first or last.
    case firstOrLast

    /// Languages whose commands may end with their verb.
    public static let verbFinalLanguages: Set<String> = ["de", "nl", "ja", "ko", "tr", "hi"]

    /// The position for `language` (a BCP 47 language subtag, `de`).
    public init(language: String) {
        self = Self.verbFinalLanguages.contains(language.lowercased()) ? .firstOrLast : .first
    }
}
