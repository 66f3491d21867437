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
            if !style.leadsWithVerb(title) {
                let first = TitleStyle.words(of: title).first ?? title
                findings.append(group.finding(
                    .titleVerb, button: index,
                    "'\(title)' does not lead with a verb ('\(first)' is not in the verb list; add it under audit.verbs if it is one)"))
            }
            if TitleStyle.isTooLong(title) {
                let words = TitleStyle.words(of: title).count
                findings.append(group.finding(
                    .titleLength, button: index,
                    "'\(title)' has \(words) word\(words == 1 ? "" : "s") and \(title.count) characters; "
                        + "keep titles to \(TitleStyle.maximumWords) words and \(TitleStyle.maximumCharacters) characters"))
            }
        }
        return findings
    }
}
