import Foundation

/// A report as JSON (keys sorted, so the output is stable):
///
/// ```json
/// {"document": "screen.yaml", "documents": ["screen.yaml"],
///  "combinations": [{"width": 320, "contentSize": "large", "locale": "de"}],
///  "findings": [{"ruleId": "title-truncated", "severity": "error", "message": "…",
///                "location": {"document": "screen.yaml", "path": "root.buttons.items[2]", "line": 9, "column": 15, "node": "actions",
///                             "button": "favourite", "combination": {"width": 320, "contentSize": "large"}},
///                "combinations": [{"width": 320, "contentSize": "large"}, {"width": 375, "contentSize": "large"}]}],
///  "summary": {"errors": 1, "warnings": 0, "notes": 0}}
/// ```
///
/// A finding is one problem, with its `"fingerprint"` (as in SARIF): `"combinations"` lists
/// every combination it was seen in (the location names the first, whose numbers the message
/// gives). `"documents"` lists every
/// document audited (`"document"` names it too when there is just one), and each location
/// names its `"document"`. A finding about a translation names its `"locale"`.
public struct AuditJSONFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// Findings the documents suppress in place, as `"suppressedInPlace"` (with each reason)
    /// when there are any.
    public var suppressedInPlace: [AuditInPlaceSuppression]

    /// The folder the fingerprints' document paths are relative to, when known.
    public var root: AuditSourceRoot?

    /// Formats `report`.
    public init(_ report: AuditReport, suppressedInPlace: [AuditInPlaceSuppression] = [], root: AuditSourceRoot? = nil) {
        self.report = report
        self.suppressedInPlace = suppressedInPlace
        self.root = root
    }

    /// The JSON text.
    public var text: String {
        var object: [String: Any] = [
            "documents": report.documentNames,
            "combinations": report.combinations.map(Self.combination),
            "findings": report.findings.map(findingObject),
            "summary": ["errors": report.count(.error), "warnings": report.count(.warning), "notes": report.count(.note)],
        ]
        if !suppressedInPlace.isEmpty {
            object["suppressedInPlace"] = suppressedInPlace.map { suppression in
                var entry = findingObject(suppression.finding)
                entry["reason"] = suppression.reason
                return entry
            }
        }
        // One document: also named on its own, as reports of one document always were.
        if report.documentNames.count == 1 { object["document"] = report.documentName }
        return Self.serialise(object)
    }

    /// A finding: its rule, severity, message, location (with the first combination) and
    /// fingerprint (``AuditFingerprint``, as SARIF gives it), and `"combinations"`, every
    /// combination it was seen in, for a finding about a layout.
    private func findingObject(_ finding: AuditFinding) -> [String: Any] {
        let document = report.document(of: finding)
        var location = Self.location(finding.location)
        location["document"] = document
        var object: [String: Any] = [
            "ruleId": finding.rule.id, "severity": finding.severity.rawValue, "message": finding.message, "location": location,
            "fingerprint": AuditFingerprint.of(finding, documentPath: root?.documentPath(of: document) ?? document),
        ]
        if !finding.combinations.isEmpty { object["combinations"] = finding.combinations.map(Self.combination) }
        return object
    }

    static func combination(_ combination: AuditCombination) -> [String: Any] {
        var object: [String: Any] = ["width": combination.width, "contentSize": combination.contentSize.rawValue]
        if let locale = combination.locale { object["locale"] = locale.identifier }
        if let direction = combination.direction { object["direction"] = direction.rawValue }
        return object
    }

    static func location(_ location: AuditLocation) -> [String: Any] {
        var object: [String: Any] = ["path": location.place.path.description, "node": location.node]
        if let line = location.place.line { object["line"] = line }
        if let column = location.place.column { object["column"] = column }
        if let button = location.button { object["button"] = button }
        if let combination = location.combination { object["combination"] = Self.combination(combination) }
        if let locale = location.locale { object["locale"] = locale.identifier }
        return object
    }

    /// Pretty-printed JSON with sorted keys and unescaped slashes.
    static func serialise(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
