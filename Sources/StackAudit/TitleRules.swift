import DynamicButtons

/// The copy rules on the titles as written: Title Case, a leading verb, short. They read the
/// document's own strings (translations are the translators' to word; the layout rules still
/// check that they fit). Icon-only buttons show no title and are skipped.
enum TitleRules {
    static func check(_ group: AuditedGroup, style: TitleStyle) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (index, item) in group.stack.items.enumerated() where item.showsTitle && !item.title.isEmpty {
            let title = item.title
            let lower = style.wordsNotInTitleCase(title)
            if !lower.isEmpty {
                findings.append(group.finding(
                    .titleCase, button: index,
                    "'\(title)' is not in Title Case: capitalise " + lower.map { "'\($0)'" }.joined(separator: ", ")))
            }
            if !style.isCommand(title) {
                let first = TitleStyle.words(of: title).first ?? title
                findings.append(group.finding(
                    .titleVerb, button: index,
                    "'\(title)' does not lead with a verb ('\(first)' is not in the verb list; add it under audit.verbs if it is one)"))
            }
            if style.isTooLong(title) {
                let words = TitleStyle.words(of: title).count
                findings.append(group.finding(
                    .titleLength, button: index,
                    "'\(title)' has \(Self.count(words, "word")) and \(Self.count(title.count, "character")); "
                        + "keep titles to \(Self.count(style.maximumWords, "word")) and "
                        + "\(Self.count(style.maximumCharacters, "character")) (or raise audit.maxWords and audit.maxCharacters)"))
            }
        }
        return findings
    }

    /// "1 word", "5 words".
    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
