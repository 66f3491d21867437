import Dispatch
import StackLayout
import Foundation

/// Runs the playground's slow, blocking work (each a `stacks` child process laying out with
/// Pango and drawing with Cairo) from threads of its own, a few at a time.
///
/// The server's connections are served by Swift tasks on a pool with a thread per core; a job
/// that blocked one of those threads would stall every other request, the event stream
/// included. So each job goes to a queue here: at most `width` run at once (one per core by
/// default), the rest wait in order. Each job stops itself when it runs out of time
/// (``CommandProcess``). When more than `capacity` jobs are waiting, new ones are refused with
/// 503 at once rather than queued for minutes.
final class RenderWorkers: Sendable {
    let width: Int
    let capacity: Int

    /// Takes one job at a time off the queue and waits for a free worker: the only thread that
    /// ever blocks here.
    private let dispatcher = DispatchQueue(label: "stacks.serve.dispatch")
    private let workers = DispatchQueue(label: "stacks.serve.render", attributes: .concurrent)
    private let free: DispatchSemaphore
    private let waiting = Locked(0)

    init(width: Int = ProcessInfo.processInfo.activeProcessorCount, capacity: Int = 1000) {
        self.width = max(1, width)
        self.capacity = capacity
        free = DispatchSemaphore(value: self.width)
    }

    /// `job`'s answer, or ``busy`` when the queue is full.
    func run(_ job: @escaping @Sendable () -> PlaygroundAnswer) async -> PlaygroundAnswer {
        await value(of: job) ?? busy
    }

    /// The answer to a job the full queue refuses.
    var busy: PlaygroundAnswer { .failure("error: the server is busy (\(capacity) requests waiting); try again", status: 503) }

    /// `job`'s value, or `nil` when the queue is full.
    func value<Value: Sendable>(of job: @escaping @Sendable () -> Value) async -> Value? {
        let queued = waiting.withLock { count in
            count += 1
            return count
        }
        guard queued <= capacity else {
            waiting.withLock { $0 -= 1 }
            return nil
        }
        return await withCheckedContinuation { continuation in
            dispatcher.async { [free, workers, waiting] in
                free.wait()
                waiting.withLock { $0 -= 1 }
                workers.async {
                    defer { free.signal() }
                    continuation.resume(returning: job())
                }
            }
        }
    }
}
