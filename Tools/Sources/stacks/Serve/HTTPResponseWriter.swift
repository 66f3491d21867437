import FlyingFox
import Foundation

/// Writes the playground's responses (FlyingFox's `HTTPResponse`, as the routes make them) on
/// a connection, as HTTP/1.1: a body of known length with `Content-Length`, a stream (the
/// server-sent events) chunked, and `Connection: close` on the last response of a connection.
struct HTTPResponseWriter {
    let socket: ConnectionSocket
    /// How long the client may leave a write waiting (it stopped reading).
    let stall: Duration

    /// Writes `response` for a request of `version`.
    ///
    /// - Parameters:
    ///   - closing: the connection ends after this response.
    ///   - omittingBody: the request was `HEAD`: the head only, with the body's length.
    /// - Returns: whether the connection may carry another request (a stream of unknown length
    ///   to an HTTP/1.0 client ends with the connection).
    func write(_ response: HTTPResponse, version: String, closing: Bool, omittingBody: Bool) async throws(ConnectionSocket.End) -> Bool {
        guard case .httpBody(let body) = response.payload else {
            // The playground makes no WebSocket; a response that asks for one is a mistake here.
            let failure = PlaygroundServer.response(.failure("error: no such response", status: 500))
            return try await write(failure, version: version, closing: true, omittingBody: omittingBody)
        }
        let chunked = body.count == nil && version == "HTTP/1.1"
        let closes = closing || (body.count == nil && !chunked)
        var bytes = Self.head(response, length: body.count, chunked: chunked, closing: closes)
        if omittingBody {
            try await socket.write(bytes, stall: stall)
            return !closes
        }
        do {
            for try await chunk in body {
                if chunk.isEmpty { continue }
                if chunked { bytes.append(Data("\(String(chunk.count, radix: 16))\r\n".utf8)) }
                bytes.append(chunk)
                if chunked { bytes.append(Data("\r\n".utf8)) }
                // A small body goes out with the head, in one write; a stream as it comes.
                if chunked || bytes.count >= 64 << 10 {
                    try await socket.write(bytes, stall: stall)
                    bytes = Data()
                }
            }
        } catch let end as ConnectionSocket.End {
            throw end
        } catch {
            // The body's source failed half-way: the client cannot be told but by closing.
            throw .closed
        }
        if chunked { bytes.append(Data("0\r\n\r\n".utf8)) }
        try await socket.write(bytes, stall: stall)
        return !closes
    }

    /// `HTTP/1.1 100 Continue`: the client that asked (`Expect: 100-continue`) may send its body.
    func writeContinue() async throws(ConnectionSocket.End) {
        try await socket.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), stall: stall)
    }

    /// The status line and header lines, ending with the empty line. The framing headers
    /// (`Content-Length`, `Transfer-Encoding`, `Connection`) are this writer's, whatever the
    /// response holds.
    static func head(_ response: HTTPResponse, length: Int?, chunked: Bool, closing: Bool) -> Data {
        var lines = ["HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)"]
        let framing: Set<HTTPHeader> = [.contentLength, .transferEncoding, .connection]
        for (name, value) in response.headers.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !framing.contains(name) {
            // A line break in a value would start a header of its own.
            lines.append("\(name.rawValue): \(value.filter { $0 != "\r" && $0 != "\n" })")
        }
        if let length { lines.append("Content-Length: \(length)") }
        if chunked { lines.append("Transfer-Encoding: chunked") }
        if closing { lines.append("Connection: close") }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
