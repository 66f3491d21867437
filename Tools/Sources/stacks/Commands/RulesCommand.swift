import ArgumentParser
import Foundation
import StackAudit

/// `stacks rules`: every rule of the audit, with what a configuration needs to name it.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the audit's rules: id, default severity, what each checks and its documentation.",
        discussion: """
            One line per rule, in the order the audit reports them: the id (what \
            .stacks-audit.yaml and audit: {ignore: …} name), the default severity, a sentence, and \
            the link to its section of docs/audit-rules.md. --format json gives the same as a list \
            of objects.
            """)

    @Option(help: "The output format: text (default) or json.")
    var format: RulesFormat = .text

    enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the list to this file (whole, or not at all) instead of standard output.", valueName: "file"))
    var outputFile: String?

    func run() throws {
        guard let outputFile else { return print(output()) }
        try ReportFile.write(output(), to: outputFile, what: "the list of rules")
    }

    func output() -> String {
        let rules = AuditRule.all
        switch format {
        case .json:
            let list = rules.map { rule -> [String: String] in
                ["id": rule.id, "severity": rule.severity.rawValue, "summary": rule.summary, "documentation": Self.link(rule)]
            }
            let data = (try? JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
                ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .text:
            let idWidth = rules.map(\.id.count).max() ?? 0
            let severityWidth = AuditSeverity.allCases.map(\.rawValue.count).max() ?? 0
            return rules.map { rule in
                rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + rule.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  "
                    + rule.summary + "\n" + String(repeating: " ", count: idWidth + severityWidth + 4) + Self.link(rule)
            }.joined(separator: "\n")
        }
    }

    static func link(_ rule: AuditRule) -> String {
        "\(AuditRuleGuide.documentationURL)#\(rule.id)"
    }
}
