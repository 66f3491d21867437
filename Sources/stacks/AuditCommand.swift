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

            Output: readable text (default), --format json, or --format sarif (SARIF 2.1.0).

            Exit codes: 0 no error-level finding; 1 an error-level finding, or the document \
            cannot be read or laid out; 2 bad command-line usage.
            """)

    @OptionGroup var options: CombinationOptions

    @Option(name: .customLong("text-metrics"), help: "How text is measured: pango (real fonts, the default) or fixed.")
    var textMetrics: TextMetricsArgument = .pango

    @Option(help: "The output format: text, json or sarif.")
    var format: AuditFormatArgument = .text

    func run() throws {
        let (text, hasErrors) = try output()
        print(text)
        if hasErrors { throw CommandFailure(status: .invalidDocument, message: "") }
    }

    /// What the command prints, and whether the report has an error-level finding (`stacks
    /// serve` answers `GET /audit` with it).
    func output() throws -> (text: String, hasErrors: Bool) {
        let (input, loaded) = try options.read()
        let (widths, sizes, localeList) = try options.lists(for: loaded)
        var combinations: [AuditCombination] = []
        for locale in localeList {
            for size in sizes {
                for width in widths { combinations.append(AuditCombination(width: width, contentSize: size, locale: locale)) }
            }
        }
        let measurers = try measurers(for: localeList, document: loaded, named: input.displayName)
        let audit = DocumentAudit(document: loaded, name: input.displayName)
        let report: AuditReport
        do {
            report = try audit.run(
                combinations: combinations, height: options.height, direction: options.direction?.direction, scale: options.scale,
                measurer: { measurers[$0.locale?.language ?? "en"]! })
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(input.displayName): \(error)")
        }
        let text = switch format {
        case .text: AuditTextFormat(report).text
        case .json: AuditJSONFormat(report).text
        case .sarif: SARIFFormat(report, toolVersion: StacksCommand.configuration.version).text
        }
        return (text, report.hasErrors)
    }

    /// A cached measurer per language (Pango shapes by language), or the fixed metrics.
    private func measurers(
        for locales: [DocumentLocale?], document: StackDocument, named name: String
    ) throws(CommandFailure) -> [String: any TextMeasuring] {
        let languages = Set(locales.map { $0?.language ?? "en" })
        if textMetrics == .fixed {
            let fixed = try CommandMeasurer.make(.fixed, fonts: options.fonts, for: document, named: name)
            return Dictionary(uniqueKeysWithValues: languages.map { ($0, fixed) })
        }
        let configuration = try CommandMeasurer.configuration(options.fonts)
        FontFamilyWarnings.report(for: document, named: name, fonts: configuration)
        return Dictionary(uniqueKeysWithValues: languages.map { language in
            (language, CachedTextMeasurer(PangoTextMeasurer(fonts: configuration, language: language)) as any TextMeasuring)
        })
    }
}

/// `--format text|json|sarif`.
enum AuditFormatArgument: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
}
