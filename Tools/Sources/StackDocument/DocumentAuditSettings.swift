/// The document-level `audit` settings: words the design-system audit accepts as the verb a
/// button title leads with, in addition to (or instead of) its built-in list, and how long a
/// title may be.
///
/// ```yaml
/// audit: {verbs: [Rsvp, Geotag], builtInVerbs: true, maxWords: 5, maxCharacters: 32}
/// ```
///
/// `verbs` may also be a mapping from language to list, which gives the verb rule lists for
/// languages other than English (the only language with a built-in list):
///
/// ```yaml
/// audit: {verbs: {en: [Rsvp], de: [Speichern, Teilen, Löschen]}}
/// ```
public struct DocumentAuditSettings: Hashable, Sendable {
    /// The most words a title may have unless the document says otherwise.
    public static let defaultMaximumWords = 4
    /// The most characters a title may have unless the document says otherwise.
    public static let defaultMaximumCharacters = 30

    /// Extra English verbs (compared without case): `verbs: [...]`, or `verbs: {en: [...]}`.
    public var verbs: [String]
    /// Verbs for other languages, by language (`de`), from `verbs: {de: [...]}`: added to the
    /// audit's own for a language it knows, and the only ones for a language it does not.
    public var languageVerbs: [String: [String]] = [:]
    /// Whether the audit's own verbs and verb forms of each language still apply (default
    /// `true`); `false` makes the document's lists the whole of them.
    public var usesBuiltInVerbs: Bool
    /// The most words a title may have (`maxWords`, at least 1). Some teams' own copy runs
    /// longer than the default four: the spec's example "Assign as Primary Care Physician" has
    /// five.
    public var maximumWords: Int
    /// The most characters a title may have (`maxCharacters`, at least 1).
    public var maximumCharacters: Int

    /// Creates settings.
    public init(
        verbs: [String] = [], usesBuiltInVerbs: Bool = true, maximumWords: Int = Self.defaultMaximumWords,
        maximumCharacters: Int = Self.defaultMaximumCharacters
    ) {
        self.verbs = verbs
        self.usesBuiltInVerbs = usesBuiltInVerbs
        self.maximumWords = maximumWords
        self.maximumCharacters = maximumCharacters
    }
}
