import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Accepts the playground's connections and serves each (``PlaygroundConnection``) on
/// FlyingSocks' poller, at most ``ConnectionLimits/maximumConnections`` at once.
///
/// At the most, a new connection takes the place of the one that has waited longest for a
/// request (a browser's idle keep-alive, or a client that connected and said nothing); when
/// every connection is busy, the new one is answered 503 and closed. The server never ends
/// for want of a file descriptor: `accept` failing for that (EMFILE, ENFILE) refuses the
/// waiting connection with 503 through a descriptor held in reserve for it, and accepting
/// goes on.
final class PlaygroundListener: Sendable {
    let limits: ConnectionLimits
    let server: PlaygroundServer
    private let table = ConnectionTable()
    /// The task accepting connections, for ``stop()`` to cancel.
    private let accepting = Locked<(task: Task<Void, Never>?, isStopped: Bool)>((nil, false))

    init(limits: ConnectionLimits, server: PlaygroundServer) {
        self.limits = limits
        self.server = server
    }

    /// Why the server could not listen.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Listens on `address` and serves until ``stop()``; `listening` is told the port once
    /// connections are accepted.
    func run(address: any SocketAddress, listening: @escaping @Sendable (Int) -> Void) async throws(Failure) {
        let pool = HTTPServer.defaultPool()
        let socket: Socket
        do {
            try await pool.prepare()
            socket = try Socket(domain: Int32(type(of: address).family), type: .stream)
            // Not passed on to the commands the server runs.
            _ = fcntl(socket.file.rawValue, F_SETFD, FD_CLOEXEC)
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            try socket.setFlags(.nonBlocking)
        } catch {
            throw Failure(description: Self.reason(error))
        }
        let polling = Task { try? await pool.run() }
        switch try? socket.sockname() {
        case .ip4(_, let port)?, .ip6(_, let port)?: listening(Int(port))
        default: break
        }
        let task = Task { await accept(on: socket, pool: pool) }
        let stopped = accepting.withLock { state in
            state.task = task
            return state.isStopped
        }
        if stopped { task.cancel() }
        await task.value
        try? socket.close()
        await finish()
        polling.cancel()
    }

    /// Stops accepting, lets busy requests finish for up to a second, then closes every
    /// connection (``run(address:listening:)`` then returns).
    func stop() {
        let task = accepting.withLock { state in
            state.isStopped = true
            return state.task
        }
        task?.cancel()
    }

    private func finish() async {
        table.stop(waitingOnly: true)
        let deadline = ContinuousClock.now + .seconds(1)
        while table.count > 0, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        table.stop(waitingOnly: false)
        let end = ContinuousClock.now + .seconds(1)
        while table.count > 0, ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(20)) }
    }

    /// Accepts connections until cancelled.
    private func accept(on listener: Socket, pool: some AsyncSocketPool) async {
        // Held for the moment `accept` has no descriptor to give: closed, it makes room for one
        // connection to be accepted and refused.
        var reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
        while !Task.isCancelled {
            let descriptor = Self.acceptOne(on: listener)
            if descriptor >= 0 {
                admit(descriptor, pool: pool)
                // The connections' tasks (and those told to make room, which close their
                // sockets) run between accepts, even in a flood of new connections.
                await Task.yield()
                continue
            }
            switch errno {
            case EAGAIN, EWOULDBLOCK:
                do {
                    try await pool.suspendSocket(listener, untilReadyFor: .connection)
                } catch {
                    if Task.isCancelled { return }
                    // The poller failed for the listening socket: look again shortly.
                    try? await Task.sleep(for: .milliseconds(100))
                }
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                if reserve >= 0 {
                    close(reserve)
                    let refused = Self.acceptOne(on: listener)
                    if refused >= 0 { refuseAtOnce(refused, pool: pool, reason: "the server has no file descriptor to spare") }
                    reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
                } else {
                    try? await Task.sleep(for: .milliseconds(100))
                    reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
                }
            default:
                // A connection that failed before it was accepted (ECONNABORTED), a signal
                // (EINTR): the next one.
                continue
            }
        }
        if reserve >= 0 { close(reserve) }
    }

    /// The next waiting connection, not passed on to the commands the server runs and not
    /// blocking; -1 with `errno` when there is none.
    private static func acceptOne(on listener: Socket) -> Int32 {
        let descriptor = Glibc.accept(listener.file.rawValue, nil, nil)
        guard descriptor >= 0 else { return descriptor }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        return descriptor
    }

    /// Serves the connection on `descriptor`, making room for it or refusing it at the most.
    private func admit(_ descriptor: Int32, pool: some AsyncSocketPool) {
        // A connection told to make room counts until its task has closed it; a few of those
        // at once, and no more, may stand above the most.
        let count = table.count
        if count >= limits.maximumConnections,
            count >= limits.maximumConnections + ConnectionLimits.closingMargin || !table.stopLongestWaiting()
        {
            return refuseAtOnce(
                descriptor, pool: pool,
                reason: "the playground is busy with \(limits.maximumConnections) connections, the most it serves at once")
        }
        guard let socket = try? AsyncSocket(socket: Socket(file: .init(rawValue: descriptor)), pool: pool) else {
            close(descriptor)
            return
        }
        let id = table.add()
        let (table, limits, server) = (self.table, self.limits, self.server)
        let connection = PlaygroundConnection(
            socket: ConnectionSocket(socket: socket, pool: pool), limits: limits, server: server,
            waiting: { table.setWaiting(id, $0) })
        let task = Task {
            await connection.serve()
            table.remove(id)
        }
        table.attach(task, to: id)
    }

    /// Answers 503 on a connection just accepted and closes it, without waiting for anything.
    private func refuseAtOnce(_ descriptor: Int32, pool: some AsyncSocketPool, reason: String) {
        guard let socket = try? AsyncSocket(socket: Socket(file: .init(rawValue: descriptor)), pool: pool) else {
            close(descriptor)
            return
        }
        let connection = ConnectionSocket(socket: socket, pool: pool)
        var response = PlaygroundServer.response(.failure("error: \(reason); try again", status: 503))
        response.headers[HTTPHeader("Retry-After")] = "1"
        let body = Data(PlaygroundAnswer.failure("error: \(reason); try again", status: 503).body)
        connection.writeNow(HTTPResponseWriter.head(response, length: body.count, chunked: false, closing: true) + body)
        connection.closeNow()
    }

    /// The system's reason for a failure to listen, in its own words.
    private static func reason(_ error: any Error) -> String {
        if case SocketError.failed(_, let code, _) = error { return String(cString: strerror(code)).lowercased() }
        return "\(error)"
    }
}
