import Foundation

/// Reports progress through a batch on standard error: a redrawn bar when standard error is a
/// terminal, one plain line per item otherwise (logs, CI), nothing with `--quiet`. Workers on
/// several threads may finish items out of order: items are reported in their batch order (an
/// item finished early waits for those before it), so a log reads the same on any number of
/// workers, and a lock keeps the count and the lines whole.
final class ProgressReporter: @unchecked Sendable {
    enum Style { case bar, lines, quiet }

    private let total: Int
    private let style: Style
    /// When the bar may first be drawn: a run that ends before then leaves no trace.
    private let firstDraw: ContinuousClock.Instant
    private var drawn = false
    private var done = 0
    /// Items finished but not reported yet, because an earlier one is still running.
    private var waiting: [Int: String] = [:]
    private let lock = NSLock()

    /// A reporter of `total` items; with `onlyOnTerminal`, nothing is written when standard
    /// error is not a terminal (an audit's log in CI says what it found, not each step), and
    /// the bar is drawn only once `delay` has passed, so that a short run prints nothing but its
    /// result.
    init(total: Int, quiet: Bool, onlyOnTerminal: Bool = false, delay: Duration = .zero) {
        self.total = total
        firstDraw = ContinuousClock.now + delay
        let terminal = isatty(STDERR_FILENO) == 1
        style = quiet || (onlyOnTerminal && !terminal) ? .quiet : (terminal ? .bar : .lines)
    }

    /// Marks the item at `position` (0-based, in batch order) finished, called `item`.
    func finish(_ item: String, at position: Int) {
        lock.withLock {
            waiting[position] = item
            while let next = waiting.removeValue(forKey: done) { report(next) }
        }
    }

    /// Says what the batch does after its items (composing a sheet), on a line of its own, so
    /// a long step after the last item is not a silence; `finished` closes the line.
    func step(_ text: String, finished: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        switch style {
        case .quiet: return
        case .lines: write(finished ? "\(text)\n" : "\(text)…\n")
        case .bar: write(finished ? "\r\(text)\u{1B}[K\n" : "\r\(text)…\u{1B}[K")
        }
    }

    /// Reports one more item; the lock is held.
    private func report(_ item: String) {
        done += 1
        switch style {
        case .quiet:
            return
        case .lines:
            write("[\(done)/\(total)] \(item)\n")
        case .bar:
            if !drawn, ContinuousClock.now < firstDraw { return }
            drawn = true
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
