#if Serve  // `stacks serve` is built where Hummingbird is a dependency (Package.swift)
import Foundation
import Hummingbird
import StackDocument

/// `stacks serve`'s HTTP side: the routes of the playground on Hummingbird.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` and `/playground.js`, `/playground.css` | the page (``PlaygroundPage``) |
/// | `GET /frames?…`, `/explain?…`, `/audit?…` | what `stacks frames`, `explain`, `audit --format json` print |
/// | `GET /render.svg?…`, `/render.png?…` | the picture `stacks render` draws of one combination |
/// | `GET /state` | the document's version, its error if any, its environment and string-table locales |
/// | `GET /events` | server-sent events: a `document` event with the status at each edit |
/// | `GET /document`, `PUT /document` | the document's text; saving it (atomically) |
/// | `GET /files/NAME` | the document and the images it names, inside its folder only |
///
/// Requests whose `Host` is not the loopback name the server listens on are refused when it
/// listens on loopback (a page elsewhere could otherwise reach it through DNS rebinding), and an
/// edit must come from the page itself (`Origin`, when sent, is the server's own).
@available(macOS 14.0, *)
struct PlaygroundServer: Sendable {
    /// The most a saved document may be.
    static let bodyLimit = 1 << 20

    var endpoints: CommandEndpoints
    var workers: RenderWorkers
    var watch: DocumentWatch
    /// Whether the server listens on loopback only, so `Host` must name loopback.
    var loopbackOnly: Bool

    func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: HostCheck(loopbackOnly: loopbackOnly))
        router.get("/") { _, _ in Self.response(.text(PlaygroundPage.html, contentType: "text/html; charset=utf-8")) }
        router.get("/playground.js") { _, _ in
            Self.response(.text(PlaygroundPage.script, contentType: "text/javascript; charset=utf-8"))
        }
        router.get("/playground.css") { _, _ in Self.response(.text(PlaygroundPage.style, contentType: "text/css; charset=utf-8")) }
        router.get("/frames") { request, _ in await self.run(request) { $0.frames($1) } }
        router.get("/explain") { request, _ in await self.run(request) { $0.explain($1) } }
        router.get("/audit") { request, _ in await self.run(request) { $0.audit($1) } }
        router.get("/render.svg") { request, _ in await self.run(request) { $0.render($1, format: "svg") } }
        router.get("/render.png") { request, _ in await self.run(request) { $0.render($1, format: "png") } }
        router.get("/state") { _, _ in Self.response(.text(await self.state(), contentType: "application/json")) }
        router.get("/events") { _, _ in self.events() }
        router.get("/document") { _, _ in
            guard let data = FileManager.default.contents(atPath: endpoints.document) else {
                return Self.response(.failure("error: cannot read \(endpoints.document)", status: 404))
            }
            return Self.response(PlaygroundAnswer(status: 200, contentType: "text/plain; charset=utf-8", body: Array(data)))
        }
        router.put("/document") { request, _ in await self.save(request) }
        router.get("/files/**") { request, _ in self.file(request) }
        return router
    }

    /// Runs a command endpoint on the workers with the request's query.
    private func run(
        _ request: Request, _ body: @escaping @Sendable (CommandEndpoints, PlaygroundQuery) -> PlaygroundAnswer
    ) async -> Response {
        let query = PlaygroundQuery(items: request.uri.queryParameters.map { (String($0.key), String($0.value)) })
        let endpoints = self.endpoints
        return Self.response(await workers.run { body(endpoints, query) })
    }

    /// `/state`: what the page needs to set itself up.
    private func state() async -> String {
        let status = await watch.status
        var object: [String: Any] = ["version": status.version, "ok": status.error == nil, "document": endpoints.document]
        if let error = status.error { object["error"] = error }
        if let document = try? StackDocument(contentsOf: endpoints.document) {
            var environment: [String: Any] = [:]
            if let width = document.environment.width { environment["width"] = width }
            if let contentSize = document.environment.contentSize { environment["contentSize"] = contentSize.rawValue }
            if let direction = document.environment.direction { environment["direction"] = direction == .rightToLeft ? "rtl" : "ltr" }
            object["environment"] = environment
            object["locales"] = document.strings.locales
        }
        object["contentSizes"] = TextSizeCategory.allCases.map(\.rawValue)
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `/events`: a `document` event now and at every edit, and a comment every 15 s so a
    /// closed page is noticed and let go.
    private func events() -> Response {
        let watch = self.watch
        let body = ResponseBody { writer in
            let stream = await watch.subscribe()
            for await event in stream {
                switch event {
                case .status(let status): try await writer.write(ByteBuffer(string: "event: document\ndata: \(status.json)\n\n"))
                case .heartbeat: try await writer.write(ByteBuffer(string: ": still here\n\n"))
                }
            }
            try await writer.finish(nil)
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: body)
    }

    /// `PUT /document`: the editor's text, written over the document.
    private func save(_ request: Request) async -> Response {
        if let origin = request.headers[.origin], let host = request.head.authority, origin != "http://\(host)" {
            return Self.response(.failure("error: edits come from the playground's own page, not \(origin)", status: 403))
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.bodyLimit)
        } catch {
            return Self.response(.failure("error: a document is at most \(Self.bodyLimit) bytes", status: 413))
        }
        do {
            try DocumentSave.write(Array(buffer: body), to: endpoints.document)
        } catch {
            return Self.response(.failure(error.description, status: 500))
        }
        await watch.poll()
        return Self.response(.text(await watch.status.json, contentType: "application/json"))
    }

    /// `/files/NAME`.
    private func file(_ request: Request) -> Response {
        let raw = String(request.uri.path.dropFirst("/files/".count))
        do {
            let path = try endpoints.folder.servedFile(raw: raw)
            guard let data = FileManager.default.contents(atPath: path) else {
                return Self.response(.failure("error: cannot read \(raw)", status: 404))
            }
            return Self.response(PlaygroundAnswer(status: 200, contentType: Self.contentType(of: path), body: Array(data)))
        } catch {
            switch error {
            case .outside: return Self.response(.failure(error.description, status: 403))
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

    static func response(_ answer: PlaygroundAnswer) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = answer.contentType
        headers[.cacheControl] = "no-store"
        headers[.contentLength] = String(answer.body.count)
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}

/// Refuses requests whose `Host` header names something other than loopback while the server
/// listens on loopback only: a page on another site that rebinds its own name to 127.0.0.1
/// would otherwise be able to read and edit the document.
@available(macOS 14.0, *)
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    var loopbackOnly: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if loopbackOnly, let host = request.head.authority, !Self.isLoopback(hostHeader: host) {
            return PlaygroundServer.response(.failure("error: the playground answers only requests for localhost, not \(host)", status: 403))
        }
        return try await next(request, context)
    }

    /// `localhost:8080`, `127.0.0.1`, `[::1]:8080` and the like.
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
#endif
