import Foundation
import FileAccess
import PangoText
import StackAudit
import StackDocument
import StackRender

/// One `stacks audit` invocation after parsing: finds the configuration, gathers the documents
/// (``AuditInputs``) with their translations, plans the (document, combination) jobs, does
/// this shard's jobs on all cores, applies the configuration and the baseline, and prints the
/// report.
struct AuditRun {
    var command: AuditCommand

    func run() throws(CommandFailure) {
        let (text, fails) = try output()
        if let path = command.outputFile {
            try ReportFile.write(text, to: path, what: "the report")
        } else {
            print(text)
        }
        // Writing a baseline succeeds whatever it records: it is how a first CI run accepts
        // today's findings.
        if fails, command.writeBaseline == nil { throw CommandFailure(status: .invalidDocument, message: "") }
    }

    /// What the command prints, and whether the configuration says the run fails.
    func output() throws(CommandFailure) -> (text: String, fails: Bool) {
        let workingFolder = FileManager.default.currentDirectoryPath
        let configurationPath = command.config ?? AuditConfigurationSearch.find(from: workingFolder)
        var configuration = try configurationPath.map(Self.readConfiguration) ?? AuditConfiguration()
        // Severities order error < warning < note: the later of the two fails on more.
        if command.strict { configuration.failOn = max(configuration.failOn, .warning) }
        let root = AuditSourceRoot(
            folder: configurationPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? workingFolder,
            workingFolder: workingFolder)

        let options = command.options
        let inputs = try AuditInputs(AuditInputs.paths(options.documents, configuration: configuration, file: configurationPath, root: root))
        let tables = try options.stringFiles.tables()
        // Loaded once (a wrong path is reported even with fixed metrics); shared by every worker.
        let fonts = options.fonts != nil || command.textMetrics == .pango ? try CommandMeasurer.configuration(options.fonts) : nil
        var documents: [AuditPlan.Document] = []
        var ignores: [String: [AuditIgnore]] = [:]
        var documentWarnings: [AuditDocumentWarning] = []
        // Excludes apply to every document, named or found in a folder: an excluded one is
        // neither read nor reported.
        var configurations = NestedAuditConfigurations(top: configuration, root: root, searches: command.config == nil, strict: command.strict)
        var nested: [String: AuditConfiguration] = [:]
        for input in inputs.documents {
            let name = input.displayName
            let configuration = try configurations.configuration(ofDocument: name)
            if configuration.excludes(documentPath: root.relativePath(of: name)) { continue }
            nested[name] = configuration
            let document: StackDocument
            do {
                document = options.stringFiles.apply(tables, to: try input.read())
            } catch {
                documents.append(AuditPlan.Document(name: name, unreadable: error))
                continue
            }
            let combinations = try Self.combinations(options, configuration: configuration, document: document)
            Self.warnOfUntranslatedLocales(in: combinations, of: document, named: name)
            documents.append(AuditPlan.Document(audit: DocumentAudit(document: document, name: name), combinations: combinations))
            ignores[name] = document.auditIgnores
            let warnings = AuditDocumentWarning.unknownRules(in: document.auditIgnores, of: name)
            for warning in warnings { EntryPoint.printError(warning.place.message("warning", in: name, warning.message)) }
            documentWarnings += warnings
            if command.textMetrics == .pango, let fonts { FontFamilyWarnings.report(for: document, named: name, fonts: fonts) }
        }
        // An app's Swift sources: their button stacks as documents, audited alike.
        let sources = try AuditSourceFiles(
            inputs, stringFiles: tables, excluded: { configuration.excludes(documentPath: root.relativePath(of: $0)) },
            combinations: { document throws(CommandFailure) in try Self.combinations(options, configuration: configuration, document: document) })
        documents += sources.documents
        ignores.merge(sources.ignores) { _, source in source }
        documentWarnings += sources.warnings
        let plan = AuditPlan(documents: documents, height: options.height, direction: options.direction?.value, scale: options.scale)
        let shard = command.parallel.slice
        let measuredBy = command.textMetrics == .pango ? fonts : nil
        var outcome = AuditOutcome(
            findings: perform(plan, jobs: plan.jobs(in: shard), fonts: measuredBy), configuration: configuration, nested: nested, root: root,
            ignores: ignores)
        // A shard sees some of the combinations: a suppression unused there may be used in another.
        if shard.count == 1 {
            for warning in outcome.unusedSuppressions {
                EntryPoint.printError(warning.place.message("warning", in: warning.document, warning.message))
            }
            documentWarnings += outcome.unusedSuppressions
        }
        if let path = command.writeBaseline {
            do {
                try AtomicFile.write(Array(outcome.baseline.text.utf8), to: path)
            } catch {
                throw CommandFailure(status: .runFailed, message: "error: \(error) (the baseline)")
            }
        }
        if let path = command.baseline {
            outcome.apply(try Self.readBaseline(path), file: path)
            let count = outcome.suppressedByBaseline.count
            EntryPoint.printError("note: \(count) finding\(count == 1 ? "" : "s") suppressed by the baseline \(path)")
        }
        documentWarnings += sources.warnOfUnusedSuppressions(outcome, shard: shard)
        if command.reportFormat == .github { Self.appendStepSummary(GitHubWorkflowFormat(outcome.report, root: root, suppressedInPlace: outcome.suppressedInPlace.count)) }
        let text = outcome.text(
            in: command.reportFormat, toolVersion: StacksCommand.configuration.version, shard: shard, documentWarnings: documentWarnings)
        return (text, outcome.fails)
    }

    /// Appends every finding to the job's summary when GitHub names its file
    /// (`GITHUB_STEP_SUMMARY`), as GitHub asks.
    private static func appendStepSummary(_ format: GitHubWorkflowFormat) {
        guard let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty else { return }
        let appended: Bool = {
            guard FileManager.default.fileExists(atPath: summary) || FileManager.default.createFile(atPath: summary, contents: nil),
                let handle = FileHandle(forWritingAtPath: summary)
            else { return false }
            defer { try? handle.close() }
            do {
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(format.stepSummary.utf8))
                return true
            } catch {
                return false
            }
        }()
        if !appended { EntryPoint.printError("warning: cannot write the job summary to \(summary) (GITHUB_STEP_SUMMARY)") }
    }

    /// Does `jobs` on the worker threads, each with its own measurers, and reports them in
    /// job order. A job whose document cannot be read or laid out reports a document-invalid
    /// finding (``AuditPlan/findingsReportingProblems(of:measurer:)``) and the run goes on.
    /// `fonts` is `nil` for fixed metrics.
    private func perform(_ plan: AuditPlan, jobs: [AuditJob], fonts: FontConfiguration?) -> AuditReport {
        // On a terminal only, and only for a run longer than a second: a CI log, or a short
        // run's output, says what was found and nothing else.
        let progress = ProgressReporter(total: jobs.count, quiet: command.quiet, onlyOnTerminal: true, delay: .seconds(1))
        let findings = ConcurrentJobs.map(count: jobs.count, workers: command.parallel.workers, makeState: { WorkerMeasurers(fonts: fonts) }) {
            measurers, index in
            let found = plan.findingsReportingProblems(of: jobs[index]) { measurers.measurer(for: $0) }
            progress.finish(Self.label(of: jobs[index], in: plan), at: index)
            return found
        }
        return plan.report(Array(zip(jobs, findings).map { (job: $0, findings: $1) }))
    }

    /// How the progress line names a job: `Screens/login.yaml at 320 pt · large`, or `… as
    /// written` for the job that lays nothing out.
    private static func label(of job: AuditJob, in plan: AuditPlan) -> String {
        let name = plan.documents[job.document].name
        return plan.combination(of: job).map { "\(name) at \($0)" } ?? "\(name) as written"
    }

    /// The combinations to audit `document` in (``AuditCombination/chosen(widths:contentSizes:locales:runDirection:configuration:document:)``).
    /// A locale list may say `all`: every locale of the document's tables (its own and
    /// `--strings`) and its source language.
    static func combinations(
        _ options: CombinationOptions, configuration: AuditConfiguration, document: StackDocument
    ) throws(CommandFailure) -> [AuditCombination] {
        let widths: [Double]?
        let sizes: [TextSizeCategory]?
        do {
            widths = try CombinationLists.widths(options.widths)
            sizes = try CombinationLists.contentSizes(options.contentSizes)
        } catch {
            throw CommandFailure(status: .usage, message: "error: \(error)")
        }
        let localeList = options.locales ?? configuration.locales.map { $0.map(\.identifier).joined(separator: ",") }
        let locales = try CombinationLists.locales(localeList, tables: document.strings)
        do {
            return try AuditCombination.chosen(
                widths: widths, contentSizes: sizes, locales: locales, runDirection: options.direction?.value,
                configuration: configuration, document: document)
        } catch {
            throw CommandFailure(status: .usage, message: "error: \(error)")
        }
    }

    /// Warns on standard error of each locale asked for that the document's string tables do
    /// not have: its titles would be audited untranslated, and the run would pass without a
    /// word about it.
    static func warnOfUntranslatedLocales(in combinations: [AuditCombination], of document: StackDocument, named name: String) {
        let tables = document.strings.locales
        let have = tables.isEmpty ? "it has no string tables" : "its tables have \(tables.joined(separator: ", "))"
        for locale in AuditCombination.untranslatedLocales(in: combinations, of: document) {
            EntryPoint.printError(
                "warning: \(name): no translation for locale \(locale.identifier) (\(have)); its text is audited untranslated")
        }
    }

    /// The configuration file at `path`; one that cannot be read or is not valid fails the run.
    static func readConfiguration(_ path: String) throws(CommandFailure) -> AuditConfiguration {
        do {
            return try AuditConfiguration(contentsOf: path)
        } catch {
            throw CommandFailure(status: .runFailed, message: error.messages)
        }
    }

    private static func readBaseline(_ path: String) throws(CommandFailure) -> AuditBaseline {
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.documentLimit)
        } catch {
            throw CommandFailure(status: .runFailed, message: "error: \(path): cannot read the baseline: \(error)")
        }
        do {
            return try AuditBaseline(json: String(decoding: data, as: UTF8.self), file: path)
        } catch {
            throw CommandFailure(status: .runFailed, message: "error: \(error)")
        }
    }
}

/// One worker's measurers: a Pango measurer per language (Pango shapes by language; a
/// measurer must stay on one thread), sharing the font configuration, or the fixed metrics.
private struct WorkerMeasurers {
    let fonts: FontConfiguration?
    private var byLanguage: [String: any TextMeasuring] = [:]

    init(fonts: FontConfiguration?) {
        self.fonts = fonts
    }

    mutating func measurer(for combination: AuditCombination) -> any TextMeasuring {
        guard let fonts else { return FixedMetricsTextMeasurer() }
        let language = combination.locale?.language ?? "en"
        if let measurer = byLanguage[language] { return measurer }
        let measurer = CachedTextMeasurer(PangoTextMeasurer(fonts: fonts, language: language))
        byLanguage[language] = measurer
        return measurer
    }
}
