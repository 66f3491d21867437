import DynamicButtons
import StackDocument

/// What the copy guidelines ask of a button title in one language: its casing (Title Case in
/// English, sentence case in the other languages written with case, nothing in scripts without
/// case), a verb where the language puts it (or one of the language's standard global
/// commands), at most four words and 30 characters unless the document's `audit` settings
/// allow more. The language's conventions are a ``TitleLanguage``; a language the audit does
/// not know has none, and its titles are judged for a verb only against the document's list.
public struct TitleStyle: Sendable {
    /// Words that stay lower case inside a Title Case title (articles, short conjunctions and
    /// prepositions), unless first or last.
    public static let minorWords: Set<String> = [
        "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "off", "on", "onto",
        "or", "per", "so", "than", "the", "to", "up", "via", "with", "yet",
    ]

    /// The language subtag titles are in: `en`, `de`, `tr`.
    public var languageCode: String
    /// The language's conventions, or `nil` when the audit does not know the language.
    public var language: TitleLanguage?
    /// Verbs the document adds (`audit.verbs`), lower case.
    public var verbs: Set<String>
    /// Whether the language's own verbs and verb forms count (`audit.builtInVerbs`); with
    /// false, only ``verbs`` and the global commands do.
    public var usesBuiltInVerbs = true
    /// The most words a title may have.
    public var maximumWords: Int
    /// The most characters a title may have.
    public var maximumCharacters: Int
    /// How titles are capitalised.
    public var casing: TitleCasing
    /// Whether titles must have a verb: for a language the audit knows, or one the document
    /// gives verbs for.
    public var checksVerbs: Bool
    /// Where the language puts the verb of a command (``VerbPosition``).
    public var verbPosition: VerbPosition

    /// The style of titles in `languageCode` (`en`, `de`, `pt_BR`): its ``TitleLanguage``
    /// when the audit knows it, plus the document's `verbs` (compared without case), and titles
    /// of at most `maximumWords` words and `maximumCharacters` characters.
    public init(
        language languageCode: String = "en", verbs: Set<String> = [], usesBuiltInVerbs: Bool = true,
        maximumWords: Int = DocumentAuditSettings.defaultMaximumWords,
        maximumCharacters: Int = DocumentAuditSettings.defaultMaximumCharacters
    ) {
        let code = DocumentLocale(languageCode).language
        self.languageCode = code
        language = TitleLanguage.named(code)
        self.verbs = Set(verbs.map { $0.lowercased() })
        self.usesBuiltInVerbs = usesBuiltInVerbs
        self.maximumWords = maximumWords
        self.maximumCharacters = maximumCharacters
        casing = TitleCasing(language: code)
        verbPosition = VerbPosition(language: code)
        checksVerbs = language != nil || !verbs.isEmpty
    }

    /// The title's words, found by Unicode word segmentation (``UnicodeWords``) in the style's
    /// language: punctuation and spaces are no words.
    public func words(of title: String) -> [String] {
        UnicodeWords.of(title, language: languageCode)
    }

    /// The words that break Title Case: a word whose first letter is lower case, unless it is
    /// a minor word inside the title or has a capital elsewhere ("iPhone"). Scripts without
    /// case never break it.
    public func wordsNotInTitleCase(_ title: String) -> [String] {
        let words = self.words(of: title)
        return words.enumerated().filter { index, word in
            guard let first = word.first, first.isLetter, first.isLowercase else { return false }
            if word.contains(where: \.isUppercase) { return false }
            let inside = index > 0 && index < words.count - 1
            return !(inside && Self.minorWords.contains(word))
        }.map(\.element)
    }

    /// Whether the title has a letter with case (Latin, Greek, Cyrillic, Armenian, …): titles in
    /// scripts without case are not judged for casing.
    public static func hasCasedLetters(_ title: String) -> Bool {
        title.contains { $0.isLetter && $0.isCased }
    }

    /// The words to capitalise for ``casing``: for Title Case ``wordsNotInTitleCase(_:)``; for
    /// sentence case the first word when it starts with a lower-case letter and has no capital
    /// elsewhere ("iPhone"), and never another (German nouns are capitalised, French and Spanish
    /// ones are not: both are right); none in a script or a language without case.
    public func wordsToCapitalise(_ title: String) -> [String] {
        guard Self.hasCasedLetters(title) else { return [] }
        switch casing {
        case .titleCase:
            return wordsNotInTitleCase(title)
        case .sentenceCase:
            guard let first = words(of: title).first, let letter = first.first, letter.isLetter, letter.isLowercase,
                !first.contains(where: \.isUppercase)
            else { return [] }
            return [first]
        case .uncased:
            return []
        }
    }

    /// The word the verb rule judged in `title`: the first after any opener ("Don't", "Ne
    /// pas") where the language leads with its verb, else the last.
    public func judgedWord(in title: String) -> String? {
        let words = self.words(of: title)
        guard !words.isEmpty else { return nil }
        if verbPosition == .last { return words.last }
        let lower = words.map { $0.lowercased() }
        let rest = (language?.withoutOpeners(lower) ?? lower).count
        return words[words.count - rest]
    }

    /// Whether the title has a verb where its language puts one: first, after an opener
    /// (``TitleLanguage/openers``: "Don't Save", "Se connecter", "No guardar"), and/or last
    /// ("In Safari öffnen", "カートに追加", "저장 안 함").
    public func leadsWithVerb(_ title: String) -> Bool {
        let original = words(of: title)
        guard let last = original.last else { return false }
        let lower = original.map { $0.lowercased() }
        func isVerb(_ word: String) -> Bool {
            if verbs.contains(word) { return true }
            guard let language else { return false }
            return language.isVerb(word, extraVerbs: verbs, usesBuiltIn: usesBuiltInVerbs)
        }
        let first = language?.withoutOpeners(lower).first ?? lower[0]
        let lastIsVerb = isVerb(last.lowercased())
            || (usesBuiltInVerbs && original.count > 1 && isLowercaseInfinitive(last))
        switch verbPosition {
        case .first: return isVerb(first)
        case .last: return lastIsVerb
        case .firstOrLast: return isVerb(first) || lastIsVerb
        }
    }

    /// Whether `word`, as written, is lower case with one of the language's
    /// ``TitleLanguage/lowercaseLastWordEndings`` (German "öffnen").
    private func isLowercaseInfinitive(_ word: String) -> Bool {
        guard let language, let letter = word.first, letter.isLowercase else { return false }
        return language.lowercaseLastWordEndings.contains { word.hasSuffix($0) && word.count > $0.count + 1 }
    }

    /// Whether `title` is one of the language's standard global commands (``TitleLanguage``):
    /// "OK", "Fertig", "Más información", "Next Chapter".
    public func isGlobalCommand(_ title: String) -> Bool {
        language?.isGlobalCommand(title) ?? false
    }

    /// Whether the title passes the verb rule: it has a verb where the language puts one
    /// (``leadsWithVerb(_:)``) or is a global command; always, when ``checksVerbs`` is off.
    public func isCommand(_ title: String) -> Bool {
        !checksVerbs || isGlobalCommand(title) || leadsWithVerb(title)
    }

    /// The number of words the length rule counts: none for a language written without spaces
    /// (``TitleLanguage/countsWords``), whose segments are no measure of a title's length.
    public func countedWords(of title: String) -> Int? {
        (language?.countsWords ?? true) ? words(of: title).count : nil
    }

    /// Whether the title has more than ``maximumWords`` words (where words are counted) or
    /// ``maximumCharacters`` characters.
    public func isTooLong(_ title: String) -> Bool {
        (countedWords(of: title) ?? 0) > maximumWords || title.count > maximumCharacters
    }
}
