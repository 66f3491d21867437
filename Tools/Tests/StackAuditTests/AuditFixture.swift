import StackAudit
import StackDocument

/// Runs the audit on YAML with fixed metrics (body 17 pt: 8.5 pt a character, 17 pt a line) at
/// scale 1, so every frame is a whole number worked out by hand.
enum AuditFixture {
    static func report(_ yaml: String, widths: [Double] = [375], locales: [DocumentLocale?] = [nil]) throws -> AuditReport {
        let document = try StackDocument(yaml: yaml)
        let combinations = locales.flatMap { locale in
            widths.map { AuditCombination(width: $0, contentSize: .large, locale: locale) }
        }
        return try DocumentAudit(document: document, name: "test.yaml")
            .run(combinations: combinations, scale: 1, measurer: { _ in FixedMetricsTextMeasurer() })
    }

    /// The ids of the rules with findings, in report order, without repeats.
    static func ruleIDs(_ yaml: String, widths: [Double] = [375]) throws -> [String] {
        var seen: [String] = []
        for finding in try report(yaml, widths: widths).findings where !seen.contains(finding.rule.id) {
            seen.append(finding.rule.id)
        }
        return seen
    }

    /// Every finding as "rule button combination" ("directional-icon-only back 100 pt · large";
    /// "-" for a finding about the whole group or the document as written), in report order.
    static func findings(_ yaml: String, widths: [Double] = [375]) throws -> [String] {
        try report(yaml, widths: widths).findings.map { finding in
            [finding.rule.id, finding.location.button ?? "-", finding.location.combination?.description ?? "-"]
                .joined(separator: " ")
        }
    }

    /// A page: a vertical stack with 16 pt margins and 16 pt spacing holding `items` as a
    /// buttons node (id `actions`), with an optional theme and extra buttons-node keys.
    static func page(_ items: [String], theme: String? = nil, buttonsKeys: String = "", extraTop: String = "") -> String {
        """
        \(theme.map { "theme: \($0)\n" } ?? "")\(extraTop)root:
          stack:
            axis: vertical
            margins: 16
            spacing: 16
            children:
              - text: {id: heading, string: Heading}
              - buttons:
                  id: actions
        \(buttonsKeys.isEmpty ? "" : "          \(buttonsKeys)\n")          items:
        \(items.map { "            - \($0)" }.joined(separator: "\n"))
        """
    }

    /// A theme in which every default, primary and tertiary colour passes WCAG AA.
    static let passingTheme = "{button: \"#0A63D1\", onButton: \"#FFFFFF\", primary: \"#000000\", onPrimary: \"#FFFFFF\"}"
}
