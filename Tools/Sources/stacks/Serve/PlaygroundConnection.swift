import FlyingFox
import StackLayout
import Foundation

/// One client connection to the playground: requests read one after another (HTTP/1.1 keeps
/// the connection for the next), each within the limits (``ConnectionLimits``,
/// ``HTTPHeadParser``) before the routes (``PlaygroundServer``) see it, and the answers
/// written back (``HTTPResponseWriter``).
///
/// | what the client does | what happens |
/// | --- | --- |
/// | sends nothing for the idle time (60 s) between requests | the connection is closed |
/// | takes more than 10 s from a request's first byte to its last | 408, closed |
/// | a head past a limit, or one that does not parse | 414, 431, 400 or 505 at once, closed |
/// | declares a body over 1 MiB | 413 at once, before any of it is read, closed |
/// | a body without `Content-Length` (chunked) | 411, closed |
/// | stops reading an answer for the idle time | the connection is closed |
///
/// A refusal is written, then the connection is closed without losing it
/// (``ConnectionSocket/closeLingering()``).
struct PlaygroundConnection {
    let socket: ConnectionSocket
    let limits: ConnectionLimits
    let server: PlaygroundServer
    /// Told when the connection waits for a request and when it has one: a waiting connection
    /// may be closed to make room for a new one.
    let waiting: @Sendable (Bool) -> Void

    /// Serves requests until the client closes, a limit is passed, or the task is cancelled;
    /// the socket is closed on return.
    func serve() async {
        let writer = HTTPResponseWriter(socket: socket, stall: .seconds(limits.idleTimeout))
        // Bytes that came after the request before: the next request's start.
        var pending: [UInt8] = []
        while true {
            let head: HTTPRequestHead
            switch await readHead(after: pending) {
            case .complete(let complete, let rest): (head, pending) = (complete, rest)
            case .refused(let refusal): return await refuse(refusal, writer: writer)
            case .incomplete: return socket.closeNow()
            }
            let deadline = ContinuousClock.now + .seconds(limits.requestTimeout)
            let body: [UInt8]
            switch await readBody(of: head, after: pending, before: deadline, writer: writer) {
            case .body(let read, let rest): (body, pending) = (read, rest)
            case .refused(let refusal): return await refuse(refusal, writer: writer)
            case .ended: return socket.closeNow()
            }
            let response = await server.handleRequest(head.request(body: body))
            do {
                let keepsAlive = try await writer.write(
                    response, closing: !head.keepsAlive, omittingBody: head.method == "HEAD")
                guard keepsAlive, !Task.isCancelled else { return socket.closeNow() }
            } catch {
                return socket.closeNow()
            }
        }
    }

    /// The next request's head. `.incomplete` when the connection ends first: the client
    /// closed it, it sat idle too long, or the task was cancelled before a request began.
    private func readHead(after pending: [UInt8]) async -> HTTPHeadParser.Outcome {
        var parser = HTTPHeadParser()
        // The idle time until the request's first byte, then the request's own time.
        var deadline = ContinuousClock.now + .seconds(limits.idleTimeout)
        var outcome = HTTPHeadParser.Outcome.incomplete
        if !pending.isEmpty {
            deadline = .now + .seconds(limits.requestTimeout)
            outcome = parser.append(pending)
        }
        waiting(!parser.hasStarted)
        while outcome == .incomplete {
            let bytes: [UInt8]
            do throws(ConnectionSocket.End) {
                bytes = try await socket.read(before: deadline)
            } catch {
                guard parser.hasStarted, error == .timedOut else { return .incomplete }
                return .refused(Self.tooSlow(limits))
            }
            if !parser.hasStarted {
                deadline = .now + .seconds(limits.requestTimeout)
                waiting(false)
            }
            outcome = parser.append(bytes)
        }
        return outcome
    }

    /// What became of a request's body.
    private enum BodyOutcome {
        /// The body, and the bytes that came after it.
        case body([UInt8], rest: [UInt8])
        case refused(HTTPRefusal)
        /// The connection ended (closed, cancelled) before the body was whole.
        case ended
    }

    /// The body `head` declares (`Content-Length`), read after `pending`.
    private func readBody(
        of head: HTTPRequestHead, after pending: [UInt8], before deadline: ContinuousClock.Instant, writer: HTTPResponseWriter
    ) async -> BodyOutcome {
        if !head.values("Transfer-Encoding").isEmpty {
            return .refused(HTTPRefusal(status: 411, message: "error: a request's body must come with a Content-Length, not chunked"))
        }
        let declared = head.values("Content-Length").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let text = declared.first ?? "0"
        guard Set(declared).count <= 1, !text.isEmpty, text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let length = Int(text)
        else {
            return .refused(.badRequest("the request's Content-Length is not one number of bytes"))
        }
        // Refused from what it declares, before a byte of it is read or waited for.
        if length > limits.bodyLimit {
            return .refused(HTTPRefusal(
                status: 413, message: "error: a document is at most \(limits.bodyLimit) bytes; this request's body is \(length)"))
        }
        var body = Array(pending.prefix(length))
        if body.count < length, head.version == "HTTP/1.1",
            head.values("Expect").contains(where: { $0.caseInsensitiveCompare("100-continue") == .orderedSame })
        {
            do {
                try await writer.writeContinue()
            } catch {
                return .ended
            }
        }
        var rest = Array(pending.dropFirst(length))
        while body.count < length {
            let bytes: [UInt8]
            do throws(ConnectionSocket.End) {
                bytes = try await socket.read(before: deadline)
            } catch {
                return error == .timedOut ? .refused(Self.tooSlow(limits)) : .ended
            }
            let needed = length - body.count
            body += bytes.prefix(needed)
            rest = Array(bytes.dropFirst(needed))
        }
        return .body(body, rest: rest)
    }

    private static func tooSlow(_ limits: ConnectionLimits) -> HTTPRefusal {
        HTTPRefusal(
            status: 408,
            message: "error: the request did not arrive within \(NumberText.exact(limits.requestTimeout)) s of its first byte")
    }

    /// Answers `refusal` and closes the connection.
    private func refuse(_ refusal: HTTPRefusal, writer: HTTPResponseWriter) async {
        _ = try? await writer.write(PlaygroundServer.response(refusal.answer), closing: true, omittingBody: false)
        await socket.closeLingering()
    }
}
