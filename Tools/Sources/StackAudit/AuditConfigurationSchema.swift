import Foundation
import StackDocument
import StackLayout

/// The JSON Schema (draft-07) of `.stacks-audit.yaml`, for editors: with the line
/// `# yaml-language-server: $schema=PATH` at the top of the file, VS Code's YAML extension
/// completes keys, rule ids and severities, and marks mistakes as you type.
///
/// It is generated from the reader's own lists, so that it cannot drift from what the reader
/// accepts: the keys of the file, of `combinations` and of a rule's mapping are the lists the
/// reader checks (`AuditConfiguration.topLevelKeys` …), the rule ids ``AuditRule/all``, the
/// severities, text sizes and directions their types' cases. What it adds is the shape of each
/// key's value; a key without one, or a shape for a key the reader does not have, is a
/// `mismatches` entry, which a test requires to be empty. `stacks schema --configuration`
/// prints it; the repository keeps it in `docs/stacks-audit.schema.json`, which a test
/// compares with it.
public enum AuditConfigurationSchema {
    /// Where the schema is published: its `$id`.
    public static let publishedURL = "https://raw.githubusercontent.com/dynamicstacks/DynamicStacks/main/docs/stacks-audit.schema.json"

    /// The schema as JSON text (keys sorted, two-space indents), ending with a line break.
    public static var json: String {
        let data = (try? JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Keys the schema gives no shape and shapes for keys the reader does not have, as
    /// `mapping.key: problem`; empty when the schema covers exactly the reader's keys.
    static var mismatches: [String] {
        func compare(_ mapping: String, shapes: [String: Any], keys: [String]) -> [String] {
            keys.filter { shapes[$0] == nil }.map { "\(mapping).\($0): no shape" }
                + shapes.keys.filter { !keys.contains($0) }.sorted().map { "\(mapping).\($0): not a key the reader has" }
        }
        return compare("document", shapes: topLevel, keys: AuditConfiguration.topLevelKeys)
            + compare("combinations", shapes: combinations, keys: AuditConfiguration.combinationKeys)
            + compare("rule", shapes: ruleMapping, keys: AuditConfiguration.ruleKeys)
    }

    static var schema: [String: Any] {
        [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": publishedURL,
            "title": "DynamicStacks audit configuration (.stacks-audit.yaml)",
            "description": "How stacks audit runs: rules, paths, combinations, failOn. See docs/audit-rules.md, Configuration.",
            "type": ["object", "null"],
            "additionalProperties": false,
            "properties": topLevel,
        ]
    }

    /// One value or a list of them: the reader takes a single value as a list of one.
    private static func oneOrMany(_ item: [String: Any], description: String) -> [String: Any] {
        ["description": description, "anyOf": [item, ["type": "array", "items": item]]]
    }

    private static var path: [String: Any] { ["type": "string", "minLength": 1, "pattern": "^[^/]"] }

    private static var topLevel: [String: Any] {
        [
            "rules": [
                "description": "Settings by rule id (stacks rules lists them); rules not named run as they are.",
                "type": "object", "additionalProperties": false,
                "properties": Dictionary(uniqueKeysWithValues: AuditRule.all.map { ($0.id, ruleSetting($0)) }),
            ] as [String: Any],
            "included": oneOrMany(path, description: "Documents and folders stacks audit audits when given no paths, relative to this file's folder."),
            "excluded": oneOrMany(path, description: "Documents and folders (everything below them) no rule checks, relative to this file's folder; no patterns."),
            "exclude": oneOrMany(["type": "string"], description: "Patterns (*, ?, **) of the documents no rule checks, relative to this file's folder."),
            "combinations": [
                "description": "What to lay documents out in; the command line's options win.",
                "type": "object", "additionalProperties": false, "properties": combinations,
            ] as [String: Any],
            "failOn": [
                "description": "The least severe finding that fails the run (exit 1).",
                "enum": AuditSeverity.allCases.map(\.rawValue),
            ] as [String: Any],
        ]
    }

    private static var combinations: [String: Any] {
        func list(_ item: [String: Any], _ description: String) -> [String: Any] {
            ["description": description, "anyOf": [item, ["type": "array", "minItems": 1, "items": item]]]
        }
        return [
            "widths": list(["type": "number", "exclusiveMinimum": 0, "maximum": LayoutTree.maximumLength], "Widths in points."),
            "contentSizes": list(["enum": TextSizeCategory.allCases.map(\.rawValue)], "Text sizes (read in any case)."),
            // `no` (Norwegian) is a boolean to YAML, and a locale all the same.
            "locales": list(["type": ["string", "boolean"]], "Locales (en, de-CH), or all: every locale each document's tables have."),
            "directions": list(["enum": ReadingDirection.allCases.map(\.rawValue)], "Reading directions."),
        ]
    }

    /// The severities a rule may be given, with `off`, `on` and YAML's booleans.
    private static var ruleValues: [Any] { ["off", "on", true, false] + AuditSeverity.allCases.map(\.rawValue) }

    private static var ruleMapping: [String: Any] {
        [
            "severity": ["enum": ruleValues] as [String: Any],
            "exclude": oneOrMany(["type": "string"], description: "Patterns of the documents this rule does not check."),
        ]
    }

    private static func ruleSetting(_ rule: AuditRule) -> [String: Any] {
        [
            "description": "\(rule.summary) (default: \(rule.severity.rawValue))",
            "anyOf": [
                ["enum": ruleValues] as [String: Any],
                ["type": "object", "additionalProperties": false, "properties": ruleMapping] as [String: Any],
            ],
        ]
    }
}
