import FlyingFox
import FlyingSocks
import Foundation
import FileAccess
import StackDocument

/// One document's playground: its page and the routes that answer about it. `stacks serve DOC`
/// serves one at `/`; `stacks serve FOLDER` one per document, at `/d/NAME/` (``ServedFolder``).
/// The page asks with paths relative to its own, so it is the same page in both.
///
/// | route | answer |
/// | --- | --- |
/// | `GET /` | the page (``PlaygroundPage``) |
/// | `GET /frames?…`, `/explain?…`, `/audit?…` | what `stacks frames`, `explain`, `audit --format json` print |
/// | `GET /render.svg?…`, `/render.png?…` | the picture `stacks render` draws of one combination |
/// | `GET /state` | the document's version, its error if any, its environment and string-table locales |
/// | `GET /events` | server-sent events: a `document` event with the status at each edit |
/// | `GET /document`, `PUT /document` | the document's text; saving it (``DocumentSaves``) |
/// | `GET /files/NAME` | the document and the files it names, inside its folder only |
struct DocumentPlayground: Sendable {
    var endpoints: CommandEndpoints
    var workers: RenderWorkers
    var watch: DocumentWatch
    var saves: DocumentSaves

    /// The playground of `endpoints`' document; its watch is started by ``watchEdits()``.
    init(endpoints: CommandEndpoints, workers: RenderWorkers) {
        self.endpoints = endpoints
        self.workers = workers
        saves = DocumentSaves(endpoints: endpoints, workers: workers)
        watch = DocumentWatch(path: endpoints.document) {
            // Checked as `stacks frames` checks it, at the document's width or the page's default.
            let facts = await workers.value { endpoints.facts() } ?? nil
            let width = facts?.hasWidth == true ? [] : [("width", "375")]
            let answer = await workers.run { endpoints.frames(PlaygroundQuery(items: width)) }
            guard answer.status != 200 else { return nil }
            return String(decoding: answer.body, as: UTF8.self).trimmingTrailingNewlines
        }
    }

    /// Looks at the document once (so no page sees version 0), then follows its edits until
    /// the returned task is cancelled.
    func watchEdits() async -> Task<Void, Never> {
        await watch.poll()
        let watch = self.watch
        return Task { await watch.watch() }
    }

    /// The routes this playground answers, for a `405` rather than a `404` on another method.
    static let routes: Set<String> = ["/", "/frames", "/explain", "/audit", "/render.svg", "/render.png", "/state", "/events", "/document"]

    /// The answer to `request`, whose path, relative to this playground, is `path` (as sent,
    /// percent-encoded: `/files/` checks it itself, so that an encoded slash or dot segment is
    /// refused rather than decoded into a different path).
    func answer(_ request: HTTPRequest, path: String) async -> HTTPResponse {
        switch (request.method, path) {
        case (.GET, "/"): return PlaygroundServer.response(.text(PlaygroundPage.html, contentType: "text/html; charset=utf-8"))
        case (.GET, "/frames"): return await run(request) { $0.frames($1) }
        case (.GET, "/explain"): return await run(request) { $0.explain($1) }
        case (.GET, "/audit"): return await run(request) { $0.audit($1) }
        case (.GET, "/render.svg"): return await run(request) { $0.render($1, format: "svg") }
        case (.GET, "/render.png"): return await run(request) { $0.render($1, format: "png") }
        case (.GET, "/state"): return PlaygroundServer.response(.text(await state(), contentType: "application/json"))
        case (.GET, "/events"): return await events()
        case (.GET, "/document"): return text()
        case (.PUT, "/document"): return await save(request)
        case (.GET, _) where path.hasPrefix("/files/"): return await file(String(path.dropFirst("/files/".count)))
        case (_, _) where Self.routes.contains(path): return PlaygroundServer.notAllowed(request, path)
        default:
            return PlaygroundServer.response(.failure("error: no such page: \(path)", status: 404))
        }
    }

    /// Runs a command endpoint on the workers with the request's query.
    private func run(
        _ request: HTTPRequest, _ body: @escaping @Sendable (CommandEndpoints, PlaygroundQuery) -> PlaygroundAnswer
    ) async -> HTTPResponse {
        let query = PlaygroundQuery(items: request.query.map { ($0.name, $0.value) })
        let endpoints = self.endpoints
        return PlaygroundServer.response(await workers.run { body(endpoints, query) })
    }

    /// The document's facts, read in a child process on the workers; `nil` when they cannot be
    /// had (the document does not read, the queue is full, or the read ran out of time).
    private func facts() async -> DocumentFacts? {
        let endpoints = self.endpoints
        return await workers.value { endpoints.facts() } ?? nil
    }

    /// `/state`: what the page needs to set itself up.
    private func state() async -> String {
        await watch.poll()
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
        await watch.poll()
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

    /// `GET /document`: the document's text, with its tag for a save to carry.
    private func text() -> HTTPResponse {
        let data: Data
        do {
            data = try InputFile.read(endpoints.document, limit: InputFile.documentLimit)
        } catch {
            return PlaygroundServer.response(
                .failure("error: cannot read \(endpoints.document): \(error)", status: error.isMissing ? 404 : 403))
        }
        var response = PlaygroundServer.response(PlaygroundAnswer(status: 200, contentType: "text/plain; charset=utf-8", body: Array(data)))
        response.headers[.eTag] = DocumentSaves.tag(of: Array(data))
        return response
    }

    /// `PUT /document`: the editor's text, written over the document (``DocumentSaves``; the
    /// server has refused an edit from another page). Saves carry the version of the text they
    /// edit (`If-Match`, the ETag of `GET /document`): an edit made on disk since is not
    /// overwritten.
    private func save(_ request: HTTPRequest) async -> HTTPResponse {
        let limit = PlaygroundServer.bodyLimit
        let tooLarge = PlaygroundServer.response(.failure("error: a document is at most \(limit) bytes", status: 413))
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit { return tooLarge }
        var body: [UInt8] = []
        do {
            for try await chunk in request.bodySequence {
                body += chunk
                if body.count > limit { return tooLarge }
            }
        } catch {
            return PlaygroundServer.response(.failure("error: the document's text did not arrive whole", status: 400))
        }
        switch await saves.save(body, expected: request.headers[HTTPHeader("If-Match")]) {
        case .refused(let answer):
            return PlaygroundServer.response(answer)
        case .saved(let tag):
            await watch.poll()
            var response = PlaygroundServer.response(.text(await watch.status.json, contentType: "application/json"))
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
                return PlaygroundServer.response(.failure("error: cannot read \(raw): \(error)", status: error.isMissing ? 404 : 403))
            }
            return PlaygroundServer.response(PlaygroundAnswer(status: 200, contentType: Self.contentType(of: path), body: Array(data)))
        } catch {
            switch error {
            case .outside, .loop: return PlaygroundServer.response(.failure(error.description, status: 403))
            case .notServed: return PlaygroundServer.response(.failure(error.description, status: 404))
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
