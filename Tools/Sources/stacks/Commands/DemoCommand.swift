import ArgumentParser
import Foundation
import PangoText
import StackDocument
import StackRender

/// `stacks demo`: renders the bundled gallery and prints the paths of the pictures.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the bundled gallery into a folder and print the paths.",
        discussion: """
            The gallery: the home screen built only from nested stacks; the dynamic button \
            stack in its four arrangements; the same buttons in Chinese, English, German and \
            Arabic; text that fits its rectangle at three widths; one proportional screen at \
            three device sizes; a chat transcript from a model-driven list; design-system buttons in their kinds and states; \
            icons that scale with the text at three text sizes; chips in lines that wrap (a flow) at two \
            widths and right to left; an adaptive stack that becomes a column when it does not fit \
            or the text is large; badges and a caption in overlays, in English and Arabic. Documents come \
            from the \
            repository's Examples folder (in the working directory, installed beside the \
            executable in ../share/stacks, or in the repository the executable was built in; or \
            given with --examples) and fonts from fonts/fonts.conf beside it.
            """)

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var output: String = "out/gallery"

    @Option(help: ArgumentHelp("The repository's Examples folder.", valueName: "dir"))
    var examples: String?

    @Option(help: ArgumentHelp("A fontconfig configuration file (default: fonts/fonts.conf beside Examples).", valueName: "config"))
    var fonts: String?

    @Flag(help: "Print no progress.")
    var quiet = false

    @Option(help: ArgumentHelp("Worker threads (default: the number of active processors).", valueName: "n"))
    var jobs: Int?

    @Option(help: CaseInsensitiveArgument<PNGCompression>.help)
    var pngCompression = CaseInsensitiveArgument(PNGCompression.default)

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more; got \(jobs)") }
    }

    func run() throws {
        let examples = try examplesFolder()
        let fontsPath = fonts ?? URL(fileURLWithPath: examples).deletingLastPathComponent().appendingPathComponent("fonts/fonts.conf").path
        let batches = try galleryItems(examples, fonts: try CommandMeasurer.configuration(fontsPath))
        let progress = ProgressReporter(total: batches.reduce(0) { $0 + $1.combinations.count }, quiet: quiet)
        // Each batch reports its pictures after those of the batches before it, so the progress
        // lines come in gallery order however the batches are spread over the workers.
        let progressOffsets = batches.indices.map { index in batches[..<index].reduce(0) { $0 + $1.combinations.count } }
        // The gallery's batches are small (one to four pictures and a sheet), so they run side
        // by side, one worker each; the paths are printed in gallery order all the same.
        let outcomes = ConcurrentJobs.map(count: batches.count, workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount, makeState: {}) {
            _, index -> Result<[String], CommandFailure> in
            do throws(CommandFailure) {
                return .success(try batches[index].run(progress: progress, progressOffset: progressOffsets[index]))
            } catch {
                return .failure(error)
            }
        }
        var written: [String] = []
        for outcome in outcomes { written += try outcome.get() }
        print(written.joined(separator: "\n"))
    }

    /// The gallery: which document, shown how.
    private func galleryItems(_ examples: String, fonts: FontConfiguration) throws(CommandFailure) -> [RenderBatch] {
        func load(_ name: String) throws(CommandFailure) -> StackDocument {
            let path = "\(examples)/\(name)"
            let document: StackDocument
            do {
                document = try StackDocument(contentsOf: path)
            } catch {
                throw CommandFailure(invalidDocument: error, name: path)
            }
            FontFamilyWarnings.report(for: document, named: path, fonts: fonts)
            return document
        }
        let home = try load("home-screen.yaml")
        let buttons = try load("gallery/buttons.yaml")
        let fitting = try load("gallery/fitting-text.yaml")
        let proportional = try load("gallery/proportional.yaml")
        let chat = try load("gallery/chat.yaml")
        let designButtons = try load("gallery/design-buttons.yaml")
        let scaledIcons = try load("gallery/scaled-icons.yaml")
        let flow = try load("gallery/flow.yaml")
        let adaptive = try load("gallery/adaptive.yaml")
        let overlays = try load("gallery/overlays.yaml")
        let seed = try load("gallery/seed-actions.yaml")
        func batch(_ document: StackDocument, _ stem: String, _ title: String, columns: Int, showsModes: Bool = false,
                   _ combinations: [RenderCombination]) -> RenderBatch {
            var batch = RenderBatch(
                document: document, stem: stem, documentFolder: examples, combinations: combinations, columns: columns,
                format: .png, scale: 2, direction: nil, outputFolder: output, fonts: fonts, debug: false, sheetTitle: title)
            batch.captionsShowModes = showsModes
            batch.pngCompression = pngCompression.value
            return batch
        }
        return [
            batch(home, "home-screen", "Home screen from nested stacks", columns: 1,
                  [RenderCombination(width: 375, height: 812, contentSize: .large, locale: nil)]),
            batch(buttons, "buttons-arrangements", "The dynamic button stack: four arrangements", columns: 4, showsModes: true, [
                RenderCombination(width: 768, contentSize: .large, locale: nil),
                RenderCombination(width: 600, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .accessibilityExtraLarge, locale: nil),
            ]),
            batch(buttons, "buttons-locales", "The same buttons in Chinese, English, German and Arabic", columns: 4, showsModes: true,
                  ["zh", "en", "de", "ar"].map { RenderCombination(width: 375, contentSize: .large, locale: DocumentLocale($0)) }),
            batch(fitting, "fitting-text", "Text that fits its rectangle", columns: 3,
                  [320, 375, 768].map { RenderCombination(width: $0, contentSize: .large, locale: nil) }),
            batch(proportional, "proportional", "One proportional specification at three device sizes", columns: 3, [
                RenderCombination(width: 320, height: 568, contentSize: .large, locale: nil, caption: "iPhone SE · 320 × 568 pt"),
                RenderCombination(width: 390, height: 844, contentSize: .large, locale: nil, caption: "iPhone 15 · 390 × 844 pt"),
                RenderCombination(width: 1024, height: 1366, contentSize: .large, locale: nil, caption: "iPad Pro 12.9″ · 1024 × 1366 pt"),
            ]),
            batch(chat, "chat", "A model-driven list anchored to the bottom", columns: 1,
                  [RenderCombination(width: 375, height: 560, contentSize: .large, locale: nil)]),
            batch(designButtons, "design-buttons", "Design-system buttons: kinds and states", columns: 1,
                  [RenderCombination(width: 375, contentSize: .large, locale: nil)]),
            batch(scaledIcons, "scaled-icons", "Icons that scale with the text", columns: 3, showsModes: true, [
                RenderCombination(width: 375, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .accessibilityLarge, locale: nil),
                RenderCombination(width: 375, contentSize: .accessibilityExtraExtraExtraLarge, locale: nil),
            ]),
            batch(flow, "flow", "Lines that wrap: a flow at two widths, and right to left", columns: 3, [
                RenderCombination(width: 320, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .large, locale: DocumentLocale("ar")),
            ]),
            batch(adaptive, "adaptive", "Adaptive stacks: a row while it fits, a column when it does not", columns: 3, [
                RenderCombination(width: 600, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .large, locale: nil),
                RenderCombination(width: 600, contentSize: .accessibilityLarge, locale: nil),
            ]),
            batch(overlays, "overlays", "Overlays: badges and a caption on top, mirrored in Arabic", columns: 2,
                  ["en", "ar"].map { RenderCombination(width: 375, contentSize: .large, locale: DocumentLocale($0)) }),
            batch(seed, "seed-actions", "Maps' and Mail's actions, by SF Symbols names", columns: 4, showsModes: true, [
                RenderCombination(width: 768, contentSize: .large, locale: nil),
                RenderCombination(width: 600, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .large, locale: nil),
                RenderCombination(width: 375, contentSize: .accessibilityExtraLarge, locale: nil),
            ]),
            batch(seed, "seed-actions-locales", "The same in German and Arabic, at large and accessibility sizes", columns: 4,
                  showsModes: true,
                  [("de", TextSizeCategory.large), ("ar", .large), ("de", .accessibilityLarge), ("ar", .accessibilityLarge)].map {
                      RenderCombination(width: 375, contentSize: $0.1, locale: DocumentLocale($0.0))
                  }),
        ]
    }

    /// `--examples`, else `Examples` in the working directory, else the gallery installed
    /// beside the executable (`PREFIX/bin/stacks` → `PREFIX/share/stacks/Examples`, where
    /// scripts/install puts it), else the repository the executable was built in
    /// (`.build/<config>/stacks` → `../../Examples`). The fonts come from `fonts/fonts.conf`
    /// next to the folder found, which scripts/install installs too.
    private func examplesFolder() throws(CommandFailure) -> String {
        if let examples { return examples }
        let executable = URL(fileURLWithPath: Self.executablePath).resolvingSymlinksInPath()
        let candidates = [
            FileManager.default.currentDirectoryPath + "/Examples",
            executable.deletingLastPathComponent().appendingPathComponent("../share/stacks/Examples").standardized.path,
            executable.deletingLastPathComponent().appendingPathComponent("../../../Examples").standardized.path,
            executable.deletingLastPathComponent().appendingPathComponent("../../Examples").standardized.path,
        ]
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/home-screen.yaml") {
            return candidate
        }
        throw CommandFailure(
            status: .usage,
            message: "error: cannot find the gallery documents (Examples/home-screen.yaml); run from the repository, "
                + "install with scripts/install, or pass --examples DIR")
    }

    /// The path of the running executable: `/proc/self/exe` on Linux, which names it however
    /// it was started (through `PATH`, a relative path or a link), else the first argument.
    private static var executablePath: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return CommandLine.arguments[0]
    }
}
