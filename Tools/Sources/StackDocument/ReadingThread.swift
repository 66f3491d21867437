import Foundation

/// A thread with a stack large enough for reading a document nested to the engine's limit.
///
/// Composing and reading recurse once or more per nesting level; at the 512 levels the engine
/// accepts that needs more stack than the small ones of Swift concurrency's and Dispatch's
/// threads (it crashed under ThreadSanitizer, whose frames are larger).
enum ReadingThread {
    /// 64 MiB: the 512-level limit needs a few MiB in a sanitized debug build.
    static let stackSize = 64 << 20

    /// `body`'s result, computed on a thread with ``stackSize`` of stack.
    static func run<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () -> Result<Value, Failure>
    ) -> Result<Value, Failure> {
        let handoff = ResultHandoff<Result<Value, Failure>>()
        let thread = Thread {
            handoff.result = body()
            handoff.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        handoff.done.wait()
        guard let result = handoff.result else { preconditionFailure("a reading thread signals once, when it has its result") }
        // The thread may still hold the handoff: leave the caller the only reference.
        handoff.result = nil
        return result
    }

    /// The result handed from the reading thread to the caller, which waits on the semaphore
    /// before it reads it (the semaphore orders the write before the read).
    private final class ResultHandoff<Value: Sendable>: @unchecked Sendable {
        var result: Value?
        let done = DispatchSemaphore(value: 0)
    }
}
