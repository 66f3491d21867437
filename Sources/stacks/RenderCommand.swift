import ArgumentParser
import Foundation
import StackDocument
import StackRender

/// `stacks render`: pictures of a document in every combination of widths, text sizes and
/// locales, plus a composite sheet of them all.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a document to PNG, SVG or PDF across widths, text sizes and locales.",
        discussion: """
            Every combination of --width, --content-size and --locale is laid out and drawn to \
            DIR/NAME-w375-large-de.png (one file per combination; with --format pdf one \
            NAME.pdf with a page per combination), and all of them together to \
            DIR/NAME-sheet.FORMAT: a labelled grid with a column per width and a row per text \
            size and locale. Right-to-left locales (ar, he, …, pseudo-rtl) are mirrored. \
            The pseudo locale lengthens every string by about 40 % with accented letters; \
            pseudo-rtl also flips the layout. Documents may carry string tables per locale \
            (strings: {de: {Share: Teilen}}). The written paths are printed, one per line.

            Progress goes to standard error: a bar on a terminal, a line per picture otherwise, \
            nothing with --quiet.
            """)

    @Argument(help: "The document (YAML or JSON); '-' reads standard input.")
    var document: String

    @Option(name: .customLong("width"), help: ArgumentHelp("Widths in points, comma-separated (default: the document's).", valueName: "w,w,…"))
    var widths: String?

    @Option(help: "The height to place the root in, in points (default: the document's, else what the root needs).")
    var height: Double?

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp("Text sizes, comma-separated: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: " ")).", valueName: "c,c,…"))
    var contentSizes: String?

    @Option(name: .customLong("locale"), help: ArgumentHelp("Locales, comma-separated (e.g. en,de,ar,zh,pseudo,pseudo-rtl).", valueName: "l,l,…"))
    var locales: String?

    @Option(help: "The reading direction for locales that do not set one (default: the document's, else ltr).")
    var direction: DirectionArgument?

    @Option(help: "Device pixels per point for PNG output and pixel rounding (default: the document's, else 3).")
    var scale: Double?

    @Option(help: "The output format.")
    var format: FormatArgument = .png

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var output: String = "out"

    @Option(help: ArgumentHelp("A fontconfig configuration file pinning the fonts (e.g. fonts/fonts.conf).", valueName: "config"))
    var fonts: String?

    @Flag(help: "Draw the debug overlay: frame outlines, baselines, touch targets under 44 × 44 pt.")
    var debug = false

    @Flag(help: "Print no progress.")
    var quiet = false

    func validate() throws {
        _ = try parsedWidths()
        _ = try parsedContentSizes()
        if let height, !(height.isFinite && height >= 0) { throw ValidationError("--height must be a finite number, 0 or more") }
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a finite number greater than 0") }
    }

    func parsedWidths() throws -> [Double]? { try CombinationLists.widths(widths) }

    func parsedContentSizes() throws -> [ContentSizeCategory]? { try CombinationLists.contentSizes(contentSizes) }

    func run() throws {
        let input = DocumentInput(argument: document)
        let loaded: StackDocument
        do {
            loaded = try input.read()
        } catch {
            throw CommandFailure(status: .invalidDocument, message: "error: \(input.displayName): \(error)")
        }
        guard let widths = try parsedWidths() ?? loaded.environment.width.map({ [$0] }) else {
            throw CommandFailure(status: .usage, message: "error: no width to lay out in: pass --width W[,W…] or set environment.width in the document")
        }
        let sizes = try parsedContentSizes() ?? [loaded.environment.contentSize ?? .large]
        let localeList = CombinationLists.locales(locales)
        var combinations: [RenderCombination] = []
        for locale in localeList {
            for size in sizes {
                for width in widths {
                    combinations.append(RenderCombination(
                        width: width, height: height ?? loaded.environment.height, contentSize: size, locale: locale))
                }
            }
        }
        let stem = document == "-" ? "stdin" : URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
        let batch = RenderBatch(
            document: loaded, stem: stem,
            documentFolder: document == "-" ? nil : URL(fileURLWithPath: document).deletingLastPathComponent().path,
            combinations: combinations, columns: widths.count, format: format.format, scale: scale,
            direction: direction?.direction, outputFolder: output, fonts: try CommandMeasurer.configuration(fonts),
            debug: debug, sheetTitle: stem)
        let written = try batch.run(progress: ProgressReporter(total: combinations.count, quiet: quiet))
        print(written.joined(separator: "\n"))
    }
}

/// `--format png|svg|pdf`.
struct FormatArgument: ExpressibleByArgument {
    var format: RenderFormat

    init?(argument: String) {
        guard let format = RenderFormat(rawValue: argument.lowercased()) else { return nil }
        self.format = format
    }

    static let png = FormatArgument(argument: "png")!
    static var allValueStrings: [String] { RenderFormat.allCases.map(\.rawValue) }
    var defaultValueDescription: String { format.rawValue }
}
