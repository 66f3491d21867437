import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One TCP connection to a test's `stacks serve`, written and read byte for byte, so that a test
/// can send what no HTTP client sends (a megabyte request line, a header a byte at a time, two
/// `Host` headers) and see exactly what comes back, and when the server closes.
final class ServeRawConnection {
    let descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw Failure(description: "connect: \(reason)")
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Sends all of `bytes`; `false` when the server closed or reset the connection first.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Sends `bytes` from a thread of its own (the server may stop reading half-way, and the
    /// send then waits until it closes); the returned group is left when it is done.
    func sendInBackground(_ bytes: [UInt8]) -> DispatchGroup {
        let group = DispatchGroup()
        let descriptor = descriptor
        DispatchQueue.global().async(group: group) {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count <= 0 { return }
                sent += count
            }
        }
        return group
    }

    /// A response as it came: the status code, the header fields (names lowercased), the body.
    struct Response {
        var status: Int
        var fields: [(name: String, value: String)]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }

        func values(_ name: String) -> [String] { fields.filter { $0.name == name.lowercased() }.map(\.value) }
    }

    private var received: [UInt8] = []
    private var isClosed = false

    /// Reads more, waiting `timeout` seconds at most; `false` when nothing more came (closed,
    /// reset, or the time passed).
    private func receiveMore(timeout: Double) -> Bool {
        guard !isClosed else { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) == 1 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else {
            isClosed = true
            return false
        }
        received += buffer[0..<count]
        return true
    }

    /// The next response, or `nil` when none came whole within `timeout` seconds. `bodyless`
    /// for the answer to `HEAD`; `firstChunkOnly` for a stream that does not end.
    func response(timeout: Double = 10, bodyless: Bool = false, firstChunkOnly: Bool = false) -> Response? {
        let deadline = Date().addingTimeInterval(timeout)
        func more() -> Bool { receiveMore(timeout: max(0, deadline.timeIntervalSinceNow)) }
        var headEnd: Int?
        while true {
            if let end = Self.find([13, 10, 13, 10], in: received) {
                headEnd = end
                break
            }
            guard more() else { return nil }
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: received[0..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } } ?? 0
        let fields = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        received.removeFirst(headEnd + 4)
        var response = Response(status: status, fields: fields, body: [])
        if bodyless || status == 100 { return response }
        if let length = response.values("content-length").first.flatMap(Int.init) {
            while received.count < length { guard more() else { return nil } }
            response.body = Array(received.prefix(length))
            received.removeFirst(length)
        } else if response.values("transfer-encoding").first == "chunked" {
            while true {
                while Self.find([13, 10], in: received) == nil { guard more() else { return nil } }
                let sizeEnd = Self.find([13, 10], in: received)!
                guard let size = Int(String(decoding: received[0..<sizeEnd], as: UTF8.self), radix: 16) else { return nil }
                while received.count < sizeEnd + 2 + size + 2 { guard more() else { return nil } }
                response.body += received[(sizeEnd + 2)..<(sizeEnd + 2 + size)]
                received.removeFirst(sizeEnd + 2 + size + 2)
                if size == 0 || firstChunkOnly { break }
            }
        } else {
            while more() {}
            response.body = received
            received = []
        }
        return response
    }

    /// Whether the server closes the connection (or resets it) within `timeout` seconds,
    /// whatever it sends before.
    func closes(within timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !isClosed, deadline.timeIntervalSinceNow > 0 { _ = receiveMore(timeout: deadline.timeIntervalSinceNow) }
        return isClosed
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
