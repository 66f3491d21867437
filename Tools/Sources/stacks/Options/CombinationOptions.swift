import ArgumentParser
import StackDocument

/// The options `stacks render` and `stacks audit` share: documents (`render` takes one), the
/// translations to show them in, and the combinations of widths, text sizes and locales.
struct CombinationOptions: ParsableArguments {
    @Argument(help: "The documents (YAML or JSON; audit also takes folders, and none when its configuration says what it includes); '-' reads standard input.")
    var documents: [String] = []

    /// The first document, the only one for commands that take one.
    var document: String { documents.first ?? "-" }

    @OptionGroup var stringFiles: StringFileOptions

    @Option(
        name: .customLong("width"),
        help: ArgumentHelp("Widths in points, comma-separated or the option repeated (default: the document's).", valueName: "w,w,…"))
    var widthLists: [String] = []

    @Option(help: "The height to place the root in, in points (default: the document's, else what the root needs).")
    var height: Double?

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "Text sizes, comma-separated or the option repeated: \(TextSizeCategory.allCases.map(\.rawValue).joined(separator: " ")) "
                + "(default: the document's, else large).",
            valueName: "c,c,…"),
        completion: .list(TextSizeCategory.allCases.map(\.rawValue)))
    var contentSizeLists: [String] = []

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "Locales, comma-separated or the option repeated (e.g. en,de,ar,zh,pseudo,pseudo-rtl), or all: every locale the string "
                + "tables have, and the source language.",
            valueName: "l,l,…"))
    var localeLists: [String] = []

    /// Each list option's values, a repeated option's joined as one list (`--width 320 --width
    /// 375` is `--width 320,375`); `nil` when the option is not given.
    var widths: String? { Self.joined(widthLists) }
    var contentSizes: String? { Self.joined(contentSizeLists) }
    var locales: String? { Self.joined(localeLists) }

    private static func joined(_ lists: [String]) -> String? {
        lists.isEmpty ? nil : lists.joined(separator: ",")
    }

    @Option(help: "The reading direction for locales that do not set one (default: the document's, else ltr).")
    var direction: NamedValueArgument<ReadingDirection>?

    @Option(help: "Device pixels per point (default: the document's, else 3).")
    var scale: Double?

    @Option(help: ArgumentHelp("A fontconfig configuration file pinning the fonts (e.g. fonts/fonts.conf).", valueName: "config"))
    var fonts: String?

    func validate() throws {
        _ = try CombinationLists.widths(widths)
        _ = try CombinationLists.contentSizes(contentSizes)
        try direction?.check(option: "--direction")
        try NumberOptionRange.check(height, named: "--height")
        try NumberOptionRange.check(scale, named: "--scale")
    }

    /// The (first) document read from the arguments, with the `--strings` tables laid over
    /// its own.
    func read() throws(CommandFailure) -> (input: DocumentInput, document: StackDocument) {
        let input = DocumentInput(argument: document)
        return (input, try stringFiles.read(input))
    }

    /// Widths, sizes and locales, from the options or else the document.
    func lists(for document: StackDocument) throws -> (widths: [Double], sizes: [TextSizeCategory], locales: [DocumentLocale?]) {
        guard let widths = try CombinationLists.widths(widths) ?? document.environment.width.map({ [$0] }) else {
            throw CommandFailure(status: .usage, message: "error: no width to lay out in: pass --width W[,W…] or set environment.width in the document")
        }
        let sizes = try CombinationLists.contentSizes(contentSizes) ?? [document.environment.contentSize ?? .large]
        return (widths, sizes, try CombinationLists.locales(locales, tables: document.strings))
    }
}
