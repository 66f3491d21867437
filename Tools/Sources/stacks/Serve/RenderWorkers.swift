import Dispatch
import StackLayout
import Foundation

/// Runs the playground's slow, blocking work (layout with Pango, drawing with Cairo) on threads
/// of its own, a few at a time, with a time limit.
///
/// The server's connections are served by Swift tasks on a pool with a thread per core; a render
/// that blocked one of those threads would stall every other request, the event stream
/// included. So each job goes to a queue here: at most `width` run at once (one per core by
/// default), the rest wait in order. A job that has not finished `timeout` after it started is
/// answered with 503; Pango and Cairo cannot be interrupted, so the job runs to its end and its
/// result is dropped. When more than `capacity` jobs are waiting, new ones are refused with 503
/// at once rather than queued for minutes.
final class RenderWorkers: Sendable {
    let width: Int
    let timeout: Double
    let capacity: Int

    /// Takes one job at a time off the queue and waits for a free worker: the only thread that
    /// ever blocks here.
    private let dispatcher = DispatchQueue(label: "stacks.serve.dispatch")
    private let workers = DispatchQueue(label: "stacks.serve.render", attributes: .concurrent)
    private let free: DispatchSemaphore
    private let waiting = Counter()

    init(width: Int = ProcessInfo.processInfo.activeProcessorCount, timeout: Double = 10, capacity: Int = 1000) {
        self.width = max(1, width)
        self.timeout = timeout
        self.capacity = capacity
        free = DispatchSemaphore(value: self.width)
    }

    /// `job`'s answer, or a 503 when it timed out or the queue is full.
    func run(_ job: @escaping @Sendable () -> PlaygroundAnswer) async -> PlaygroundAnswer {
        guard waiting.add(1) <= capacity else {
            _ = waiting.add(-1)
            return .failure("error: the server is busy (\(capacity) pictures waiting); try again", status: 503)
        }
        let timeout = self.timeout
        return await withCheckedContinuation { continuation in
            let reply = SingleReply(continuation)
            dispatcher.async { [free, workers, waiting] in
                free.wait()
                _ = waiting.add(-1)
                workers.async {
                    defer { free.signal() }
                    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                        reply.send(.failure("error: the render took longer than \(NumberText.exact(timeout)) s and was abandoned", status: 503))
                    }
                    reply.send(job())
                }
            }
        }
    }

    /// Resumes a continuation once: with the job's answer or the timeout's, whichever is first.
    private final class SingleReply: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<PlaygroundAnswer, Never>?

        init(_ continuation: CheckedContinuation<PlaygroundAnswer, Never>) {
            self.continuation = continuation
        }

        func send(_ answer: PlaygroundAnswer) {
            lock.lock()
            let waiting = continuation
            continuation = nil
            lock.unlock()
            waiting?.resume(returning: answer)
        }
    }

    /// A number shared between threads.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        /// Adds `amount` and returns the new value.
        func add(_ amount: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += amount
            return value
        }
    }
}
