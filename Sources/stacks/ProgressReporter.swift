import Foundation

/// Reports progress through a batch on standard error: a redrawn bar when standard error is a
/// terminal, one plain line per item otherwise (logs, CI), nothing with `--quiet`. Workers on
/// several threads may report at once: a lock keeps the count and the lines whole.
final class ProgressReporter: @unchecked Sendable {
    enum Style { case bar, lines, quiet }

    private let total: Int
    private let style: Style
    private var done = 0
    private let lock = NSLock()

    init(total: Int, quiet: Bool) {
        self.total = total
        style = quiet ? .quiet : (isatty(STDERR_FILENO) == 1 ? .bar : .lines)
    }

    /// Marks one more item finished.
    func advance(_ item: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        switch style {
        case .quiet:
            return
        case .lines:
            write("[\(done)/\(total)] \(item)\n")
        case .bar:
            let width = 24
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            // \r returns to the line start; ESC[K clears what a longer label left behind.
            write("\r\(bar) \(done)/\(total) \(item)\u{1B}[K" + (done == total ? "\n" : ""))
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
