import Foundation
import InputFiles
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
        let configuration = try configurationPath.map(Self.readConfiguration) ?? AuditConfiguration()
        let root = AuditSourceRoot(
            folder: configurationPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? workingFolder,
            workingFolder: workingFolder)

        let options = command.options
        let inputs = try AuditInputs(options.documents)
        let tables = try options.stringFiles.tables()
        // Loaded once (a wrong path is reported even with fixed metrics); shared by every worker.
        let fonts = options.fonts != nil || command.textMetrics == .pango ? try CommandMeasurer.configuration(options.fonts) : nil
        var documents: [AuditPlan.Document] = []
        var ignores: [String: [AuditIgnore]] = [:]
        var documentWarnings: [(document: String, place: DocumentPlace, message: String)] = []
        // Excludes apply to every document, named or found in a folder: an excluded one is
        // neither read nor reported.
        for input in inputs.documents where !configuration.excludes(documentPath: root.relativePath(of: input.displayName)) {
            let name = input.displayName
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
            documentWarnings += Self.unknownRules(in: document.auditIgnores, of: name)
            if command.textMetrics == .pango, let fonts { FontFamilyWarnings.report(for: document, named: name, fonts: fonts) }
        }
        let plan = AuditPlan(documents: documents, height: options.height, direction: options.direction?.value, scale: options.scale)
        let shard = command.parallel.slice
        let measuredBy = command.textMetrics == .pango ? fonts : nil
        var report = configuration.applied(to: perform(plan, jobs: plan.jobs(in: shard), fonts: measuredBy), root: root)

        let inPlace = report.suppressingInPlace(ignores)
        report = inPlace.report
        // What the documents suppress in place stays out of the baseline: removing the
        // suppression brings its findings back.
        if let path = command.writeBaseline {
            do {
                try AtomicFile.write(Array(AuditBaseline(report, root: root).text.utf8), to: path)
            } catch {
                throw CommandFailure(status: .invalidDocument, message: "error: \(error) (the baseline)")
            }
        }
        var suppressed: [AuditFinding] = []
        if let path = command.baseline {
            let baseline = try Self.readBaseline(path)
            let filtered = baseline.filter(report, root: root)
            report = filtered.report
            suppressed = filtered.suppressed
            EntryPoint.printError("note: \(suppressed.count) finding\(suppressed.count == 1 ? "" : "s") suppressed by the baseline \(path)")
        }
        let text = switch command.reportFormat {
        case .text: AuditTextFormat(report, suppressedInPlace: inPlace.suppressed).text + Self.shardNote(shard)
        case .json: AuditJSONFormat(report, suppressedInPlace: inPlace.suppressed, root: root).text
        case .sarif:
            {
                var sarif = SARIFFormat(
                    report, toolVersion: StacksCommand.configuration.version, rules: configuration.effectiveRules, root: root, shard: shard)
                sarif.suppressed = (suppressed, "in the baseline \(command.baseline.map { root.relativePath(of: $0) ?? $0 } ?? "")")
                sarif.suppressedInPlace = inPlace.suppressed
                return sarif.text
            }()
        case .github:
            // What is wrong in a document but no finding is annotated too: in CI, standard error
            // is read by few.
            documentWarnings.map { warning in
                GitHubWorkflowFormat.annotation(
                    .warning, file: root.documentPath(of: warning.document), place: warning.place, title: "audit.ignore",
                    message: warning.message) + "\n"
            }.joined()
                + Self.github(GitHubWorkflowFormat(report, root: root, suppressedInPlace: inPlace.suppressed.count)) + Self.shardNote(shard)
        }
        return (text, configuration.fails(report))
    }

    /// What a shard's counts are, after its summary: the findings of its own combinations. A
    /// finding seen in combinations of several shards is one finding in each (and one in a
    /// whole run), so shards' counts need not add up to a whole run's; their findings, as a
    /// set, are the whole run's.
    static func shardNote(_ shard: AuditShard) -> String {
        guard shard.count > 1 else { return "" }
        return " (shard \(shard.index)/\(shard.count): the findings of its combinations; one seen in several shards "
            + "is counted in each, so shards' counts may add up to more than a whole run's)"
    }

    /// The annotations and the line that closes them; every finding also goes to the job's
    /// summary when GitHub names its file (`GITHUB_STEP_SUMMARY`), appended as GitHub asks.
    private static func github(_ format: GitHubWorkflowFormat) -> String {
        if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
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
        let annotations = format.text
        return annotations.isEmpty ? format.closingLine : annotations + "\n" + format.closingLine
    }

    /// Does `jobs` on the worker threads, each with its own measurers, and reports them in
    /// job order. A job whose document cannot be read or laid out reports a document-invalid
    /// finding (``AuditPlan/findingsReportingProblems(of:measurer:)``) and the run goes on.
    /// `fonts` is `nil` for fixed metrics.
    private func perform(_ plan: AuditPlan, jobs: [AuditJob], fonts: FontConfiguration?) -> AuditReport {
        let findings = ConcurrentJobs.map(count: jobs.count, workers: command.parallel.workers, makeState: { WorkerMeasurers(fonts: fonts) }) {
            measurers, index in
            plan.findingsReportingProblems(of: jobs[index]) { measurers.measurer(for: $0) }
        }
        return plan.report(Array(zip(jobs, findings).map { (job: $0, findings: $1) }))
    }

    /// The combinations to audit `document` in: each list from the command line, else the
    /// configuration, else the document (its width and text size; its own strings; its
    /// direction). A locale list may say `all`: every locale of the document's tables (its own
    /// and `--strings`) and its source language. Directions from the configuration make combinations of their own; one from
    /// the command line applies to the whole run (``AuditPlan/direction``).
    static func combinations(
        _ options: CombinationOptions, configuration: AuditConfiguration, document: StackDocument
    ) throws(CommandFailure) -> [AuditCombination] {
        let widths: [Double]
        let sizes: [TextSizeCategory]
        do {
            guard let found = try CombinationLists.widths(options.widths) ?? configuration.widths ?? document.environment.width.map({ [$0] })
            else {
                throw CommandFailure(
                    status: .usage,
                    message: "error: no width to lay out in: pass --width W[,W…], set combinations.widths in "
                        + "\(AuditConfiguration.fileName) or environment.width in the document")
            }
            widths = found
            sizes = try CombinationLists.contentSizes(options.contentSizes) ?? configuration.contentSizes
                ?? [document.environment.contentSize ?? .large]
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(status: .usage, message: "error: \(error)")
        }
        let localeList = options.locales ?? configuration.locales.map { $0.map(\.identifier).joined(separator: ",") }
        let locales = try CombinationLists.locales(localeList, tables: document.strings)
        let directions: [ReadingDirection?] = options.direction != nil
            ? [nil] : configuration.directions.map { $0.map(Optional.some) } ?? [nil]
        return directions.flatMap { direction in
            locales.flatMap { locale in
                sizes.flatMap { size in
                    widths.map { AuditCombination(width: $0, contentSize: size, locale: locale, direction: direction) }
                }
            }
        }
    }

    /// Warns on standard error of each rule an `audit: {ignore}` names that the audit does not
    /// have (it would suppress nothing, silently), and returns the warnings for annotations.
    static func unknownRules(in ignores: [AuditIgnore], of name: String) -> [(document: String, place: DocumentPlace, message: String)] {
        let known = AuditRule.all.map(\.id)
        var warnings: [(document: String, place: DocumentPlace, message: String)] = []
        for ignore in ignores {
            for rule in ignore.rules where !known.contains(rule) {
                let message = "audit.ignore names no rule \"\(rule)\"\(NearestName.hint(for: rule, among: known)) (stacks rules lists them)"
                EntryPoint.printError("warning: \(name): \(ignore.place): \(message)")
                warnings.append((name, ignore.place, message))
            }
        }
        return warnings
    }

    /// Warns of each locale asked for that the document's string tables do not have (nor its
    /// source language, nor a pseudo-locale): its titles would be audited untranslated, and the
    /// run would pass without a word about it.
    static func warnOfUntranslatedLocales(in combinations: [AuditCombination], of document: StackDocument, named name: String) {
        let known = Set(document.strings.allLocales)
        var warned = Set<String>()
        for locale in combinations.compactMap(\.locale)
        where !locale.isPseudo && !known.contains(locale.identifier) && warned.insert(locale.identifier).inserted {
            let tables = document.strings.locales
            let have = tables.isEmpty ? "it has no string tables" : "its tables have \(tables.joined(separator: ", "))"
            EntryPoint.printError(
                "warning: \(name): no translation for locale \(locale.identifier) (\(have)); its text is audited untranslated")
        }
    }

    private static func readConfiguration(_ path: String) throws(CommandFailure) -> AuditConfiguration {
        do {
            return try AuditConfiguration(contentsOf: path)
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(error)")
        }
    }

    private static func readBaseline(_ path: String) throws(CommandFailure) -> AuditBaseline {
        let data: Data
        do {
            data = try InputFile.read(path, limit: InputFile.documentLimit)
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(path): cannot read the baseline: \(error)")
        }
        do {
            return try AuditBaseline(json: String(decoding: data, as: UTF8.self), file: path)
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(error)")
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
