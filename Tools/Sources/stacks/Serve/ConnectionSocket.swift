import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One client's socket, read and written with deadlines: a client that sends nothing, sends a
/// byte now and then, or stops reading what it asked for cannot hold its connection (and the
/// task serving it) past the time it is given.
///
/// Waiting goes through FlyingSocks' pool (epoll), so a waiting connection costs no thread and
/// no CPU; each wait races a sleep to its deadline, and the loser is cancelled.
struct ConnectionSocket: Sendable {
    let socket: AsyncSocket
    let pool: any AsyncSocketPool

    /// How a read or a write ended without its bytes.
    enum End: Error {
        /// The deadline passed first.
        case timedOut
        /// The client closed its side, or the connection broke.
        case closed
        /// The task serving the connection was cancelled (the server stops, or needs the slot).
        case cancelled
    }

    /// The next bytes the client sent (at most 16 KiB), waiting until `deadline` at most.
    func read(before deadline: ContinuousClock.Instant) async throws(End) -> [UInt8] {
        while true {
            do {
                return try socket.socket.read(atMost: 16 << 10)
            } catch SocketError.blocked {
                try await wait(for: .read, before: deadline)
            } catch {
                throw .closed
            }
        }
    }

    /// Writes all of `data`; each wait for the client to take more may last `stall` at most.
    func write(_ data: Data, stall: Duration) async throws(End) {
        var sent = data.startIndex
        while sent < data.endIndex {
            do {
                sent = try socket.socket.write(data, from: sent)
            } catch SocketError.blocked {
                try await wait(for: .write, before: .now + stall)
            } catch {
                throw .closed
            }
        }
    }

    /// Writes what it can of `data` at once, without waiting: for refusals sent on a socket
    /// that has just been accepted, whose send buffer is empty.
    func writeNow(_ data: Data) {
        _ = try? socket.socket.write(data)
    }

    /// Closes the connection after a refusal without losing the refusal: the client may still
    /// be sending (a long request line, a body that will not be read), and closing a socket
    /// with unread bytes resets the connection, which can discard the answer before the client
    /// reads it. So the sending side is shut first and what arrives is read and dropped until
    /// the client closes, 2 s pass, or 4 MiB have come.
    func closeLingering() async {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(2)
        var dropped = 0
        while dropped < 4 << 20, let bytes = try? await read(before: deadline) {
            dropped += bytes.count
        }
        close()
    }

    /// Closes once an answer is written: the sending side is shut first, and bytes that
    /// arrived unread (a request sent after one that closes the connection) are dropped, so
    /// that closing does not reset the connection under the answer.
    func closeNow() {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        while let bytes = try? socket.socket.read(atMost: 16 << 10), !bytes.isEmpty {}
        close()
    }

    private func close() {
        try? socket.close()
    }

    /// Suspends until the socket is ready for `events`, or throws when `deadline` passes first.
    private func wait(for events: Socket.Events, before deadline: ContinuousClock.Instant) async throws(End) {
        if Task.isCancelled { throw .cancelled }
        let (socket, pool) = (self.socket.socket, self.pool)
        let ready: Bool?
        do {
            ready = try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try await pool.suspendSocket(socket, untilReadyFor: events)
                    return true
                }
                group.addTask {
                    try await Task.sleep(until: deadline, clock: .continuous)
                    return false
                }
                defer { group.cancelAll() }
                return try await group.next()
            }
        } catch is CancellationError {
            throw .cancelled
        } catch {
            // The pool reports a hang-up or an error on the socket.
            throw .closed
        }
        if Task.isCancelled { throw .cancelled }
        guard ready == true else { throw .timedOut }
    }
}
