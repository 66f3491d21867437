import FlyingFox
import FlyingSocks
import Foundation

/// `stacks serve`'s routes: what the playground answers each request with, once its connection
/// (``PlaygroundConnection``) has read it whole within the limits.
///
/// `stacks serve DOC` serves that document's playground (``DocumentPlayground``) at `/`.
/// `stacks serve FOLDER` serves the folder's documents (``ServedFolder``):
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` | a page listing the documents, each a link to its playground |
/// | `GET /documents` | `{"folder", "documents": [NAME, …]}`, the names their paths below the folder |
/// | `/d/NAME/…` | the document's playground, its routes below its own path |
///
/// Both serve `GET /playground.js` and `/playground.css`, the page's script and style.
///
/// Requests whose `Host` is not the loopback name the server listens on (or that have none)
/// are refused when it listens on loopback (a page elsewhere could otherwise reach it through
/// DNS rebinding), and so are requests a browser marks as coming from another site.
struct PlaygroundServer: Sendable {
    /// The most a saved document may be.
    static let bodyLimit = 1 << 20

    /// What the server serves.
    enum Served: Sendable {
        /// One document, at `/`.
        case document(DocumentPlayground)
        /// A folder's documents, each at `/d/NAME/`.
        case folder(ServedFolder)
    }

    var served: Served
    /// Whether the server listens on loopback only, so `Host` must name loopback.
    var loopbackOnly: Bool

    /// The answer to `request`, read whole (its body too) by its connection.
    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        if let refusal = siteRefusal(request) { return Self.response(refusal) }
        // The path as sent (percent-encoded): `/files/` checks it itself, so that an encoded
        // slash or dot segment is refused rather than decoded into a different path.
        let path = request.target.path()
        switch (request.method, path) {
        case (.GET, "/playground.js"): return Self.response(.text(PlaygroundPage.script, contentType: "text/javascript; charset=utf-8"))
        case (.GET, "/playground.css"): return Self.response(.text(PlaygroundPage.style, contentType: "text/css; charset=utf-8"))
        case (_, "/playground.js"), (_, "/playground.css"): return Self.notAllowed(request, path)
        default:
            switch served {
            case .document(let playground): return await playground.answer(request, path: path)
            case .folder(let folder): return await answer(request, path: path, folder: folder)
            }
        }
    }

    /// The answer to `request` when the server serves `folder`.
    private func answer(_ request: HTTPRequest, path: String, folder: ServedFolder) async -> HTTPResponse {
        switch path {
        case "/", "/documents":
            guard request.method == .GET else { return Self.notAllowed(request, path) }
            let documents = folder.documents()
            if path == "/" {
                return Self.response(.text(PlaygroundPage.folderIndex(folder: folder.folder, documents: documents), contentType: "text/html; charset=utf-8"))
            }
            let object: [String: Any] = ["folder": folder.folder, "documents": documents]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return Self.response(PlaygroundAnswer(status: 200, contentType: "application/json", body: Array(data)))
        case _ where path.hasPrefix("/d/"):
            guard let (playground, route) = await folder.route(String(path.dropFirst("/d/".count))) else {
                return Self.response(.failure("error: \(path) names no document of \(folder.folder) (GET / lists them)", status: 404))
            }
            // The page asks with paths relative to its own, so its own must end in a slash.
            if route == "/", !path.hasSuffix("/"), request.method == .GET {
                var response = Self.response(PlaygroundAnswer(status: 308, contentType: "text/plain; charset=utf-8", body: []))
                let query = request.target.query().isEmpty ? "" : "?" + request.target.query()
                response.headers[HTTPHeader("Location")] = path + "/" + query
                return response
            }
            return await playground.answer(request, path: route)
        default:
            return Self.response(.failure("error: no such page: \(path); the documents of \(folder.folder) are listed at /", status: 404))
        }
    }

    /// 405: `request`'s method is not one `path` answers.
    static func notAllowed(_ request: HTTPRequest, _ path: String) -> HTTPResponse {
        response(.failure("error: \(request.method.rawValue) is not allowed on \(path)", status: 405))
    }

    /// Why a request is refused before its route, or `nil`. A browser says where a request
    /// comes from (`Sec-Fetch-Site`, `Origin`): a page on another site may embed `<img
    /// src=http://127.0.0.1:8080/render.png?…>` or fetch from the server, and only the
    /// playground's own page (or a tool that says nothing, like curl) is answered. Each of these
    /// headers must come once: two could mean different things to different readers.
    private func siteRefusal(_ request: HTTPRequest) -> PlaygroundAnswer? {
        for name in ["Host", "Origin", "Sec-Fetch-Site"] where request.headers.values(for: HTTPHeader(name)).count > 1 {
            return .failure("error: the request has more than one \(name) header", status: 400)
        }
        let host = request.headers[.host]
        if loopbackOnly {
            guard let host else {
                return .failure("error: the request has no Host header; the playground answers only requests for localhost", status: 400)
            }
            guard Self.isLoopback(hostHeader: host) else {
                return .failure("error: the playground answers only requests for localhost, not \(host)", status: 403)
            }
        }
        if let site = request.headers[HTTPHeader("Sec-Fetch-Site")]?.trimmingCharacters(in: .whitespaces).lowercased(),
            site == "cross-site" || site == "same-site"
        {
            return .failure("error: the playground answers only its own page, not requests from other sites", status: 403)
        }
        if let origin = request.headers[HTTPHeader("Origin")], origin.lowercased() != "http://\(host ?? "")".lowercased() {
            return .failure("error: the playground answers only its own page, not \(origin)", status: 403)
        }
        return nil
    }

    static func response(_ answer: PlaygroundAnswer) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = answer.contentType
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        if answer.contentType.hasPrefix("image/svg") {
            // An SVG the document names (or one drawn from its text) may hold a script: opened
            // on its own it would run with the playground's origin. Nothing in it may run or load.
            headers[HTTPHeader("Content-Security-Policy")] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
        }
        return HTTPResponse(
            statusCode: HTTPStatusCode(answer.status, phrase: reasonPhrase(answer.status)), headers: headers,
            body: Data(answer.body))
    }

    /// The reason phrase of each status the playground answers with (RFC 9110).
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Internal Server Error"
        }
    }

    /// Whether a `Host` header names loopback: `localhost:8080`, `127.0.0.1`, `[::1]:8080` and
    /// the like. A page on another site that rebinds its own name to 127.0.0.1 sends its own
    /// name, and is refused.
    static func isLoopback(hostHeader: String) -> Bool {
        var name = hostHeader
        if name.hasPrefix("["), let end = name.firstIndex(of: "]") {
            name = String(name[name.index(after: name.startIndex)..<end])
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        return ServeAddress.isLoopback(name.lowercased())
    }
}
