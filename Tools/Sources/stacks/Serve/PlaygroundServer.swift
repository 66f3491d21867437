import FlyingFox
import FlyingSocks
import Foundation
import FileAccess
import StackDocument

/// `stacks serve`'s routes: what the playground answers each request with, once its connection
/// (``PlaygroundConnection``) has read it whole within the limits.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` and `/playground.js`, `/playground.css` | the page (``PlaygroundPage``) |
/// | `GET /frames?…`, `/explain?…`, `/audit?…` | what `stacks frames`, `explain`, `audit --format json` print |
/// | `GET /render.svg?…`, `/render.png?…` | the picture `stacks render` draws of one combination |
/// | `GET /state` | the document's version, its error if any, its environment and string-table locales |
/// | `GET /events` | server-sent events: a `document` event with the status at each edit |
/// | `GET /document`, `PUT /document` | the document's text; saving it (``DocumentSaves``) |
/// | `GET /files/NAME` | the document and the files it names, inside its folder only |
///
/// Requests whose `Host` is not the loopback name the server listens on (or that have none)
/// are refused when it listens on loopback (a page elsewhere could otherwise reach it through
/// DNS rebinding), and so are requests a browser marks as coming from another site.
struct PlaygroundServer: Sendable {
    /// The most a saved document may be.
    static let bodyLimit = 1 << 20

    var endpoints: CommandEndpoints
    var workers: RenderWorkers
    var watch: DocumentWatch
    var saves: DocumentSaves
    /// Whether the server listens on loopback only, so `Host` must name loopback.
    var loopbackOnly: Bool

    init(endpoints: CommandEndpoints, workers: RenderWorkers, watch: DocumentWatch, loopbackOnly: Bool) {
        self.endpoints = endpoints
        self.workers = workers
        self.watch = watch
        self.loopbackOnly = loopbackOnly
        saves = DocumentSaves(endpoints: endpoints, workers: workers)
    }

    /// The answer to `request`, read whole (its body too) by its connection.
    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        if let refusal = siteRefusal(request) { return Self.response(refusal) }
        // The path as sent (percent-encoded): `/files/` checks it itself, so that an encoded
        // slash or dot segment is refused rather than decoded into a different path.
        let path = request.target.path()
        switch (request.method, path) {
        case (.GET, "/"): return Self.response(.text(PlaygroundPage.html, contentType: "text/html; charset=utf-8"))
        case (.GET, "/playground.js"): return Self.response(.text(PlaygroundPage.script, contentType: "text/javascript; charset=utf-8"))
        case (.GET, "/playground.css"): return Self.response(.text(PlaygroundPage.style, contentType: "text/css; charset=utf-8"))
        case (.GET, "/frames"): return await run(request) { $0.frames($1) }
        case (.GET, "/explain"): return await run(request) { $0.explain($1) }
        case (.GET, "/audit"): return await run(request) { $0.audit($1) }
        case (.GET, "/render.svg"): return await run(request) { $0.render($1, format: "svg") }
        case (.GET, "/render.png"): return await run(request) { $0.render($1, format: "png") }
        case (.GET, "/state"): return Self.response(.text(await state(), contentType: "application/json"))
        case (.GET, "/events"): return await events()
        case (.GET, "/document"):
            let data: Data
            do {
                data = try InputFile.read(endpoints.document, limit: InputFile.documentLimit)
            } catch {
                return Self.response(.failure("error: cannot read \(endpoints.document): \(error)", status: error.isMissing ? 404 : 403))
            }
            var response = Self.response(PlaygroundAnswer(status: 200, contentType: "text/plain; charset=utf-8", body: Array(data)))
            response.headers[.eTag] = DocumentSaves.tag(of: Array(data))
            return response
        case (.PUT, "/document"): return await save(request)
        case (.GET, _) where path.hasPrefix("/files/"): return await file(String(path.dropFirst("/files/".count)))
        case (_, "/"), (_, "/playground.js"), (_, "/playground.css"), (_, "/frames"), (_, "/explain"), (_, "/audit"),
            (_, "/render.svg"), (_, "/render.png"), (_, "/state"), (_, "/events"), (_, "/document"):
            return Self.response(.failure("error: \(request.method.rawValue) is not allowed on \(path)", status: 405))
        default:
            return Self.response(.failure("error: no such page: \(path)", status: 404))
        }
    }

    /// Runs a command endpoint on the workers with the request's query.
    private func run(
        _ request: HTTPRequest, _ body: @escaping @Sendable (CommandEndpoints, PlaygroundQuery) -> PlaygroundAnswer
    ) async -> HTTPResponse {
        let query = PlaygroundQuery(items: request.query.map { ($0.name, $0.value) })
        let endpoints = self.endpoints
        return Self.response(await workers.run { body(endpoints, query) })
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

    /// The document's facts, read in a child process on the workers; `nil` when they cannot be
    /// had (the document does not read, the queue is full, or the read ran out of time).
    private func facts() async -> DocumentFacts? {
        let endpoints = self.endpoints
        return await workers.value { endpoints.facts() } ?? nil
    }

    /// `/state`: what the page needs to set itself up.
    private func state() async -> String {
        let status = await watch.status
        var object: [String: Any] = ["version": status.version, "ok": status.error == nil, "document": endpoints.document]
        if let error = status.error { object["error"] = error }
        if let facts = await facts() {
            object["environment"] = facts.environment
            object["locales"] = facts.locales
        }
        object["contentSizes"] = TextSizeCategory.allCases.map(\.rawValue)
        // The page labels a picture right to left when its locale's language is one of these.
        object["rightToLeftLanguages"] = DocumentLocale.rightToLeftLanguages.sorted()
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `/events`: a `document` event now and at every edit, and a comment every 15 s so a
    /// closed page is noticed and let go.
    private func events() async -> HTTPResponse {
        let stream = await watch.subscribe()
        let bytes = AsyncStream<[UInt8]> { continuation in
            let relay = Task {
                for await event in stream {
                    switch event {
                    case .status(let status): continuation.yield(Array("event: document\ndata: \(status.json)\n\n".utf8))
                    case .heartbeat: continuation.yield(Array(": still here\n\n".utf8))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in relay.cancel() }
        }
        var headers = HTTPHeaders()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(chunks: bytes)))
    }

    /// `PUT /document`: the editor's text, written over the document (``DocumentSaves``;
    /// `handleRequest` has refused an edit from another page). Saves carry the version of the
    /// text they edit (`If-Match`, the ETag of `GET /document`): an edit made on disk since is
    /// not overwritten.
    private func save(_ request: HTTPRequest) async -> HTTPResponse {
        let tooLarge = Self.response(.failure("error: a document is at most \(Self.bodyLimit) bytes", status: 413))
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.bodyLimit { return tooLarge }
        var body: [UInt8] = []
        do {
            for try await chunk in request.bodySequence {
                body += chunk
                if body.count > Self.bodyLimit { return tooLarge }
            }
        } catch {
            return Self.response(.failure("error: the document's text did not arrive whole", status: 400))
        }
        switch await saves.save(body, expected: request.headers[HTTPHeader("If-Match")]) {
        case .refused(let answer):
            return Self.response(answer)
        case .saved(let tag):
            await watch.poll()
            var response = Self.response(.text(await watch.status.json, contentType: "application/json"))
            response.headers[.eTag] = tag
            return response
        }
    }

    /// `/files/NAME`, `raw` as the request wrote it.
    private func file(_ raw: String) async -> HTTPResponse {
        do {
            let path = try endpoints.folder.servedFile(raw: raw, named: await facts()?.files ?? [])
            let data: Data
            do {
                data = try InputFile.read(path, limit: InputFile.imageLimit)
            } catch {
                return Self.response(.failure("error: cannot read \(raw): \(error)", status: error.isMissing ? 404 : 403))
            }
            return Self.response(PlaygroundAnswer(status: 200, contentType: Self.contentType(of: path), body: Array(data)))
        } catch {
            switch error {
            case .outside, .loop: return Self.response(.failure(error.description, status: 403))
            case .notServed: return Self.response(.failure(error.description, status: 404))
            }
        }
    }

    static func contentType(of path: String) -> String {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        default: "text/plain; charset=utf-8"
        }
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

/// The event stream's bytes as FlyingFox writes a body of unknown length (chunked): each event
/// is written as soon as it comes.
private struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let chunks: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(chunks: chunks.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var chunks: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? { await nextBuffer(suggested: 1)?.first }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let chunk = await chunks.next() else { return nil }
                pending = chunk[...]
            }
            let buffer = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(buffer.count)
            return buffer
        }
    }
}
