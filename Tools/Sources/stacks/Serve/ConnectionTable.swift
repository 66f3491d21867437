/// The connections the playground is serving: counted against the most it serves at once,
/// told apart as waiting for a request or busy with one, and stopped through their tasks.
final class ConnectionTable: Sendable {
    private struct Entry {
        /// The task serving the connection, once it is started.
        var task: Task<Void, Never>?
        /// Since when it has been waiting for a request; `nil` while it has one.
        var waitingSince: ContinuousClock.Instant?
    }

    private let state = Locked((next: 0, entries: [Int: Entry]()))

    /// How many connections are open.
    var count: Int { state.withLock { $0.entries.count } }

    /// Adds a connection, waiting for its first request, and gives its number.
    func add() -> Int {
        state.withLock { state in
            state.next += 1
            state.entries[state.next] = Entry(task: nil, waitingSince: .now)
            return state.next
        }
    }

    /// The task serving connection `id` (cancelled at once if the connection was already
    /// told to stop, and ignored if it has already ended).
    func attach(_ task: Task<Void, Never>, to id: Int) {
        state.withLock { $0.entries[id]?.task = task }
    }

    /// Whether connection `id` waits for a request (`true`) or has one.
    func setWaiting(_ id: Int, _ isWaiting: Bool) {
        state.withLock { state in
            guard state.entries[id] != nil else { return }
            state.entries[id]?.waitingSince = isWaiting ? .now : nil
        }
    }

    func remove(_ id: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: id) }
    }

    /// Stops the connection that has waited longest for a request, to make room for a new
    /// one; `false` when every connection is busy.
    func stopLongestWaiting() -> Bool {
        let task: Task<Void, Never>? = state.withLock { state in
            guard let (id, _) = state.entries.filter({ $0.value.waitingSince != nil && $0.value.task != nil })
                .min(by: { $0.value.waitingSince! < $1.value.waitingSince! })
            else { return nil }
            // No longer counted as waiting, so it is not chosen twice.
            state.entries[id]?.waitingSince = nil
            return state.entries[id]?.task
        }
        task?.cancel()
        return task != nil
    }

    /// Stops the connections waiting for a request, or all of them.
    func stop(waitingOnly: Bool) {
        let tasks = state.withLock { state in
            state.entries.values.filter { !waitingOnly || $0.waitingSince != nil }.compactMap(\.task)
        }
        for task in tasks { task.cancel() }
    }
}
