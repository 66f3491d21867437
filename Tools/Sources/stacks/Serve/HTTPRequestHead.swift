import FlyingFox
import Foundation

/// A request's line and header fields as they arrived (``HTTPHeadParser``), before the body.
struct HTTPRequestHead: Sendable, Equatable {
    /// `GET`, `PUT`, …
    var method: String
    /// The request target as sent (origin form: a path and an optional query), still
    /// percent-encoded.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// The header fields in the order they came, names as sent; a name may repeat.
    var fields: [Field]

    struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// The values of every field called `name` (compared without regard to case).
    func values(_ name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Whether the connection may carry another request after this one (RFC 9112 §9.3):
    /// HTTP/1.1 unless `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    var keepsAlive: Bool {
        let tokens = values("Connection").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// The request as the playground's handler takes it, with `body`.
    func request(body: [UInt8]) -> HTTPRequest {
        var headers = HTTPHeaders()
        for field in fields { headers.addValue(field.value, for: HTTPHeader(field.name)) }
        let query = target.firstIndex(of: "?")
        let path = query.map { String(target[..<$0]) } ?? target
        return HTTPRequest(
            method: HTTPMethod(method), version: HTTPVersion(version),
            target: HTTPRequest.Target(path: path, query: query.map { String(target[target.index(after: $0)...]) } ?? ""),
            headers: headers, body: HTTPBodySequence(data: Data(body)))
    }
}
