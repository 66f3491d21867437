import Foundation

/// A report as a SARIF 2.1.0 log (the Static Analysis Results Interchange Format that code
/// hosts and editors read): one run whose driver lists every rule, and a result per finding
/// with its rule id and index, level, message and a location both physical (the document and
/// the line and column of the button) and logical (the document path, the button's id).
public struct SARIFFormat: Sendable {
    /// The report.
    public var report: AuditReport
    /// The tool's version.
    public var toolVersion: String

    /// Formats `report`.
    public init(_ report: AuditReport, toolVersion: String = "0.1.0") {
        self.report = report
        self.toolVersion = toolVersion
    }

    /// The URI naming the document `name`: a `file:` URI for an absolute path, a relative
    /// reference for a relative one (standard input is `stdin`).
    static func uri(_ name: String) -> String {
        if name == "<stdin>" { return "stdin" }
        if name.hasPrefix("/") { return URL(fileURLWithPath: name).absoluteString }
        return name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
    }

    /// The log as JSON text.
    public var text: String {
        let rules = AuditRule.all
        let results: [[String: Any]] = report.findings.map { finding in
            var region: [String: Any] = [:]
            if let line = finding.location.place.line { region["startLine"] = line }
            if let column = finding.location.place.column { region["startColumn"] = column }
            var physical: [String: Any] = ["artifactLocation": ["uri": Self.uri(report.document(of: finding))]]
            if !region.isEmpty { physical["region"] = region }
            let path = finding.location.place.path.description
            let logical: [String: Any] = [
                "fullyQualifiedName": path, "kind": "element",
                "name": finding.location.button ?? finding.location.node,
            ]
            var result: [String: Any] = [
                "ruleId": finding.rule.id,
                "ruleIndex": rules.firstIndex(of: finding.rule) ?? 0,
                "level": finding.severity.rawValue,
                "message": ["text": finding.message],
                "locations": [["physicalLocation": physical, "logicalLocations": [logical]]],
            ]
            var properties: [String: Any] = [:]
            if let combination = finding.location.combination {
                properties["combination"] = AuditJSONFormat.combination(combination)
            }
            if let locale = finding.location.locale { properties["locale"] = locale.identifier }
            if !properties.isEmpty { result["properties"] = properties }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "stacks audit",
                            "version": toolVersion,
                            "rules": rules.map { rule in
                                [
                                    "id": rule.id, "name": rule.name,
                                    "shortDescription": ["text": rule.summary],
                                    "defaultConfiguration": ["level": rule.severity.rawValue],
                                ] as [String: Any]
                            },
                        ] as [String: Any]
                    ],
                    "artifacts": report.documentNames.map { ["location": ["uri": Self.uri($0)]] },
                    "results": results,
                ] as [String: Any]
            ],
        ]
        return AuditJSONFormat.serialise(log)
    }
}
