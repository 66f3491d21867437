import DynamicButtons
import StackDocument

/// Checks a document's button stacks against the design-system guidelines (``AuditRule/all``).
///
/// Rules about the document as written (groups, titles, colours) run once; rules about the
/// layout run in every combination of width, text size and locale, truncation only at the
/// smallest width.
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
    /// The title copy rules, with the built-in verbs and the document's `audit.verbs`, and the
    /// document's title length limits.
    public var titleStyle: TitleStyle

    /// An audit of `document`, named `name` in reports.
    public init(document: StackDocument, name: String) {
        self.document = document
        self.name = name
        let verbs = (document.audit.usesBuiltInVerbs ? InterfaceVerbs.common : []).union(document.audit.verbs.map { $0.lowercased() })
        titleStyle = TitleStyle(
            verbs: verbs, maximumWords: document.audit.maximumWords, maximumCharacters: document.audit.maximumCharacters)
    }

    /// The findings about the document as written: group make-up, titles and colours.
    public func documentFindings() throws(DocumentError) -> [AuditFinding] {
        let tree = try document.layoutTree()
        return AuditedGroup.all(in: tree, document: document).flatMap { group in
            GroupRules.check(group) + TitleRules.check(group, style: titleStyle) + ContrastRules.check(group, theme: document.theme)
        }
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
