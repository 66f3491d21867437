import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `stacks serve` against clients that send what no browser sends: requests too long, too
/// many headers, too slow, too many connections. Each is refused (or let go) without holding
/// the server, which goes on answering.
extension ServeCommandTests {
    /// The status of `GET /state` on a connection of its own, or 0 when no answer came within
    /// 10 s.
    func stateStatus(_ server: PlaygroundServerProcess) throws -> Int {
        let connection = try server.openConnection()
        connection.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        return connection.response()?.status ?? 0
    }

    /// `GET target` with `fields` (after `Host`) on a connection of its own.
    func rawResponse(_ server: PlaygroundServerProcess, _ target: String, fields: [String] = [], host: Bool = true) throws -> ServeRawConnection.Response? {
        let connection = try server.openConnection()
        let lines = ["GET \(target) HTTP/1.1"] + (host ? ["Host: 127.0.0.1:\(server.port)"] : []) + fields + ["Connection: close"]
        connection.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
        return connection.response()
    }

    /// The server's CPU time over `seconds` of nothing asked of it: a server left spinning
    /// (by a request it is still chewing on) uses about a second a second.
    func idleCPUSeconds(_ server: PlaygroundServerProcess, over seconds: Double = 1) async throws -> Double {
        let before = try #require(server.cpuSeconds)
        try await Task.sleep(for: .seconds(seconds))
        return try #require(server.cpuSeconds) - before
    }

    @Test func aMegabyteRequestLineIsRefusedAtOnceAndTheServerGoesOn() async throws {
        try await withServer { server, _ in
            let connection = try server.openConnection()
            let request = "GET /" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            let sending = connection.sendInBackground(Array(request.utf8))
            let response = connection.response()
            #expect(response?.status == 414)
            #expect(response?.text == "error: the request line is longer than 8192 bytes\n")
            #expect(response?.values("connection") == ["close"])
            #expect(connection.closes(within: 5))
            _ = sending.wait(timeout: .now() + 5)
            #expect(try stateStatus(server) == 200)
            #expect(try await idleCPUSeconds(server) < 0.5)
        }
    }

    @Test func theLineAndHeaderLimitsHoldToTheByte() async throws {
        try await withServer { server, _ in
            // "GET " + "/" + path + " HTTP/1.1": 8192 bytes with a path of 8178 letters after
            // the slash. That page does not exist (404); one letter more is too long (414).
            #expect(try rawResponse(server, "/" + String(repeating: "p", count: 8178))?.status == 404)
            #expect(try rawResponse(server, "/" + String(repeating: "p", count: 8179))?.status == 414)
            // "X-Big: " and 8185 letters make a header line of 8192 bytes; 8186 are one too many.
            #expect(try rawResponse(server, "/state", fields: ["X-Big: " + String(repeating: "b", count: 8185)])?.status == 200)
            let long = try rawResponse(server, "/state", fields: ["X-Big: " + String(repeating: "b", count: 8186)])
            #expect(long?.status == 431)
            #expect(long?.text == "error: a header line of the request is longer than 8192 bytes\n")
            // Host, Connection and 98 more make 100 header lines; 99 more make 101.
            let fields = (0..<99).map { "X-Field-\($0): v" }
            #expect(try rawResponse(server, "/state", fields: Array(fields.dropLast()))?.status == 200)
            let many = try rawResponse(server, "/state", fields: fields)
            #expect(many?.status == 431)
            #expect(many?.text == "error: the request has more than 100 header lines\n")
            // Nine lines of 8,009 bytes and their line ends (72 KB), each within the line limit,
            // pass the head's 64 KiB.
            let large = try rawResponse(server, "/state", fields: (0..<9).map { "X-Large-\($0): " + String(repeating: "v", count: 7998) })
            #expect(large?.status == 431)
            #expect(large?.text == "error: the request's line and headers are longer than 65536 bytes\n")
            // A header name with a space before its colon, and a folded line, do not parse.
            #expect(try rawResponse(server, "/state", fields: ["X-Spaced : v"])?.status == 400)
            #expect(try rawResponse(server, "/state", fields: ["X-Folded: a", " b"])?.status == 400)
            #expect(try stateStatus(server) == 200)
        }
    }

    @Test func aClientTooSlowOrIdleIsLetGo() async throws {
        try await withServer(arguments: ["--request-timeout", "1", "--idle-timeout", "1"]) { server, _ in
            // A header byte every 0.2 s: the request is not whole a second after it began.
            let slow = try server.openConnection()
            let started = Date()
            slow.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            var response: ServeRawConnection.Response?
            for _ in 0..<50 where response == nil {
                slow.send("x")
                response = slow.response(timeout: 0.2)
            }
            #expect(response?.status == 408)
            #expect(response?.text == "error: the request did not arrive within 1 s of its first byte\n")
            #expect(slow.closes(within: 5))
            #expect(Date().timeIntervalSince(started) < 8)
            // A connection that says nothing, and one kept alive after its answer, are closed
            // after the idle second without a word.
            let silent = try server.openConnection()
            #expect(silent.closes(within: 8))
            let kept = try server.openConnection()
            kept.send("GET /playground.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(kept.response()?.status == 200)
            #expect(kept.closes(within: 8))
            #expect(try stateStatus(server) == 200)
        }
    }

    @Test func connectionsPastWhatTheServerCanOpenAreRefusedAndItStays() async throws {
        // 256 files: stdio, the poller, the commands' pipes and the like need a few dozen; the
        // most connections is 256 − 64 − 8 per core (docs/serve.md).
        let limit = 256
        let most = limit - 64 - 8 * ProcessInfo.processInfo.activeProcessorCount
        try await withServer(openFileLimit: limit) { server, _ in
            // More connections than that, saying nothing: the longest waiting make room, and
            // the server never holds more than the most.
            var idle = try (0..<300).map { _ in try server.openConnection() }
            #expect(try stateStatus(server) == 200)
            try await Task.sleep(for: .milliseconds(500))
            #expect(idle.filter { $0.closes(within: 0.01) }.count >= 300 - most)
            idle.removeAll()
            try await Task.sleep(for: .milliseconds(300))
            // As many, each half-way through a request: the server holds at most the most, and
            // answers the rest 503 at once (some of the first may have been let go to make room
            // before the server read their first bytes).
            var busy: [ServeRawConnection] = []
            for _ in 0..<300 {
                let connection = try server.openConnection()
                connection.send("GET /state HTTP/1.1\r\n")
                busy.append(connection)
            }
            try await Task.sleep(for: .milliseconds(500))
            let answers = busy.map { $0.response(timeout: 0.01) }
            let held = zip(busy, answers).filter { $1 == nil && !$0.closes(within: 0.01) }.count
            #expect(held <= most)
            let refused = answers.compactMap { $0 }
            #expect(!refused.isEmpty)
            for response in refused {
                #expect(response.status == 503)
                #expect(response.text == "error: the playground is busy with \(most) connections, the most it serves at once; try again\n")
            }
            #expect(try stateStatus(server) == 503)
            busy.removeAll()
            try await Task.sleep(for: .milliseconds(300))
            #expect(try stateStatus(server) == 200)
            #expect(server.process.isRunning)
        }
    }

    @Test func aBodyPastTheLimitIsRefusedFromItsDeclaredLength() async throws {
        try await withServer(arguments: ["--request-timeout", "1"]) { server, workspace in
            let host = "Host: 127.0.0.1:\(server.port)"
            // 1.5 MB declared, none sent: refused at once, not waited for.
            let large = try server.openConnection()
            large.send("PUT /document HTTP/1.1\r\n\(host)\r\nContent-Length: 1500000\r\n\r\n")
            let refusal = large.response(timeout: 5)
            #expect(refusal?.status == 413)
            #expect(refusal?.text == "error: a document is at most 1048576 bytes; this request's body is 1500000\n")
            #expect(large.closes(within: 5))
            // A body within the limit that never comes: 408 after the request's second.
            let missing = try server.openConnection()
            missing.send("PUT /document HTTP/1.1\r\n\(host)\r\nContent-Length: 1048576\r\n\r\n")
            #expect(missing.response(timeout: 5)?.status == 408)
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == Workspace.text)
            // A client that waits to be told to send (`Expect: 100-continue`) is told, then answered.
            let edited = Array(Workspace.text.replacingOccurrences(of: "height: 50", with: "height: 55").utf8)
            let asking = try server.openConnection()
            asking.send("PUT /document HTTP/1.1\r\n\(host)\r\nContent-Length: \(edited.count)\r\nExpect: 100-continue\r\n\r\n")
            #expect(asking.response(timeout: 5)?.status == 100)
            asking.send(edited)
            #expect(asking.response(timeout: 10)?.status == 200)
            #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.document)) == Data(edited))
            // A chunked body is refused: the server reads bodies of a declared length only.
            let chunked = try server.openConnection()
            chunked.send("PUT /document HTTP/1.1\r\n\(host)\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            #expect(chunked.response()?.status == 411)
        }
    }

    @Test func hostOriginAndFetchSiteComeOnceAndAreReadInAnyCase() async throws {
        try await withServer { server, _ in
            let missing = try rawResponse(server, "/state", host: false)
            #expect(missing?.status == 400)
            #expect(missing?.text == "error: the request has no Host header; the playground answers only requests for localhost\n")
            let oldClient = try server.openConnection()
            oldClient.send("GET /state HTTP/1.0\r\n\r\n")
            #expect(oldClient.response()?.status == 400)
            let host = "Host: 127.0.0.1:\(server.port)"
            let twoHosts = try rawResponse(server, "/state", fields: [host])
            #expect(twoHosts?.status == 400)
            #expect(twoHosts?.text == "error: the request has more than one Host header\n")
            let origin = "Origin: http://127.0.0.1:\(server.port)"
            #expect(try rawResponse(server, "/state", fields: [origin])?.status == 200)
            #expect(try rawResponse(server, "/state", fields: [origin, origin])?.text == "error: the request has more than one Origin header\n")
            let sites = try rawResponse(server, "/state", fields: ["Sec-Fetch-Site: same-origin", "Sec-Fetch-Site: cross-site"])
            #expect(sites?.text == "error: the request has more than one Sec-Fetch-Site header\n")
            for site in ["CROSS-SITE", "Same-Site", " cross-site"] {
                let response = try rawResponse(server, "/render.png?width=100", fields: ["Sec-Fetch-Site: \(site)"])
                #expect(response?.status == 403, "\(site)")
            }
            #expect(try rawResponse(server, "/state", fields: ["Sec-Fetch-Site: same-origin"])?.status == 200)
        }
    }

    @Test func requestsOnOneConnectionAreAnsweredInOrderAndTheEventsAreNotSniffed() async throws {
        try await withServer { server, _ in
            let connection = try server.openConnection()
            // Three requests in one write: a page, a missing page, and HEAD (not allowed, so
            // 405, whose body is not sent) closing the connection.
            let host = "Host: 127.0.0.1:\(server.port)"
            connection.send(
                "GET /playground.css HTTP/1.1\r\n\(host)\r\n\r\nGET /nothing HTTP/1.1\r\n\(host)\r\n\r\n"
                    + "HEAD /playground.css HTTP/1.1\r\n\(host)\r\nConnection: close\r\n\r\n")
            let style = try String(contentsOf: StacksProcess.packageRoot.appendingPathComponent("Tools/Sources/stacks/Serve/Playground/playground.css"), encoding: .utf8)
            let first = connection.response()
            #expect(first?.status == 200)
            #expect(first?.text == style)
            let second = connection.response()
            #expect(second?.status == 404)
            #expect(second?.text == "error: no such page: /nothing\n")
            let third = connection.response(bodyless: true)
            let refusal = "error: HEAD is not allowed on /playground.css\n"
            #expect(third?.status == 405)
            #expect(third?.values("content-length") == ["\(refusal.utf8.count)"])
            #expect(third?.values("connection") == ["close"])
            #expect(connection.closes(within: 5))

            let events = try server.openConnection()
            events.send("GET /events HTTP/1.1\r\n\(host)\r\n\r\n")
            let stream = events.response(firstChunkOnly: true)
            #expect(stream?.status == 200)
            #expect(stream?.values("content-type") == ["text/event-stream"])
            #expect(stream?.values("x-content-type-options") == ["nosniff"])
            #expect(stream?.text.hasPrefix("event: document\ndata: {") == true)
        }
    }
}
