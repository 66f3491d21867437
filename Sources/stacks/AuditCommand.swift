import ArgumentParser
import Foundation
import PangoText
import StackAudit
import StackDocument

/// `stacks audit`: checks a document's button stacks against the design-system guidelines
/// across widths, text sizes and locales.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a document's buttons against the design-system guidelines.",
        discussion: """
            Lays the document out in every combination of --width, --content-size and --locale \
            and reports each finding with its rule id, severity (error, warning, note), place in \
            the document (path, line, column, button id, combination) and a message. Rules: \
            \(AuditRule.all.map { "\($0.id) (\($0.severity.rawValue))" }.joined(separator: ", ")). \
            Title and colour rules read the document as written; titles that truncate are \
            checked at the smallest width. A title passes title-verb when it leads with a verb \
            or is one global command (\(GlobalCommands.all.joined(separator: ", "))). \
            directional-icon-only flags a directional button (back, next, previous, forward; an \
            arrow or chevron icon) whose group is laid out as a column in a combination. The \
            document's audit: {verbs, builtInVerbs, maxWords, maxCharacters} adds verbs and sets \
            the title length limits (default 4 words and 30 characters).

            Output: readable text (default), --format json, --format sarif (SARIF 2.1.0 as GitHub \
            code scanning reads it) or --format github (workflow commands).

            Configuration: .stacks-audit.yaml (found upward from the working folder, or \
            --config) turns rules off, changes their severity, excludes paths, sets the \
            combinations and failOn. --baseline and --write-baseline keep accepted findings \
            out of the report. --jobs and --shard spread the work over cores and machines \
            (docs/audit-rules.md).

            Exit codes: 0 no finding as severe as failOn (default error); 1 such a finding, or \
            the document or configuration cannot be read or laid out; 2 bad command-line usage.
            """)

    @OptionGroup var options: CombinationOptions

    @Option(name: .customLong("text-metrics"), help: "How text is measured: pango (real fonts, the default) or fixed.")
    var textMetrics: TextMetricsArgument = .pango

    @Option(help: "The output format: text, json, sarif or github (workflow commands that annotate a pull request).")
    var format: AuditFormatArgument = .text

    @Option(
        help: ArgumentHelp(
            "The configuration file (default: the nearest .stacks-audit.yaml from the working folder up to the repository's root).",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline (written with --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the findings of this run as a baseline.", valueName: "file"))
    var writeBaseline: String?

    @OptionGroup var parallel: ParallelOptions

    func run() throws {
        try AuditRun(command: self).run()
    }
}

/// `--format text|json|sarif|github`.
enum AuditFormatArgument: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
    case github
}
