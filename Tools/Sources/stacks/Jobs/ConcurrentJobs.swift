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
        // The next job to hand out and the results so far.
        let board = Locked((next: 0, results: [Value?](repeating: nil, count: count)))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = makeState()
            while let index = board.withLock({ board -> Int? in
                guard board.next < count else { return nil }
                board.next += 1
                return board.next - 1
            }) {
                let value = body(&state, index)
                board.withLock { $0.results[index] = value }
            }
        }
        return board.withLock { $0.results.map { $0! } }
    }
}
