import Foundation
import StackRender

/// Where `stacks render -o` writes: a folder (a file per combination, plus a sheet), or, for a
/// single combination or a PDF, the one file the user named (a PDF holds a page per
/// combination, and then no sheet). A name ending in an image extension is taken as a file; a
/// PNG or SVG one that would need several pictures is refused rather than turned into a folder
/// called `out.png`.
struct RenderTarget {
    /// The folder files go into (created if missing).
    var folder: String
    /// The file the single picture goes to, when `-o` named one.
    var file: String?
    /// The format to write.
    var format: RenderFormat

    /// - Parameters:
    ///   - output: the `-o` argument.
    ///   - format: `--format`, when given.
    ///   - pictures: how many combinations will be drawn.
    init(output: String, format: RenderFormat?, pictures: Int) throws(CommandFailure) {
        guard let named = RenderFormat(path: output) else {
            folder = output
            file = nil
            self.format = format ?? .png
            return
        }
        guard pictures == 1 || named == .pdf else {
            throw CommandFailure(
                status: .usage,
                message: "error: -o \(output) names a .\(named.rawValue) file, but \(pictures) combinations make \(pictures) "
                    + "pictures and a sheet; give a folder to write them into")
        }
        if let format, format != named {
            throw CommandFailure(
                status: .usage,
                message: "error: -o \(output) names a .\(named.rawValue) file, but --format is \(format.rawValue)")
        }
        let url = URL(fileURLWithPath: output)
        folder = url.deletingLastPathComponent().path
        file = output
        self.format = named
    }
}
