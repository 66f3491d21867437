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
        abstract: "Check documents' buttons and texts against the design-system guidelines.",
        discussion: """
            Audits every document named and every .yaml, .yml and .json file below every folder \
            named (sorted by path; hidden files skipped) in one report with one exit status; \
            findings name their document by its path relative to the working folder. A missing \
            path or a folder without documents stops the run (exit 1); a document that cannot be \
            read or laid out is an error-level document-invalid finding and the run goes on.

            Each document is laid out in every combination of --width, --content-size and \
            --locale (all: every locale its string tables have, and the source language), and \
            each finding is reported with its rule id, severity (error, warning, note), place in \
            the document (path, line, column, node or button id, combination or locale) and a \
            message. Rules: \
            \(AuditRule.all.map { "\($0.id) (\($0.severity.rawValue))" }.joined(separator: ", ")).

            Translations come from the document's strings: (inline tables, and String Catalogs \
            and .strings files under strings: {include: [...]}) and from --strings files. Title \
            rules judge the titles as written in the source language (English unless a catalog \
            says otherwise) and each audited locale's translated titles in its language: length \
            limits apply to every translation; Title Case only in English, sentence case \
            (a capital first) in other languages written with case, no casing rule in scripts \
            without case; the verb rule only where the language has a verb list (English built \
            in; audit: {verbs: {de: [...]}} adds others). A title passes title-verb when it \
            leads with a verb or is one global command \
            (\(GlobalCommands.all.joined(separator: ", "))). Button titles that truncate are \
            checked at the smallest width; every text node, in every combination, for being \
            cut off by its line limit (text-truncated) or broken inside a word (word-broken). \
            directional-icon-only flags a directional button (back, next, previous, forward; an \
            arrow or chevron icon) whose group is laid out as a column in a combination. The \
            document's audit: {verbs, builtInVerbs, maxWords, maxCharacters} adds verbs and sets \
            the title length limits (default 4 words and 30 characters).

            Output: readable text (default), --format json, or --format sarif (SARIF 2.1.0).

            Exit codes: 0 no error-level finding; 1 an error-level finding (a document that \
            cannot be read or laid out is one), a missing path, or an unreadable --strings file; \
            2 bad command-line usage.
            """)

    @OptionGroup var options: CombinationOptions

    @Option(name: .customLong("text-metrics"), help: "How text is measured: pango (real fonts, the default) or fixed.")
    var textMetrics: TextMetricsArgument = .pango

    @Option(help: "The output format: text, json or sarif.")
    var format: AuditFormatArgument = .text

    func run() throws {
        let inputs = try AuditInputs(options.documents)
        let tables = try options.stringFiles.tables()
        var measurers = AuditMeasurers(metrics: textMetrics, fonts: options.fonts)
        var reports: [AuditReport] = []
        for input in inputs.documents {
            reports.append(try audit(input, tables: tables, measurers: &measurers))
        }
        let report = reports.count == 1 ? reports[0] : AuditReport(merging: reports)
        switch format {
        case .text: print(AuditTextFormat(report).text)
        case .json: print(AuditJSONFormat(report).text)
        case .sarif: print(SARIFFormat(report, toolVersion: StacksCommand.configuration.version).text)
        }
        if report.hasErrors { throw CommandFailure(status: .invalidDocument, message: "") }
    }

    /// The report on one document, with the `--strings` tables laid over its own. A document
    /// that cannot be read or laid out is reported as a ``AuditRule/documentInvalid`` finding.
    private func audit(
        _ input: DocumentInput, tables: StringTables, measurers: inout AuditMeasurers
    ) throws(CommandFailure) -> AuditReport {
        let name = input.displayName
        let document: StackDocument
        do {
            document = options.stringFiles.apply(tables, to: try input.read())
        } catch {
            return AuditReport(documentName: name, combinations: [], invalid: error)
        }
        let (widths, sizes, localeList): ([Double], [TextSizeCategory], [DocumentLocale?])
        do {
            (widths, sizes, localeList) = try options.lists(for: document)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(status: .usage, message: "error: \(error)")
        }
        var combinations: [AuditCombination] = []
        for locale in localeList {
            for size in sizes {
                for width in widths { combinations.append(AuditCombination(width: width, contentSize: size, locale: locale)) }
            }
        }
        let languageMeasurers = try measurers.measurers(for: localeList, document: document, named: name)
        do {
            return try DocumentAudit(document: document, name: name).run(
                combinations: combinations, height: options.height, direction: options.direction?.direction, scale: options.scale,
                measurer: { languageMeasurers[$0.locale?.language ?? "en"]! })
        } catch {
            return AuditReport(documentName: name, combinations: combinations, invalid: error)
        }
    }
}

/// The measurers of an audit run: one cached measurer per language (Pango shapes by language),
/// shared by every document, or the fixed metrics; the font configuration is loaded once.
struct AuditMeasurers {
    let metrics: TextMetricsArgument
    let fonts: String?
    private var configuration: FontConfiguration?
    private var byLanguage: [String: any TextMeasuring] = [:]

    init(metrics: TextMetricsArgument, fonts: String?) {
        self.metrics = metrics
        self.fonts = fonts
    }

    /// The measurers for `locales`' languages, warning once per document about font families
    /// it names that are not installed.
    mutating func measurers(
        for locales: [DocumentLocale?], document: StackDocument, named name: String
    ) throws(CommandFailure) -> [String: any TextMeasuring] {
        let languages = Set(locales.map { $0?.language ?? "en" })
        if metrics == .fixed {
            let fixed = try CommandMeasurer.make(.fixed, fonts: fonts, for: document, named: name)
            return Dictionary(uniqueKeysWithValues: languages.map { ($0, fixed) })
        }
        let configuration: FontConfiguration
        if let loaded = self.configuration {
            configuration = loaded
        } else {
            configuration = try CommandMeasurer.configuration(fonts)
            self.configuration = configuration
        }
        FontFamilyWarnings.report(for: document, named: name, fonts: configuration)
        for language in languages where byLanguage[language] == nil {
            byLanguage[language] = CachedTextMeasurer(PangoTextMeasurer(fonts: configuration, language: language))
        }
        return byLanguage.filter { languages.contains($0.key) }
    }
}

/// `--format text|json|sarif`.
enum AuditFormatArgument: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
}
