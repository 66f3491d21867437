import ArgumentParser
import StackDocument

/// The options every layout command shares: the document, its bounds and environment, and how
/// text is measured.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "The document (YAML or JSON); '-' reads standard input.")
    var document: String

    @OptionGroup var stringFiles: StringFileOptions

    @Option(help: "The width to lay the root out in, in points (overrides environment.width).")
    var width: Double?

    @Option(
        help: """
            The height to place the root in, in points (overrides environment.height). \
            Without it the root gets the height it needs at the width.
            """)
    var height: Double?

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            """
            The Dynamic Type text size that text styles resolve against (overrides \
            environment.contentSize; default large).
            """,
            valueName: "category"),
        completion: .list(TextSizeCategory.allCases.map(\.rawValue)))
    var contentSize: NamedValueArgument<TextSizeCategory>?

    @Option(
        help: """
            The reading direction (overrides environment.direction; default ltr). rtl mirrors every frame within the \
            root, flipping leading/trailing margins, alignment and horizontal order.
            """)
    var direction: NamedValueArgument<ReadingDirection>?

    @Option(
        help: """
            Device pixels per point (overrides environment.scale; default 3): frame edges are rounded to multiples of \
            1/scale. 0 turns rounding off and prints exact frames.
            """)
    var scale: Double?

    @Option(
        help: """
            The locale of the text (e.g. ar, de_DE, pseudo, pseudo-rtl): translates through the \
            string table for that language (the document's, or --strings) when there is one; right-to-left locales \
            are laid out right to left whatever --direction says.
            """)
    var locale: String?

    @Option(
        help: ArgumentHelp(
            """
            A fontconfig configuration file that pins the fonts text is measured with (the \
            repository ships fonts/fonts.conf). Default: the system's fonts.
            """,
            valueName: "config"))
    var fonts: String?

    @Option(
        name: .customLong("text-metrics"),
        help: """
            How text is measured: pango (real fonts, the default) or fixed (every character 0.5 em \
            wide, every line 1 em tall: exact, reproducible, no fonts needed).
            """)
    var textMetrics: TextMetricsArgument = .pango

    /// The combination these options describe; ``StackDocument/setup(for:)`` fills what they
    /// leave out from the document.
    var combination: DocumentCombination {
        DocumentCombination(
            width: width, height: height, contentSize: contentSize?.value, direction: direction?.value,
            scale: scale, locale: locale.map(DocumentLocale.init))
    }

    /// Numbers in range, known names, and one locale rather than `all`.
    func validate() throws {
        try contentSize?.check(option: "--content-size")
        try direction?.check(option: "--direction")
        for (name, value) in [("--width", width), ("--height", height), ("--scale", scale)] {
            try NumberOptionRange.check(value, named: name)
        }
        if locale == "all" {
            throw ValidationError("--locale all lays a document out in many locales; frames and explain show one (render and audit take all)")
        }
        if let locale, let problem = DocumentLocale.problem(with: locale) { throw ValidationError(problem) }
    }
}
