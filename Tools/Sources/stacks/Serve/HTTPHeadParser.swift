/// Reads a request's line and header fields from a connection's bytes as they arrive, in time
/// linear in their length: each byte is looked at once for the end of its line, and each line
/// once when it ends. A head past the playground's limits is refused as soon as it passes them,
/// without waiting for the rest of it:
///
/// | limit | refused with |
/// | --- | --- |
/// | the request line, 8 KiB | 414 |
/// | a header line, 8 KiB; the head, 64 KiB; 100 header lines | 431 |
/// | a line that does not parse, folded lines, a bare carriage return, a control character | 400 |
/// | a version other than HTTP/1.0 and HTTP/1.1 | 505 |
///
/// Lines end with CRLF or a bare LF (RFC 9112 §2.2); empty lines before a request line are
/// skipped, but count towards the head's 64 KiB.
struct HTTPHeadParser {
    /// The most bytes one line may have, without its line end.
    static let lineLimit = 8 << 10
    /// The most bytes a head may have, line ends and skipped empty lines included.
    static let headLimit = 64 << 10
    /// The most header lines a head may have.
    static let fieldLimit = 100

    enum Outcome: Equatable {
        /// More bytes are needed.
        case incomplete
        /// The head, and the bytes after it (the start of a body, or of the next request).
        case complete(HTTPRequestHead, rest: [UInt8])
        /// The head breaks a rule or a limit: answered with this, and the connection closed.
        case refused(HTTPRefusal)
    }

    private var buffer: [UInt8] = []
    /// Where the line being read starts.
    private var lineStart = 0
    /// How far the buffer has been searched for a line end.
    private var scanned = 0
    private var requestLine: (method: String, target: String, version: String)?
    private var fields: [HTTPRequestHead.Field] = []

    /// Whether any byte of this head has arrived.
    var hasStarted: Bool { !buffer.isEmpty }

    /// Takes the next bytes from the connection.
    mutating func append(_ bytes: some Collection<UInt8>) -> Outcome {
        buffer.append(contentsOf: bytes)
        while let newline = buffer[scanned...].firstIndex(of: 0x0A) {
            scanned = newline + 1
            let start = lineStart
            lineStart = newline + 1
            let end = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
            let line = buffer[start..<end]
            if line.count > Self.lineLimit { return .refused(tooLong(isRequestLine: requestLine == nil)) }
            if lineStart > Self.headLimit { return .refused(Self.headTooLarge) }
            if line.contains(0x0D) { return .refused(.badRequest("a line of the request holds a carriage return that does not end it")) }
            guard let (method, target, version) = requestLine else {
                // Empty lines before the request line are skipped (RFC 9112 §2.2).
                if line.isEmpty { continue }
                switch Self.parseRequestLine(line) {
                case .success(let parsed): requestLine = parsed
                case .failure(let refusal): return .refused(refusal)
                }
                continue
            }
            if line.isEmpty {
                let head = HTTPRequestHead(method: method, target: target, version: version, fields: fields)
                return .complete(head, rest: Array(buffer[lineStart...]))
            }
            guard fields.count < Self.fieldLimit else {
                return .refused(HTTPRefusal(status: 431, message: "error: the request has more than \(Self.fieldLimit) header lines"))
            }
            switch Self.parseField(line) {
            case .success(let field): fields.append(field)
            case .failure(let refusal): return .refused(refusal)
            }
        }
        scanned = buffer.count
        // The line still arriving may hold its carriage return, not yet its line feed.
        if buffer.count - lineStart > Self.lineLimit + 1 { return .refused(tooLong(isRequestLine: requestLine == nil)) }
        if buffer.count > Self.headLimit { return .refused(Self.headTooLarge) }
        return .incomplete
    }

    private func tooLong(isRequestLine: Bool) -> HTTPRefusal {
        isRequestLine
            ? HTTPRefusal(status: 414, message: "error: the request line is longer than \(Self.lineLimit) bytes")
            : HTTPRefusal(status: 431, message: "error: a header line of the request is longer than \(Self.lineLimit) bytes")
    }

    private static let headTooLarge = HTTPRefusal(
        status: 431, message: "error: the request's line and headers are longer than \(headLimit) bytes")

    /// `METHOD SP TARGET SP HTTP/1.1`, with a target in origin form (`/path?query`).
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<(String, String, String), HTTPRefusal> {
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = parts.first, !method.isEmpty, method.allSatisfy(isTokenByte) else {
            return .failure(.badRequest("the request line is not METHOD /PATH HTTP/1.1"))
        }
        let target = parts[1], version = String(decoding: parts[2], as: UTF8.self)
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return .failure(.badRequest("the request's target is not a path (/…) of visible ASCII characters"))
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            let isVersion = version.hasPrefix("HTTP/") && version.dropFirst(5).allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            return .failure(
                isVersion
                    ? HTTPRefusal(status: 505, message: "error: the playground speaks HTTP/1.1 and HTTP/1.0, not \(version)")
                    : .badRequest("the request line is not METHOD /PATH HTTP/1.1"))
        }
        return .success((String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self), version))
    }

    /// `Name: value`, the value without the spaces and tabs around it.
    private static func parseField(_ line: ArraySlice<UInt8>) -> Result<HTTPRequestHead.Field, HTTPRefusal> {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            // A line that starts with white space continues the one before (obsolete folding).
            return .failure(.badRequest(
                line.first == 0x20 || line.first == 0x09 ? "folded header lines are not accepted" : "a header line has no colon"))
        }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            return .failure(.badRequest("a header's name is empty or holds a character a name may not (a space before the colon?)"))
        }
        var value = line[line.index(after: colon)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
        guard value.allSatisfy({ $0 == 0x09 || (0x20...0x7E).contains($0) || $0 >= 0x80 }) else {
            return .failure(.badRequest("the header \(String(decoding: name, as: UTF8.self)) holds a control character"))
        }
        return .success(HTTPRequestHead.Field(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
    }

    /// The characters of a method or a header name (`tchar`, RFC 9110 §5.6.2).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
