import Foundation

/// A report as a SARIF 2.1.0 log (the Static Analysis Results Interchange Format that code
/// hosts and editors read), shaped the way GitHub code scanning wants it:
///
/// - one run per invocation, whose driver lists every rule with its `shortDescription`,
///   `fullDescription`, `help` (text and Markdown), `helpUri` (the rule's section of
///   docs/audit-rules.md) and configured level;
/// - a result per problem (``AuditFinding``) with its rule id and index, level, message (naming
///   every combination the problem was seen in, as `properties.combinations` does), a location both
///   physical (the document and the line and column of the button) and logical (the document
///   path, the button's id), and `partialFingerprints` (``AuditFingerprint``) so that an
///   alert keeps its identity as lines move;
/// - with a ``AuditSourceRoot``, artifact URIs relative to `%SRCROOT%` (the root, given in
///   `originalUriBaseIds`), as code scanning resolves them against the repository;
/// - `automationDetails.id` naming the run's category (`stacks-audit/`, or
///   `stacks-audit/shard-2-of-4/` for a shard), so that shards uploaded side by side do not
///   replace each other.
public struct SARIFFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// The tool's version.
    public var toolVersion: String
    /// The rules as configured (their levels); ``AuditRule/all`` by default.
    public var rules: [AuditRule]
    /// The folder artifact URIs are relative to, when known.
    public var root: AuditSourceRoot?
    /// The shard the report is of (``AuditShard/whole`` for a whole run).
    public var shard: AuditShard
    /// Where docs/audit-rules.md is published.
    public var documentationURL: String
    /// Findings a baseline accepted: reported as results with an external suppression (code
    /// scanning shows them as dismissed), with why.
    public var suppressed: (findings: [AuditFinding], justification: String) = ([], "")
    /// Findings the documents suppress in place: results with an in-source suppression whose
    /// justification is the document's reason.
    public var suppressedInPlace: [AuditInPlaceSuppression] = []

    /// The base id relative artifact URIs name.
    public static let sourceRootId = "%SRCROOT%"

    /// Formats `report`.
    public init(
        _ report: AuditReport, toolVersion: String = "0.1.0", rules: [AuditRule] = AuditRule.all, root: AuditSourceRoot? = nil,
        shard: AuditShard = .whole, documentationURL: String = AuditRuleGuide.documentationURL
    ) {
        self.report = report
        self.toolVersion = toolVersion
        self.rules = rules
        self.root = root
        self.shard = shard
        self.documentationURL = documentationURL
    }

    /// The artifact location naming document `name`: relative to `%SRCROOT%` when it is
    /// inside the root, else a `file:` URI for an absolute path, a relative reference for a
    /// relative one (standard input is `stdin`).
    func artifactLocation(_ name: String) -> [String: Any] {
        if let relative = root?.relativePath(of: name) {
            return ["uri": Self.encoded(relative), "uriBaseId": Self.sourceRootId]
        }
        if name == "<stdin>" { return ["uri": "stdin"] }
        if name.hasPrefix("/") { return ["uri": URL(fileURLWithPath: name).absoluteString] }
        return ["uri": Self.encoded(name)]
    }

    private static func encoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// `stacks-audit/` or `stacks-audit/shard-2-of-4/`.
    public var automationId: String {
        shard.count > 1 ? "stacks-audit/\(shard.slug)/" : "stacks-audit/"
    }

    /// The log as JSON text.
    public var text: String {
        func suppressedResult(_ finding: AuditFinding, kind: String, justification: String) -> [String: Any] {
            var result = self.result(for: finding)
            result["suppressions"] = [["kind": kind, "justification": justification]]
            return result
        }
        var results = report.findings.map(result(for:))
        results += suppressed.findings.map { suppressedResult($0, kind: "external", justification: suppressed.justification) }
        results += suppressedInPlace.map { suppressedResult($0.finding, kind: "inSource", justification: $0.reason) }
        var run: [String: Any] = [
            "tool": ["driver": driver] as [String: Any],
            "automationDetails": ["id": automationId],
            "artifacts": report.documentNames.map { ["location": artifactLocation($0)] },
            "results": results,
        ]
        if let root {
            let folder = root.folder.hasSuffix("/") ? root.folder : root.folder + "/"
            run["originalUriBaseIds"] = [Self.sourceRootId: ["uri": URL(fileURLWithPath: folder, isDirectory: true).absoluteString]]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        return AuditJSONFormat.serialise(log)
    }

    /// The SARIF result of one finding.
    private func result(for finding: AuditFinding) -> [String: Any] {
        let document = report.document(of: finding)
        var region: [String: Any] = [:]
        if let line = finding.location.place.line { region["startLine"] = line }
        if let column = finding.location.place.column { region["startColumn"] = column }
        var physical: [String: Any] = ["artifactLocation": artifactLocation(document)]
        if !region.isEmpty { physical["region"] = region }
        let path = finding.location.place.path.description
        let logical: [String: Any] = [
            "fullyQualifiedName": path, "kind": "element",
            "name": finding.location.button ?? finding.location.node,
        ]
        let fingerprint = AuditFingerprint.of(finding, documentPath: root?.documentPath(of: document) ?? document)
        var result: [String: Any] = [
            "ruleId": finding.rule.id,
            "ruleIndex": rules.firstIndex { $0.id == finding.rule.id } ?? 0,
            "level": finding.severity.rawValue,
            "message": ["text": Self.messageText(finding)],
            "locations": [["physicalLocation": physical, "logicalLocations": [logical]]],
            "partialFingerprints": [AuditFingerprint.sarifKey: fingerprint],
        ]
        var properties: [String: Any] = [:]
        if let combination = finding.location.combination {
            properties["combination"] = AuditJSONFormat.combination(combination)
            properties["combinations"] = finding.combinations.map(AuditJSONFormat.combination)
        }
        if let locale = finding.location.locale { properties["locale"] = locale.identifier }
        if !properties.isEmpty { result["properties"] = properties }
        return result
    }

    /// The message, and for a problem seen in several combinations, which: "… Seen in 3
    /// combinations (figures from the first): 320 pt · large, 375 pt · large, 414 pt · large · de."
    static func messageText(_ finding: AuditFinding) -> String {
        guard finding.combinations.count > 1 else { return finding.message }
        let list = finding.combinations.map(\.description).joined(separator: ", ")
        let message = finding.message.hasSuffix(".") ? finding.message : finding.message + "."
        return "\(message) Seen in \(finding.combinations.count) combinations (figures from the first): \(list)."
    }

    private var driver: [String: Any] {
        [
            "name": "stacks audit",
            "version": toolVersion,
            "semanticVersion": toolVersion,
            "informationUri": documentationURL,
            "rules": rules.map { rule in
                let guide = AuditRuleGuide.of(rule)
                let helpURI = "\(documentationURL)#\(rule.id)"
                return [
                    "id": rule.id, "name": rule.name,
                    "shortDescription": ["text": rule.summary],
                    "fullDescription": ["text": "\(rule.summary) \(guide.rationale)"],
                    "help": [
                        "text": "\(guide.rationale)\n\nHow to fix: \(guide.remedy)\n\nSee \(helpURI)",
                        "markdown": "\(guide.rationale)\n\n**How to fix:** \(guide.remedy)\n\n"
                            + "See [\(rule.id) in docs/audit-rules.md](\(helpURI)).",
                    ],
                    "helpUri": helpURI,
                    "defaultConfiguration": ["level": rule.severity.rawValue],
                ] as [String: Any]
            },
        ]
    }
}
