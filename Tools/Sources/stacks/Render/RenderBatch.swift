import Foundation
import PangoText
import StackAudit
import StackDocument
import StackJSON
import StackRender

/// One way to show a document: bounds, text size and locale.
struct RenderCombination: Sendable {
    var width: Double
    var height: Double?
    var contentSize: TextSizeCategory
    var locale: DocumentLocale?
    /// A caption for the composite sheet (defaults to the settings).
    var caption: String?

    var label: String {
        caption ?? ["\(FramesJSON.number(width)) pt", contentSize.rawValue, locale?.identifier].compactMap { $0 }.joined(separator: " · ")
    }

    /// A file-name fragment naming the combination.
    var fileFragment: String {
        ["w\(FramesJSON.number(width))", contentSize.rawValue, locale?.identifier].compactMap { $0 }.joined(separator: "-")
    }
}

/// Lays a document out in every combination and renders each to a file, plus one composite
/// sheet with all of them in a labelled grid. PDF output is one file with a page per
/// combination (and the sheet as a file of its own).
///
/// Combinations are laid out, drawn and encoded on several worker threads, each with its own
/// Pango measurers (one font configuration shared by all); the files are the same bytes
/// whatever the number of workers, and the paths are returned in combination order.
struct RenderBatch: Sendable {
    var document: StackDocument
    /// The base of every output file name.
    var stem: String
    var documentFolder: String?
    var combinations: [RenderCombination]
    /// Cells per row of the sheet.
    var columns: Int
    var format: RenderFormat
    var scale: Double?
    var direction: ReadingDirection?
    var outputFolder: String
    var fonts: FontConfiguration
    var debug: Bool
    var sheetTitle: String
    /// The path of the one picture of a single combination, when the user named the file
    /// (else `outputFolder/stem.format`).
    var singleFile: String?
    /// Whether to write the composite sheet (with more than one combination).
    var writesSheet = true
    /// Whether captions name the arrangement each button stack picked.
    var captionsShowModes = false
    /// How PNG files are compressed.
    var pngCompression = PNGCompression.default
    /// The most pixels a PNG (a picture or the sheet) may have (`--max-pixels`).
    var maximumPixels = StackRender.RenderOptions.defaultMaximumPixels

    /// The path of `name` in the output folder, written `-o out/` or `-o out` alike.
    func file(_ name: String) -> String {
        var folder = Substring(outputFolder)
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Why `folder` could not be created: Foundation's message for a file in the way is only
    /// "The operation could not be completed", so name what is in the way and what it is (`-o
    /// /dev/null` names a device).
    static func folderProblem(_ folder: String, _ error: any Error) -> String {
        var path = URL(fileURLWithPath: folder).standardizedFileURL
        while path.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) {
                if isFolder.boolValue { return error.localizedDescription }
                let type = (try? FileManager.default.attributesOfItem(atPath: path.path)[.type]) as? FileAttributeType
                let what: String =
                    switch type {
                    case .typeCharacterSpecial?, .typeBlockSpecial?: "a device"
                    case .typeSocket?: "a socket"
                    default: "a file"
                    }
                return "\(path.path) is \(what), not a folder (-o names a folder, or a file ending in .png, .svg or .pdf)"
            }
            path.deleteLastPathComponent()
        }
        return error.localizedDescription
    }

    /// Renders everything (or, with `shard`, its slice of the combinations, and no sheet: one
    /// machine cannot draw the others' cells) on `workers` threads and returns the paths
    /// written, in order. Combinations are reported to `progress` at `progressOffset` and
    /// after, so that batches sharing one reporter (`stacks demo`) report in one sequence.
    func run(
        progress: ProgressReporter, progressOffset: Int = 0, workers: Int = 1, shard: AuditShard = .whole
    ) throws(CommandFailure) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                status: .runFailed,
                message: "error: cannot create the output folder \(outputFolder): \(Self.folderProblem(outputFolder, error))")
        }
        let options = StackRender.RenderOptions(
            scale: scale, debugOverlay: debug ? .all : [], pngEncoding: pngCompression.encoding, maximumPixels: maximumPixels)
        let selected = shard.select(names: combinations.map { _ in stem })
        let outcomes = ConcurrentJobs.map(
            count: selected.count, workers: workers, makeState: { [String: PangoTextMeasurer]() }
        ) { measurers, position -> Result<(cell: CompositeCell, path: String?), CommandFailure> in
            do throws(CommandFailure) {
                let result = try draw(combinations[selected[position]], measurers: &measurers, options: options)
                progress.finish(combinations[selected[position]].label, at: progressOffset + position)
                return .success(result)
            } catch {
                return .failure(error)
            }
        }
        var cells: [CompositeCell] = []
        var written: [String] = []
        for (position, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let (cell, path)):
                cells.append(cell)
                if let path { written.append(path) }
            case .failure(let failure):
                // Leave what a run on one thread leaves: the pictures before the one that
                // failed. Workers may have drawn later ones meanwhile; remove those.
                for case .success(let (_, path?)) in outcomes[(position + 1)...] { try? FileManager.default.removeItem(atPath: path) }
                throw failure
            }
        }
        if format == .pdf, let first = cells.first {
            // One document, a page per combination. Pages come from different measurers only
            // in their language; all share the font configuration, so one renderer draws them.
            let path = singleFile ?? file("\(stem).pdf")
            try attempt { () throws(RenderError) in
                try first.renderer.writePDF(pages: cells.map(\.scene), to: path, options: options)
            }
            written.append(path)
        }
        if writesSheet && cells.count > 1 && shard.count == 1 {
            let path = file("\(stem)-sheet.\(format.rawValue)")
            let sheet = CompositeSheet(title: sheetTitle, columns: columns, cells: cells, captionRenderer: cells[0].renderer)
            let sheetScale = scale ?? 2
            let size = sheet.size
            let pixels = format == .png
                ? " (\(Int((size.width * sheetScale).rounded(.up))) × \(Int((size.height * sheetScale).rounded(.up))) px)" : ""
            progress.step("composing the sheet \(path)\(pixels)")
            try attempt { () throws(RenderError) in
                try sheet.write(
                    to: path, format: format, scale: sheetScale, pngEncoding: options.pngEncoding, maximumPixels: maximumPixels)
            }
            progress.step("wrote the sheet \(path)", finished: true)
            written.append(path)
        }
        return written
    }

    /// Lays out `combination` with this worker's measurer for its language and, unless the
    /// batch is one PDF, writes its picture.
    private func draw(
        _ combination: RenderCombination, measurers: inout [String: PangoTextMeasurer], options: StackRender.RenderOptions
    ) throws(CommandFailure) -> (cell: CompositeCell, path: String?) {
        let language = combination.locale?.language ?? "en"
        let measurer = measurers[language] ?? PangoTextMeasurer(fonts: fonts, language: language)
        measurers[language] = measurer
        let scene = try layout(combination, measurer: measurer)
        let renderer = SceneRenderer(measurer: measurer)
        var label = combination.label
        if captionsShowModes {
            let modes = scene.result.containerPlacements.keys.sorted()
                .compactMap { scene.result.containerPlacements[$0]?.attributes.first { $0.key == "mode" }?.value.description }
            if !modes.isEmpty { label += " · " + modes.joined(separator: ", ") }
        }
        let cell = CompositeCell(label: label, scene: scene, renderer: renderer)
        guard format != .pdf else { return (cell, nil) }
        let path = combinations.count == 1 ? singleFile ?? file("\(stem).\(format.rawValue)")
            : file("\(stem)-\(combination.fileFragment).\(format.rawValue)")
        try attempt { () throws(RenderError) in try renderer.write(scene, to: path, format: format, options: options) }
        return (cell, path)
    }

    private func layout(_ combination: RenderCombination, measurer: PangoTextMeasurer) throws(CommandFailure) -> RenderScene {
        let wanted = DocumentCombination(
            width: combination.width, height: combination.height, contentSize: combination.contentSize,
            direction: direction, scale: scale, locale: combination.locale)
        let layout = try CommandFailure.attempt(stem) { () throws(DocumentLayoutError) in
            try document.layout(wanted, measurer: CachedTextMeasurer(measurer))
        }
        return try DocumentScene.make(layout.result, document: layout.document, documentFolder: documentFolder)
    }

    private func attempt(_ body: () throws(RenderError) -> Void) throws(CommandFailure) {
        do {
            try body()
        } catch {
            var message = "error: \(error)"
            if case .tooManyPixels = error { message += " (--max-pixels raises the limit)" }
            // A file that cannot be written fails the run; everything else is the document's.
            let status: ExitStatus = if case .unwritableOutput = error { .runFailed } else { .invalidDocument }
            throw CommandFailure(status: status, message: message)
        }
    }
}
