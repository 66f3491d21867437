import FileAccess
import Foundation
import StackRender

/// What `-o FILE` of `audit` and `rules` writes: the text and a final line break, whole or not
/// at all (`AtomicFile`), in a folder made if missing, as `render -o` makes its folder.
enum ReportFile {
    /// Writes `text` to `path`; `what` names it in the error (`the report`).
    static func write(_ text: String, to path: String, what: String) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try AtomicFile.write(Array((text + "\n").utf8), to: path)
        } catch {
            throw CommandFailure(status: .runFailed, message: "error: \(error) (\(what))")
        }
    }
}
