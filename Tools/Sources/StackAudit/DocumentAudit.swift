import DynamicButtons
import StackDocument

/// Checks a document's button stacks against the design-system guidelines (``AuditRule/all``).
///
/// Rules about the document as written (groups, titles, colours) run once, and the title rules
/// once more for each audited locale's translations, in that locale's language; rules about
/// the layout (every text node's included) run in every combination of width, text size and
/// locale, button-title truncation only at the smallest width.
///
/// ```swift
/// let audit = DocumentAudit(document: try StackDocument(contentsOf: "screen.yaml"), name: "screen.yaml")
/// let report = try audit.run(
///     combinations: [AuditCombination(width: 320, contentSize: .large), AuditCombination(width: 375, contentSize: .large)],
///     measurer: { _ in FixedMetricsTextMeasurer() })
/// print(AuditTextFormat(report).text)
/// ```
public struct DocumentAudit: Sendable {
    /// The document.
    public var document: StackDocument
    /// How reports name it.
    public var name: String
    /// The title copy rules for the document's source language (``sourceLanguage``), with the
    /// document's verbs and title length limits.
    public var titleStyle: TitleStyle

    /// An audit of `document`, named `name` in reports.
    public init(document: StackDocument, name: String) {
        self.document = document
        self.name = name
        titleStyle = TitleStyle()
        titleStyle = titleStyle(forLanguage: sourceLanguage)
    }

    /// The language the document is written in: its `language` key, else its catalogs' source
    /// language, else English.
    public var sourceLanguage: String {
        DocumentLocale(document.language ?? document.strings.sourceLanguage ?? "en").language
    }

    /// The title rules for `language` (`de`): its conventions (``TitleLanguage``: casing, verb
    /// forms and position, global commands), unless `audit.builtInVerbs` is false the
    /// language's own verbs, plus `audit.verbs` (the plain list is English's; `audit.verbs.de`
    /// German's), and the document's length limits. A language the audit does not know is
    /// judged for verbs only when the document gives it some.
    public func titleStyle(forLanguage language: String) -> TitleStyle {
        let settings = document.audit
        let code = DocumentLocale(language).language
        var verbs = settings.languageVerbs[code] ?? []
        if code == "en" { verbs += settings.verbs }
        return TitleStyle(
            language: code, verbs: Set(verbs), usesBuiltInVerbs: settings.usesBuiltInVerbs,
            maximumWords: settings.maximumWords, maximumCharacters: settings.maximumCharacters)
    }

    /// The findings about the document as written: group make-up, titles and colours.
    public func documentFindings() throws(DocumentError) -> [AuditFinding] {
        let tree = try document.layoutTree()
        let groups = AuditedGroup.all(in: tree, document: document)
        let findings = groups.flatMap { group in
            GroupRules.check(group, reading: document.environment.direction ?? .leftToRight) + TitleRules.check(group, style: titleStyle) + ContrastRules.check(group, theme: document.theme)
        }
        return findings + [TitleRules.unjudgedLanguageNote(style: titleStyle, groups: groups)].compactMap { $0 }
    }

    /// The title findings about `locale`'s translations: each title the locale translates
    /// judged by the rules of the locale's language. Pseudo-locales are no language and are
    /// skipped (their lengthened strings are for finding layout problems, which the layout rules
    /// do).
    public func translationFindings(in locale: DocumentLocale) throws(DocumentError) -> [AuditFinding] {
        guard !locale.isPseudo else { return [] }
        let sourceGroups = AuditedGroup.all(in: try document.layoutTree(), document: document)
        let shown = document.localized(for: locale)
        let style = titleStyle(forLanguage: locale.language)
        let pairs = zip(AuditedGroup.all(in: try shown.layoutTree(), document: shown), sourceGroups)
        let findings = pairs.flatMap { group, source in
            TitleRules.check(group, style: style, locale: locale, sourceTitles: source.stack.items.map(\.title))
        }
        // The note about a language the verb rule cannot judge, when the locale translates a title.
        let translated = pairs.filter { group, source in group.stack.items.map(\.title) != source.stack.items.map(\.title) }
        return findings + [TitleRules.unjudgedLanguageNote(style: style, groups: translated.map(\.0), locale: locale)].compactMap { $0 }
    }

    /// The findings about the document as written (``documentFindings()``), then those about
    /// each of `combinations`' locales' translations (``translationFindings(in:)``), each
    /// locale once, in the order the combinations first name it: what ``AuditPlan`` finds in a
    /// document's job that lays nothing out.
    public func writtenFindings(combinations: [AuditCombination]) throws(DocumentError) -> [AuditFinding] {
        var findings = try documentFindings()
        var translated = Set<DocumentLocale>()
        for case let locale? in combinations.map(\.locale) where translated.insert(locale).inserted {
            findings += try translationFindings(in: locale)
        }
        return findings
    }

    /// The findings in one laid-out combination. `result` must be a layout of this document
    /// (localised for the combination's locale); `checksTruncation` turns the truncation rule on.
    public func layoutFindings(in result: LayoutResult, combination: AuditCombination, checksTruncation: Bool) -> [AuditFinding] {
        let shown = combination.locale.map(document.localized(for:)) ?? document
        return layoutFindings(in: result, shown: shown, combination: combination, checksTruncation: checksTruncation)
    }

    /// The findings in one combination, given the document as shown there (already localised,
    /// as ``StackDocument/layout(_:measurer:)`` returns it), so it is not translated twice.
    func layoutFindings(
        in result: LayoutResult, shown: StackDocument, combination: AuditCombination, checksTruncation: Bool
    ) -> [AuditFinding] {
        let rules = LayoutRules(result: result, combination: combination, checksTruncation: checksTruncation)
        return AuditedGroup.all(in: result.tree, document: shown).flatMap(rules.check)
            + TextRules(result: result, shown: shown, combination: combination).check()
    }

    /// Lays the document out in every combination (in bounds `height` tall when given, else
    /// as tall as it needs; `direction` for locales and combinations that do not set one;
    /// `scale` over the document's) and collects every finding. ``AuditPlan`` does the same
    /// for several documents, in jobs that may run in parallel.
    ///
    /// - Parameters:
    ///   - combinations: the widths, text sizes and locales to audit, in report order.
    ///   - height: bounds this tall when given, else as tall as the layout needs.
    ///   - direction: the reading direction for locales and combinations that do not set one.
    ///   - scale: the display scale, over the document's.
    ///   - measurer: the measurer for a combination (one per language, say).
    /// - Throws: `DocumentError` when the document cannot be laid out, at the place the
    ///   problem is.
    public func run(
        combinations: [AuditCombination], height: Double? = nil, direction: ReadingDirection? = nil, scale: Double? = nil,
        measurer: (AuditCombination) -> any TextMeasuring
    ) throws(DocumentError) -> AuditReport {
        let plan = AuditPlan(
            documents: [AuditPlan.Document(audit: self, combinations: combinations)], height: height, direction: direction,
            scale: scale)
        return try plan.run(plan.jobs, measurer: measurer)
    }

    /// `findings`, each naming this document.
    func stamped(_ findings: [AuditFinding]) -> [AuditFinding] {
        findings.map { finding in
            var finding = finding
            finding.location.document = name
            return finding
        }
    }
}
