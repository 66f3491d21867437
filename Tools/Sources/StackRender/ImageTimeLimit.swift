import FileAccess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A time limit on each call into librsvg (reading an SVG image, or drawing it once).
///
/// librsvg cannot be interrupted: it checks no flag and a thread cannot be stopped from
/// outside. So a call past its limit ends the process: a watch thread writes the error naming
/// the image to standard error and exits with status 1, as the command would have for any
/// unreadable image. The checks of ``SVGLimits`` refuse every value known to run without end
/// before librsvg sees it; this is for the costs they cannot foresee (a filter over a large
/// frame, a style sheet matched against every element).
///
/// A call that ends in time costs two lock round trips; one thread watches every call of the
/// process.
final class ImageTimeLimit: @unchecked Sendable {
    /// The limit of every call: 10 s, the playground's own limit for a whole request.
    static let defaultSeconds = 10.0

    /// The process's watch, which ends the process when a call runs past its limit.
    static let process = ImageTimeLimit { message in
        message.withCString { _ = write(2, $0, strlen($0)) }
        _exit(1)
    }

    // The calls under way (by number) with their deadlines and the message each would end
    // with, guarded by `condition`, which the watch thread waits on.
    private let condition = NSCondition()
    private var calls: [Int: (deadline: Date, message: String)] = [:]
    private var nextCall = 0
    private var watching = false
    private let expire: @Sendable (String) -> Void

    /// A watch that calls `expire` with the error (a line for standard error) when a call runs
    /// past its limit. Tests give one that records it; ``process`` ends the process.
    init(expire: @escaping @Sendable (String) -> Void) {
        self.expire = expire
    }

    /// `body`, a call into librsvg for the image at `path`, limited to `seconds`; `doing` says
    /// what it does ("reading it", "drawing it").
    func run<Value>(path: String, doing: String, seconds: Double, _ body: () -> Value) -> Value {
        let error = RenderError.unreadableImage(
            path: path,
            reason: "\(doing) took longer than \(Self.seconds(seconds)), the most an image may take (librsvg cannot be stopped, so the command ends here)")
        condition.lock()
        let call = nextCall
        nextCall += 1
        calls[call] = (Date(timeIntervalSinceNow: seconds), "error: " + VisibleText.escaped(error.description, oneLine: true) + "\n")
        if !watching {
            watching = true
            let thread = Thread { [self] in watch() }
            thread.name = "image time limit"
            thread.start()
        }
        condition.signal()
        condition.unlock()
        defer {
            condition.lock()
            calls[call] = nil
            condition.unlock()
        }
        return body()
    }

    /// The watch thread: sleeps until the earliest deadline, and expires the calls past theirs.
    private func watch() {
        condition.lock()
        while true {
            guard let earliest = calls.min(by: { $0.value.deadline < $1.value.deadline }) else {
                condition.wait()
                continue
            }
            if earliest.value.deadline > Date() {
                _ = condition.wait(until: earliest.value.deadline)
                continue
            }
            calls[earliest.key] = nil
            condition.unlock()
            expire(earliest.value.message)
            condition.lock()
        }
    }

    private static func seconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
