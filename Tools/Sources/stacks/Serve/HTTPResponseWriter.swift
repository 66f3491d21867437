import FlyingFox
import Foundation

/// Writes the playground's responses (FlyingFox's `HTTPResponse`, as the routes make them) on
/// a connection, as HTTP/1.1: a body of known length with `Content-Length`, a stream (the
/// server-sent events) chunked as FlyingFox encodes it, and `Connection: close` on the last
/// response of a connection.
struct HTTPResponseWriter {
    let socket: ConnectionSocket
    /// How long the client may leave a write waiting (it stopped reading).
    let stall: Duration

    /// Writes `response`.
    ///
    /// - Parameters:
    ///   - closing: the connection ends after this response.
    ///   - omittingBody: the request was `HEAD`: the head only, with the body's length.
    /// - Returns: whether the connection may carry another request.
    func write(_ response: HTTPResponse, closing: Bool, omittingBody: Bool) async throws(ConnectionSocket.End) -> Bool {
        guard case .httpBody(let body) = response.payload else {
            // The playground makes no WebSocket; a response that asks for one is a mistake here.
            let failure = PlaygroundServer.response(.failure("error: no such response", status: 500))
            return try await write(failure, closing: true, omittingBody: omittingBody)
        }
        // A body of unknown length (a stream made with `HTTPBodySequence(from:)`) comes
        // chunk-encoded already, its last chunk included.
        let chunked = body.count == nil
        var bytes = Self.head(response, length: body.count, chunked: chunked, closing: closing)
        if omittingBody {
            try await socket.write(bytes, stall: stall)
            return !closing
        }
        do {
            for try await piece in body {
                bytes.append(piece)
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
        if !bytes.isEmpty { try await socket.write(bytes, stall: stall) }
        return !closing
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
