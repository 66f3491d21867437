import Foundation

/// A thread with a stack large enough for reading a document nested to the engine's limit.
///
/// Composing and reading a document recurse once or more per nesting level (Yams composes
/// recursively; the reader reads a node's children inside the node). At the 512 levels the
/// engine accepts that needs more stack than a task's thread may have (Swift concurrency and
/// Dispatch run work on threads with small stacks, and sanitizers make every frame larger):
/// reading on such a thread crashed under ThreadSanitizer. So documents are read on a thread of
/// their own with a stack that holds the deepest accepted document many times over, and so is
/// each part of a long list read alongside (``ParallelChildReading``).
enum ReadingThread {
    /// 64 MiB: the 512-level limit needs a few MiB in a sanitized debug build.
    static let stackSize = 64 << 20

    /// `body`'s result, computed on a thread with ``stackSize`` of stack.
    static func run<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () -> Result<Value, Failure>
    ) -> Result<Value, Failure> {
        start(body).wait()
    }

    /// Starts computing `body` on a thread with ``stackSize`` of stack; ``Pending/wait()``
    /// gives its result.
    static func start<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Pending<Value> {
        let pending = Pending<Value>()
        let thread = Thread {
            pending.result = body()
            pending.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        return pending
    }

    /// The result of a computation started by ``start(_:)``, handed from its thread to the
    /// caller, which waits on a semaphore before it reads it (the semaphore orders the write
    /// before the read).
    final class Pending<Value: Sendable>: @unchecked Sendable {
        fileprivate var result: Value?
        fileprivate let done = DispatchSemaphore(value: 0)

        /// Waits for the thread to finish and hands over its result (kept here no longer, so
        /// that the caller holds the only reference); called once.
        func wait() -> Value {
            done.wait()
            guard let result else { preconditionFailure("a reading thread signals once, when it has its result") }
            self.result = nil
            return result
        }
    }
}
