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
            pseudo-rtl also flips the layout. Translations come from the document's string \
            tables (strings: {de: {Share: Teilen}, include: [Localizable.xcstrings]}) and from \
            --strings files (String Catalogs, .strings files); --locale all renders every locale \
            they have and the source language. The written paths are printed, one per line.

            Progress goes to standard error: a bar on a terminal, a line per picture otherwise, \
            nothing with --quiet.

            Pictures are drawn on --jobs threads (default: every core), byte for byte the same \
            as on one. --shard K/N draws only the K-th of N slices of the combinations (no \
            sheet), for a CI matrix.
            """)

    @OptionGroup var options: CombinationOptions

    @Option(help: "The output format (default: the extension of a file named with -o, else png).")
    var format: CaseInsensitiveArgument<RenderFormat>?

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            """
            The folder to write into (created if missing), or, for a single combination, the \
            file to write (a name ending in .png, .svg or .pdf).
            """,
            valueName: "dir|file"))
    var output: String = "out"

    @Option(help: CaseInsensitiveArgument<PNGCompression>.help)
    var pngCompression = CaseInsensitiveArgument(PNGCompression.default)

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp(
            "The most pixels a PNG picture or sheet may have (width × height; default 50000000, about 400 MB while drawing).",
            valueName: "count"))
    var maximumPixels: Int = StackRender.RenderOptions.defaultMaximumPixels

    @Flag(help: "Draw the debug overlay: frame outlines, baselines, touch targets under 44 × 44 pt.")
    var debug = false

    @Flag(help: "Print no progress.")
    var quiet = false

    @Flag(name: .customLong("no-sheet"), help: "Write no composite sheet, only a picture per combination.")
    var noSheet = false

    @OptionGroup var parallel: ParallelOptions

    func validate() throws {
        if maximumPixels < 1 { throw ValidationError("--max-pixels must be 1 or more; got \(maximumPixels)") }
        if let scale = options.scale, scale == 0 { throw ValidationError("--scale must be greater than 0 for pictures") }
        if parallel.slice.count > 1, format?.value == .pdf || RenderFormat(path: output) == .pdf {
            throw ValidationError("--shard splits pictures between machines; a PDF is one file with a page per combination: use png or svg")
        }
    }

    /// Renders every combination and prints the paths written.
    func run() throws {
        // Checked here rather than in `validate()`, which runs before the parser reports an
        // unknown option: `--widht 320` is then named as the mistake, not `320` as a document.
        if options.documents.isEmpty {
            throw CommandFailure(status: .usage, message: "error: render takes one document; name it (or - for standard input)")
        }
        if options.documents.count > 1 {
            let names = options.documents.map { "'\($0)'" }.joined(separator: ", ")
            throw CommandFailure(status: .usage, message: "error: render takes one document; got \(options.documents.count): \(names)")
        }
        let (input, loaded) = try options.read()
        let fonts = try CommandMeasurer.configuration(options.fonts)
        FontFamilyWarnings.report(for: loaded, named: input.displayName, fonts: fonts)
        let (widths, sizes, localeList) = try options.lists(for: loaded)
        let document = options.document
        let combinations = localeList.flatMap { locale in
            sizes.flatMap { size in
                widths.map { RenderCombination(width: $0, height: options.height, contentSize: size, locale: locale) }
            }
        }
        let stem = document == "-" ? "stdin" : URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
        let target = try RenderTarget(output: output, format: format?.value, pictures: combinations.count)
        var batch = RenderBatch(
            document: loaded, stem: stem,
            documentFolder: document == "-" ? nil : URL(fileURLWithPath: document).deletingLastPathComponent().path,
            combinations: combinations, columns: widths.count, format: target.format, scale: options.scale,
            direction: options.direction?.value, outputFolder: target.folder, fonts: fonts,
            debug: debug, sheetTitle: stem)
        batch.singleFile = target.file
        batch.pngCompression = pngCompression.value
        batch.maximumPixels = maximumPixels
        // A file named by -o is all that is written.
        batch.writesSheet = !noSheet && target.file == nil
        let shard = parallel.slice
        let written = try batch.run(
            progress: ProgressReporter(total: shard.select(names: combinations.map { _ in stem }).count, quiet: quiet),
            workers: parallel.workers, shard: shard)
        print(written.joined(separator: "\n"))
    }
}
