/// How one language writes button titles, as its speakers and the platforms' standard
/// translations do: the forms a command's verb takes (a list of common interface verbs, and the
/// endings of the form titles use, such as the French infinitive's -er, -ir, -re), where the verb
/// goes (``VerbPosition``), what may come before it (negations and particles: "Don't Save",
/// "Ne pas enregistrer", "Se connecter", "En savoir plus", "No guardar"), the standard global
/// commands (OK, Cancel, Done, Back, Next, …, as the platforms translate them) and how titles
/// are capitalised (``TitleCasing``). Each language's data is a file of its own
/// (`Languages/TitleLanguage+German.swift`, …); ``named(_:)`` finds one.
///
/// The verb rule is a judgement of form, not a dictionary: a word with an infinitive's ending
/// that is a common noun (French "fichier", Spanish "lugar") is listed in ``notVerbs``; a verb
/// the lists lack can be added with the document's `audit.verbs`.
public struct TitleLanguage: Sendable, Hashable {
    /// The BCP 47 language subtag: `fr`.
    public var code: String
    /// The language's English name, for messages and documentation: `French`.
    public var name: String
    /// How titles are capitalised.
    public var casing: TitleCasing
    /// Where a command's verb goes.
    public var verbPosition: VerbPosition
    /// Common interface verbs in the forms titles use (infinitives, imperatives, verbal nouns),
    /// lower case.
    public var verbs: Set<String>
    /// Endings of the verb form titles use (infinitives), lower case: a word ending with one,
    /// longer than the ending and not in ``notVerbs``, is a verb.
    public var verbEndings: [String] = []
    /// Words with one of ``verbEndings`` that are not verbs (nouns and adjectives), lower case.
    public var notVerbs: Set<String> = []
    /// Endings that make a title's last word a verb when it is written in lower case: German
    /// capitalises its nouns, so a lower-case last word ending in -en is an infinitive ("In
    /// Safari öffnen"), where a capitalised one may be a plural noun ("Einstellungen").
    public var lowercaseLastWordEndings: [String] = []
    /// Word sequences that may come before the verb, lower case: negations ("ne pas"),
    /// reflexive pronouns ("se"), particles ("en"). Several may follow each other.
    public var openers: [[String]] = []
    /// Elided or attached forms at the start of a word, removed before it is judged: French
    /// "s'" of "s'inscrire", Arabic "ال" of "الحفظ".
    public var prefixes: [String] = []
    /// The standard global commands, as the platforms' translations spell them: a title that
    /// is one of them (or, for a one-word command, starts with it: "Next Chapter") passes the
    /// verb rule whether or not it has a verb ("OK", "Fertig", "Más información").
    public var globalCommands: [String]
    /// Whether combining marks (Arabic's optional short vowels) are removed from a word before
    /// it is judged.
    public var ignoresCombiningMarks = false
    /// Whether titles count words: false for languages written without spaces between words
    /// (Chinese, Japanese), whose segments are no measure of length; their characters are.
    public var countsWords = true

    /// Creates a language's title conventions.
    public init(
        code: String, name: String, casing: TitleCasing, verbPosition: VerbPosition, verbs: Set<String>,
        globalCommands: [String]
    ) {
        self.code = code
        self.name = name
        self.casing = casing
        self.verbPosition = verbPosition
        self.verbs = verbs
        self.globalCommands = globalCommands
    }

    /// Every language the audit knows, in the order the documentation lists them.
    public static let all: [TitleLanguage] = [
        .english, .german, .french, .spanish, .italian, .portuguese, .dutch, .japanese, .chinese, .korean, .arabic,
    ]

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// The conventions of `language` (a language subtag or a locale: `de`, `pt_BR`, `zh-Hant`),
    /// or `nil` for a language the audit does not know.
    public static func named(_ language: String) -> TitleLanguage? {
        let subtag = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return byCode[subtag]
    }

    /// The words of `title` (``UnicodeWords``), in this language's segmentation.
    public func words(of title: String) -> [String] {
        UnicodeWords.of(title, language: code)
    }

    /// Whether `word` (lower case) is a verb in the form titles use: in ``verbs`` or
    /// `extraVerbs`, or with one of ``verbEndings`` and not in ``notVerbs``, once a prefix
    /// (``prefixes``) is removed.
    public func isVerb(_ word: String, extraVerbs: Set<String> = [], usesBuiltIn: Bool = true) -> Bool {
        var word = word
        if ignoresCombiningMarks {
            word = String(String.UnicodeScalarView(word.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }))
        }
        var candidates = [word]
        for prefix in prefixes where word.hasPrefix(prefix) && word.count > prefix.count {
            candidates.append(String(word.dropFirst(prefix.count)))
        }
        return candidates.contains { candidate in
            if extraVerbs.contains(candidate) { return true }
            guard usesBuiltIn else { return false }
            if verbs.contains(candidate) { return true }
            return !notVerbs.contains(candidate)
                && verbEndings.contains { candidate.hasSuffix($0) && candidate.count > $0.count }
        }
    }

    /// `words` (lower case) without the openers (``openers``) before the verb; at least one
    /// word is left.
    public func withoutOpeners(_ words: [String]) -> [String] {
        var words = words
        var removed = true
        while removed {
            removed = false
            if let opener = openers.first(where: { words.starts(with: $0) && words.count > $0.count }) {
                words.removeFirst(opener.count)
                removed = true
            }
        }
        return words
    }

    /// Whether `title` is one of the ``globalCommands``, or starts with a one-word command
    /// ("Next Chapter", "Back to Top"), compared word by word without case or punctuation.
    public func isGlobalCommand(_ title: String) -> Bool {
        let words = self.words(of: title).map { $0.lowercased() }
        guard !words.isEmpty else { return false }
        return commandWords.contains { command in
            command == words || (command.count == 1 && words.first == command[0])
        }
    }

    /// ``globalCommands`` as lower-case words.
    private var commandWords: [[String]] {
        globalCommands.map { words(of: $0).map { $0.lowercased() } }
    }
}
