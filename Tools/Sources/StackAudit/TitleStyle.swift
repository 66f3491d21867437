import DynamicButtons
import StackDocument

/// What the copy guidelines ask of a button title in one language: its casing (Title Case in
/// English, sentence case elsewhere, nothing in scripts without case), a leading verb (or one
/// of the ``GlobalCommands``) where the language has a verb list, at most four words and 30
/// characters unless the document's `audit` settings allow more.
public struct TitleStyle: Sendable {
    /// Words that stay lower case inside a Title Case title (articles, short conjunctions and
    /// prepositions), unless first or last.
    public static let minorWords: Set<String> = [
        "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "off", "on", "onto",
        "or", "per", "so", "than", "the", "to", "up", "via", "with", "yet",
    ]

    /// The verbs accepted as a title's first word, lower case.
    public var verbs: Set<String>
    /// The most words a title may have.
    public var maximumWords: Int
    /// The most characters a title may have.
    public var maximumCharacters: Int
    /// How titles are capitalised.
    public var casing: TitleCasing = .titleCase
    /// Whether titles must lead with one of ``verbs``: only for a language with a verb list.
    public var checksVerbs = true
    /// Where the language puts the verb of a command: first ("Open in Safari"), or also last
    /// where commands end with the verb ("In Safari öffnen"; see ``VerbPosition``).
    public var verbPosition: VerbPosition = .first

    /// A style accepting `verbs` (compared without case) and titles of at most `maximumWords`
    /// words and `maximumCharacters` characters.
    public init(
        verbs: Set<String> = InterfaceVerbs.common, maximumWords: Int = DocumentAuditSettings.defaultMaximumWords,
        maximumCharacters: Int = DocumentAuditSettings.defaultMaximumCharacters
    ) {
        self.verbs = Set(verbs.map { $0.lowercased() })
        self.maximumWords = maximumWords
        self.maximumCharacters = maximumCharacters
    }

    /// The title's words, split at white space, with punctuation around each removed.
    public static func words(of title: String) -> [String] { TitleWords.of(title) }

    /// The words that break Title Case: a word whose first letter is lower case, unless it is
    /// a minor word inside the title or has a capital elsewhere ("iPhone"). Scripts without
    /// case never break it.
    public func wordsNotInTitleCase(_ title: String) -> [String] {
        let words = Self.words(of: title)
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
    /// elsewhere ("iPhone"); none in a script without case.
    public func wordsToCapitalise(_ title: String) -> [String] {
        guard Self.hasCasedLetters(title) else { return [] }
        switch casing {
        case .titleCase:
            return wordsNotInTitleCase(title)
        case .sentenceCase:
            guard let first = Self.words(of: title).first, let letter = first.first, letter.isLetter, letter.isLowercase,
                !first.contains(where: \.isUppercase)
            else { return [] }
            return [first]
        }
    }

    /// Negations that may open a command before its verb: "Don't Save", "Do Not Disturb",
    /// "Never Ask Again".
    public static let negations: [[String]] = [["don't"], ["don’t"], ["dont"], ["do", "not"], ["never"]]

    /// Whether the title leads with a known verb, after a negation ("Don't Save" is a command),
    /// or, where the language ends commands with their verb, ends with one.
    public func leadsWithVerb(_ title: String) -> Bool {
        var words = Self.words(of: title).map { $0.lowercased() }
        guard !words.isEmpty else { return false }
        if verbPosition == .firstOrLast, verbs.contains(words[words.count - 1]) { return true }
        if let negation = Self.negations.first(where: { words.starts(with: $0) && words.count > $0.count }) {
            words.removeFirst(negation.count)
        }
        return verbs.contains(words[0])
    }

    /// Whether the title passes the verb rule: it leads with a known verb (``leadsWithVerb(_:)``)
    /// or with one of the ``GlobalCommands`` ("Next", "Next Chapter", "Back to Top"); always,
    /// when ``checksVerbs`` is off.
    public func isCommand(_ title: String) -> Bool {
        !checksVerbs || leadsWithVerb(title) || GlobalCommands.leads(title: title)
    }

    /// Whether the title has more than ``maximumWords`` words or ``maximumCharacters`` characters.
    public func isTooLong(_ title: String) -> Bool {
        Self.words(of: title).count > maximumWords || title.count > maximumCharacters
    }
}
