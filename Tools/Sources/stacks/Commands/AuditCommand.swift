import ArgumentParser
import Foundation
import PangoText
import StackAudit
import StackDocument

/// `stacks audit`: checks documents' button stacks and texts against the design-system
/// guidelines across widths, text sizes, locales and directions.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check documents' buttons and texts against the design-system guidelines.",
        discussion: """
            Audits every document named and every .yaml, .yml and .json file below every folder \
            named (sorted by path; hidden files skipped) in one report with one exit status; \
            findings name their document by its path relative to the working folder. A missing \
            path or a folder without documents stops the run (exit 3); a document that cannot be \
            read or laid out is an error-level document-invalid finding and the run goes on.

            Each document is laid out in every combination of --width, --content-size and \
            --locale (all: every locale its string tables have, and the source language), and \
            each finding is reported with its rule id, severity (error, warning, note), place in \
            the document (path, line, column, node or button id, combination or locale) and a \
            message. Rules: \
            \(AuditRule.all.map { "\($0.id) (\($0.severity.rawValue))" }.joined(separator: ", ")).

            Translations come from the document's strings: (inline tables, and String Catalogs \
            and .strings files under strings: {include: [...]}) and from --strings files. Title \
            rules judge the titles as written in the source language (the document's language: \
            key, else its catalog's source language, else English) and each audited locale's \
            translated titles in its language \
            (\(TitleLanguage.all.map(\.code).joined(separator: ", ")) are known): length limits \
            apply to every translation; Title Case only in English, sentence case (a capital \
            first) in other languages written with case, no casing rule in scripts without case; \
            title-verb wants a verb where the language puts it (first, after a negation or \
            particle; last in Japanese and Korean; either in German and Dutch) or one of the \
            language's global commands (\(TitleLanguage.english.globalCommands.joined(separator: ", ")) \
            in English); a language the audit does not know gets a title-language note instead. \
            Button titles that truncate are \
            checked at the smallest width; every text node, in every combination, for being \
            cut off by its line limit (text-truncated) or broken inside a word (word-broken). \
            directional-icon-only flags a directional button (navigation: back|forward, a \
            standard Back/Next title, or a chevron icon) whose group is laid out as a column in \
            a combination; target-spacing buttons of a group closer than 8 pt. The \
            document's audit: {verbs, builtInVerbs, maxWords, maxCharacters} adds verbs and sets \
            the title length limits (default 4 words and 30 characters).

            Output: readable text (default), --format json, --format sarif (SARIF 2.1.0 as GitHub \
            code scanning reads it; baselined findings as suppressed results), --format github \
            (workflow commands, a closing line with the counts, and every finding as a table in \
            the job summary when GITHUB_STEP_SUMMARY is set), --format junit (JUnit XML: a test \
            case per finding, a suite per document) or --format xcode (file:line:column: \
            warning: message [rule], as Xcode and editors read); --output writes it to a file. \
            Every format lists findings by document, line, column and rule. On a terminal, a \
            progress line on standard error counts the combinations done (--quiet for none).

            Configuration: .stacks-audit.yaml (found upward from the working folder, or \
            --config) turns rules off, changes their severity, names the paths audited when \
            none is given (included), excludes paths (excluded, and exclude patterns; documents \
            found in folders too), sets the combinations and failOn; one in a subfolder applies \
            there, merged over its parent's. --baseline and --write-baseline \
            keep accepted findings out of the report. --jobs and --shard spread the work over \
            cores and machines (docs/audit-rules.md).

            Exit codes: 0 no finding as severe as failOn (default error; warning with --strict), \
            or a baseline written; 1 such a finding (a document that cannot be read or laid out \
            is an error); 2 bad command-line usage; 3 the run itself failed: a missing path, a \
            folder without documents, an unreadable or invalid configuration, baseline, --strings \
            or --fonts file, a report or baseline that cannot be written.
            """)

    @OptionGroup var options: CombinationOptions

    @Option(name: .customLong("text-metrics"), help: "How text is measured: pango (real fonts, the default) or fixed.")
    var textMetrics: TextMetricsArgument = .pango

    @Option(
        help: """
            The output format: text, json, sarif, github (workflow commands that annotate a pull request), \
            junit (JUnit XML test results) or xcode (file:line:column: severity: message [rule]). \
            Default: what the --output file's extension names (.sarif or .sarif.json, .json, .xml for junit), else text.
            """)
    var format: AuditReportFormat?

    @Option(
        help: ArgumentHelp(
            "The configuration file, used alone (default: the outermost .stacks-audit.yaml from the working folder up to the repository's root, with the nested ones below it).",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline (written with --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record the findings of this run as a baseline (the run then succeeds whatever it found).", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the report to this file (whole, or not at all) instead of standard output.", valueName: "file"))
    var outputFile: String?

    @Flag(help: "Fail on warnings too, as failOn: warning does (a configuration's failOn: note stays).")
    var strict = false

    @Flag(help: "Print no progress line on standard error (it is printed only on a terminal).")
    var quiet = false

    @OptionGroup var parallel: ParallelOptions

    /// The format asked for, else the one `--output`'s extension names, else text.
    var reportFormat: AuditReportFormat {
        format ?? outputFile.flatMap(AuditReportFormat.init(path:)) ?? .text
    }

    func validate() throws {
        if let outputFile, let named = AuditReportFormat(path: outputFile), let format, format != named {
            throw ValidationError("-o \(outputFile) names a .\(named.rawValue) file, but --format is \(format.rawValue)")
        }
    }

    func run() throws {
        try AuditRun(command: self).run()
    }
}

/// `--format text|json|sarif|github|junit|xcode`.
extension AuditReportFormat: ExpressibleByArgument {}
