import Foundation

/// Runs numbered jobs on a fixed number of worker threads and returns their results in job
/// order, so that what a command prints or writes does not depend on how many workers there
/// were or which finished first.
///
/// Each worker makes its own state once (say, Pango measurers, which must not be shared
/// between threads) and passes it to every job it takes; workers take the next job as they
/// become free, so uneven jobs still keep every worker busy.
enum ConcurrentJobs {
    /// `body(state, index)` for every index in `0..<count`, on `workers` threads (at most
    /// `count`; 1 runs everything on the calling thread), in index order.
    static func map<State, Value>(
        count: Int, workers: Int, makeState: @Sendable () -> State, _ body: @Sendable (inout State, Int) -> Value
    ) -> [Value] {
        let workers = max(1, min(workers, count))
        if workers == 1 {
            var state = makeState()
            return (0..<count).map { body(&state, $0) }
        }
        let board = JobBoard<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = makeState()
            while let index = board.take() { board.put(body(&state, index), at: index) }
        }
        return board.results
    }
}

/// The jobs' shared bookkeeping: the next job to hand out and the results so far, behind a
/// lock. The results are read only after every worker has finished.
private final class JobBoard<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next job's index, or `nil` when all are taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var results: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
