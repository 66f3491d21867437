import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What one connection to the playground, and all of them together, may take: the times a
/// client is given, the largest body, and how many connections are served at once.
///
/// The request line and headers have their own limits, checked as they arrive
/// (``HTTPHeadParser``).
struct ConnectionLimits: Sendable {
    /// The most bytes a request's body may have: a saved document.
    var bodyLimit = PlaygroundServer.bodyLimit
    /// Seconds from the first byte of a request until its last (line, headers and body): a
    /// client that sends its headers a byte at a time is answered 408 and let go.
    var requestTimeout: Double = 10
    /// Seconds a connection may wait for its next request (or its first), and a response may
    /// wait for the client to read it.
    var idleTimeout: Double = 60
    /// The most connections served at once; beyond it, the connection waiting longest for a
    /// request is closed to make room, and when none is waiting a new one is answered 503.
    var maximumConnections: Int

    /// How many connections told to make room (still closing) may stand above the most: within
    /// the files reserved besides connections.
    static let closingMargin = 16

    /// The most connections, whatever the open-file limit allows.
    static let connectionCeiling = 512

    /// Connections stay this many files below the process's open-file limit, for what the
    /// server opens besides them: the listening socket, the poller, the documents it reads,
    /// and each running command's pipes (``workerFiles`` per worker).
    static let reservedFiles = 64
    static let workerFiles = 8

    /// The most connections for a process that may open `openFiles` files and runs `workers`
    /// commands at once: below the limit by what the server needs besides, at most
    /// ``connectionCeiling``, at least 1.
    static func maximumConnections(openFiles: Int, workers: Int) -> Int {
        max(1, min(connectionCeiling, openFiles - reservedFiles - workerFiles * workers))
    }

    /// This process's open-file limit (the soft `RLIMIT_NOFILE`, as `ulimit -n` sets it).
    static var openFileLimit: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }
}
