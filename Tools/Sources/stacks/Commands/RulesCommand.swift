import ArgumentParser
import Foundation
import StackAudit

/// `stacks rules`: every rule of the audit, with what a configuration needs to name it.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the audit's rules: id, severity, what each checks and its documentation.",
        discussion: """
            One line per rule, in the order the audit reports them: the id (what \
            .stacks-audit.yaml and audit: {ignore: …} name), the severity the configuration gives \
            it (off for a rule it turns off), a sentence, and the link to its section of \
            docs/audit-rules.md. The configuration is --config FILE, else the one stacks audit \
            would read for documents in the working folder (nested ones included); without one, \
            each rule's own severity. --format json gives the same as a list of objects, with \
            each rule's defaultSeverity too.
            """)

    @Option(help: ArgumentHelp("The audit configuration to show the severities of (default: the one found, as stacks audit finds it).", valueName: "file"))
    var config: String?

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
        let text = output(try configuration())
        guard let outputFile else { return print(text) }
        try ReportFile.write(text, to: outputFile, what: "the list of rules")
    }

    /// The configuration whose severities are shown: `--config`, else the found one with the
    /// nested ones down to the working folder, else none.
    func configuration() throws(CommandFailure) -> AuditConfiguration {
        let workingFolder = FileManager.default.currentDirectoryPath
        guard let path = config ?? AuditConfigurationSearch.find(from: workingFolder) else { return AuditConfiguration() }
        let root = AuditSourceRoot(folder: URL(fileURLWithPath: path).deletingLastPathComponent().path, workingFolder: workingFolder)
        var configurations = NestedAuditConfigurations(
            top: try AuditRun.readConfiguration(path), root: root, searches: config == nil, strict: false)
        return try configurations.configurationOfWorkingFolder()
    }

    /// The list, with the severities `configuration` gives the rules.
    func output(_ configuration: AuditConfiguration = AuditConfiguration()) -> String {
        let rules = AuditRule.all
        // `off` for a rule the configuration turns off.
        func severity(_ rule: AuditRule) -> String {
            let setting = configuration.setting(for: rule)
            return setting.isEnabled ? (setting.severity ?? rule.severity).rawValue : "off"
        }
        switch format {
        case .json:
            let list = rules.map { rule -> [String: String] in
                [
                    "id": rule.id, "severity": severity(rule), "defaultSeverity": rule.severity.rawValue, "summary": rule.summary,
                    "documentation": Self.link(rule),
                ]
            }
            let data = (try? JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
                ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .text:
            let idWidth = rules.map(\.id.count).max() ?? 0
            let severityWidth = AuditSeverity.allCases.map(\.rawValue.count).max() ?? 0
            return rules.map { rule in
                rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + severity(rule).padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  "
                    + rule.summary + "\n" + String(repeating: " ", count: idWidth + severityWidth + 4) + Self.link(rule)
            }.joined(separator: "\n")
        }
    }

    static func link(_ rule: AuditRule) -> String {
        "\(AuditRuleGuide.documentationURL)#\(rule.id)"
    }
}
