import DynamicButtons
import StackDocument

/// The copy rules on button titles: casing, a leading verb, short. They read the document's
/// own strings in its source language, and each audited locale's translations in that
/// locale's language (``TitleStyle`` says what each language asks). Icon-only buttons show no
/// title and are skipped.
enum TitleRules {
    /// The findings about `group`'s titles. With `locale`, the group is the locale's translation
    /// and only titles it translates are judged (`sourceTitles` are the titles as written, by
    /// button): an untranslated title is the source's, already judged in the source language.
    static func check(
        _ group: AuditedGroup, style: TitleStyle, locale: DocumentLocale? = nil, sourceTitles: [String]? = nil
    ) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (index, item) in group.stack.items.enumerated() where item.showsTitle && !item.title.isEmpty {
            if let sourceTitles, index < sourceTitles.count, sourceTitles[index] == item.title { continue }
            let title = item.title
            func add(_ rule: AuditRule, _ message: String) {
                var finding = group.finding(rule, button: index, message)
                finding.location.locale = locale
                findings.append(finding)
            }
            let lower = style.wordsToCapitalise(title)
            if !lower.isEmpty {
                let capitalise = lower.map { "'\($0)'" }.joined(separator: ", ")
                switch style.casing {
                case .titleCase: add(.titleCase, "'\(title)' is not in Title Case: capitalise \(capitalise)")
                case .sentenceCase, .uncased:
                    add(.titleCase, "'\(title)' does not start with a capital (sentence case): capitalise \(capitalise)")
                }
            }
            if !style.isCommand(title) {
                let first = style.judgedWord(in: title) ?? title
                // The same words for every language (the location names the locale), so that the
                // finding has one fingerprint in all of them (``AuditFingerprint``).
                add(.titleVerb, "'\(title)' does not lead with a verb ('\(first)' is not in the verb list; add it under audit.verbs if it is one)")
            }
            if style.isTooLong(title) {
                if let words = style.countedWords(of: title) {
                    add(.titleLength,
                        "'\(title)' has \(Self.count(words, "word")) and \(Self.count(title.count, "character")); "
                            + "keep titles to \(Self.count(style.maximumWords, "word")) and "
                            + "\(Self.count(style.maximumCharacters, "character")) (or raise audit.maxWords and audit.maxCharacters)")
                } else {
                    // A language written without spaces: its length is its characters.
                    add(.titleLength,
                        "'\(title)' has \(Self.count(title.count, "character")); keep titles to "
                            + "\(Self.count(style.maximumCharacters, "character")) (or raise audit.maxCharacters)")
                }
            }
        }
        return findings
    }

    /// The note, once per language, that `style`'s language has no verb rule: the audit knows
    /// none of its conventions (``TitleLanguage``) and the document gives it no verbs; `nil`
    /// when the rule applies, or when no title is shown to judge. About the document as a
    /// whole (`group`'s place is not the problem), in `locale` for a translation.
    static func unjudgedLanguageNote(
        style: TitleStyle, groups: [AuditedGroup], locale: DocumentLocale? = nil
    ) -> AuditFinding? {
        guard !style.checksVerbs,
            groups.contains(where: { $0.stack.items.contains { $0.showsTitle && !$0.title.isEmpty } })
        else { return nil }
        var location = AuditLocation(place: DocumentPlace(path: .document), node: "")
        location.locale = locale
        return AuditFinding(
            rule: .titleLanguage, location: location,
            message: "titles in '\(style.languageCode)' are not judged for a verb: the audit knows no command forms of "
                + "that language (give its verbs with audit.verbs: {\(style.languageCode): [...]})")
    }

    /// "1 word", "5 words".
    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
