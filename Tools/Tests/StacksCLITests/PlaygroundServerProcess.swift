import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// A `stacks serve` started for a test on a free loopback port (`--port 0`), with the address it
/// prints on its first line; stopped with SIGTERM by ``stop()``.
final class PlaygroundServerProcess: @unchecked Sendable {
    let process = Process()
    /// `http://127.0.0.1:PORT`, without a final slash.
    let address: String
    let port: Int

    /// Starts the server on `document` with the repository's pinned fonts.
    ///
    /// - Parameter openFileLimit: the server's open-file limit (`ulimit -n`), when not this
    ///   process's.
    init(document: String, arguments: [String] = [], openFileLimit: Int? = nil) throws {
        guard let executable = StacksProcess.executable else { throw CocoaError(.fileNoSuchFile) }
        let serve = ["serve", document, "--port", "0", "--fonts", "fonts/fonts.conf"] + arguments
        if let openFileLimit {
            // The shell sets the limit and becomes the server (same process ID).
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFileLimit) && exec \"$0\" \"$@\"", executable.path] + serve
        } else {
            process.executableURL = executable
            process.arguments = serve
        }
        process.currentDirectoryURL = StacksProcess.packageRoot
        let output = Pipe()
        process.standardOutput = output
        // Nobody reads it; a pipe could fill and stall the server.
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line: "Serving DOC at http://127.0.0.1:PORT/".
        var line = Data()
        let handle = output.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://"), text.hasSuffix("/") else {
            process.terminate()
            throw ServerDidNotStart(firstLine: text)
        }
        address = String(text[range.lowerBound...].dropLast())
        port = Int(address.split(separator: ":").last ?? "") ?? 0
    }

    struct ServerDidNotStart: Error, CustomStringConvertible {
        var firstLine: String
        var description: String { "stacks serve did not print its address; first line: \"\(firstLine)\"" }
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
        }
    }

    /// The CPU time the server has used so far, in seconds (user and system, from /proc).
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After "PID (NAME) ": state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// How many files the server has open.
    var openFiles: Int? { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd"))?.count }

    /// A connection of its own to the server.
    func openConnection() throws -> ServeRawConnection { try ServeRawConnection(port: port) }

    /// The largest resident size of the server so far, in KiB (VmHWM).
    var peakMemoryKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }

    struct Reply: Sendable {
        var status: Int
        var contentType: String
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 256
        configuration.timeoutIntervalForRequest = 120
        return URLSession(configuration: configuration)
    }()

    /// `GET` (or another method) of `path` (with its query) through URLSession.
    func request(_ path: String, method: String = "GET", body: Data? = nil, headers: [String: String] = [:]) async throws -> Reply {
        var request = URLRequest(url: URL(string: address + path)!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await Self.session.data(for: request)
        let http = response as? HTTPURLResponse
        return Reply(
            status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type") ?? "", body: data)
    }

    /// The status code for `GET target` sent byte for byte over a socket, so that the path reaches
    /// the server exactly as written (URL types and HTTP clients remove `..` segments first).
    func rawStatus(_ target: String, host: String? = nil) throws -> Int {
        let connection = try openConnection()
        connection.send("GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        return connection.response()?.status ?? 0
    }
}
