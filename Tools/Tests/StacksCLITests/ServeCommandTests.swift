import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing
import ToolsTestSupport

/// `stacks serve` over HTTP: the server is started on a free loopback port and asked what the
/// page asks, and what an attacker would.
@Suite(.serialized) struct ServeCommandTests {
    /// A folder with a document (a 50 pt box over a button stack), a PNG it names, a file it
    /// does not name, and a link that points out of the folder.
    struct Workspace {
        let temporary: TemporaryFolder
        var folder: URL { temporary.url }
        var document: String { temporary.path(of: "doc.yaml") }

        static let text = """
            environment: {width: 320}
            root:
              stack:
                axis: vertical
                children:
                  - box: {id: banner, height: 50}
                  - box: {id: photo, width: 40, height: 40, image: photo.png}
                  - buttons:
                      id: actions
                      items:
                        - {id: share, title: Share, icon: share}
                        - {id: save, title: Save, icon: star}

            """

        init(_ text: String = Self.text) throws {
            temporary = try TemporaryFolder()
            try temporary.write(text, to: "doc.yaml")
            try temporary.write(Self.onePixelPNG, to: "photo.png")
            try temporary.write("not for the web\n", to: "private.txt")
            try FileManager.default.createSymbolicLink(atPath: temporary.path(of: "escape.png"), withDestinationPath: "/etc/passwd")
        }

        func remove() { temporary.remove() }

        /// A 1 × 1 opaque white PNG.
        static let onePixelPNG = Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC")!
    }

    /// Runs `body` with a server on a fresh workspace, and stops both afterwards.
    func withServer(
        _ text: String = Workspace.text, arguments: [String] = [], openFileLimit: Int? = nil,
        _ body: (PlaygroundServerProcess, Workspace) async throws -> Void
    ) async throws {
        let workspace = try Workspace(text)
        defer { workspace.remove() }
        let server = try PlaygroundServerProcess(document: workspace.document, arguments: arguments, openFileLimit: openFileLimit)
        defer { server.stop() }
        try await body(server, workspace)
    }

    @Test func printsALoopbackAddressForPortZero() async throws {
        try await withServer { server, _ in
            #expect(server.address.hasPrefix("http://127.0.0.1:"))
            #expect(server.port > 0 && server.port != 8080)
        }
    }

    @Test func framesAnswerWhatTheCommandPrints() async throws {
        try await withServer { server, workspace in
            for (query, options) in [
                ("", [String]()),
                ("?width=200&contentSize=accessibilityXXXLarge", ["--width", "200", "--content-size", "accessibilityXXXLarge"]),
                ("?width=375&direction=rtl&scale=0&locale=pseudo", ["--width", "375", "--direction", "rtl", "--scale", "0", "--locale", "pseudo"]),
                ("?textMetrics=fixed&height=300", ["--text-metrics", "fixed", "--height", "300"]),
            ] {
                let reply = try await server.request("/frames" + query)
                let command = try StacksProcess.run(["frames", workspace.document, "--fonts", "fonts/fonts.conf"] + options)
                #expect(command.status == 0)
                #expect(reply.status == 200)
                #expect(reply.contentType == "application/json")
                #expect(reply.text == command.standardOutput, "\(query)")
            }
        }
    }

    @Test func framesHaveTheHandWorkedSizes() async throws {
        try await withServer { server, _ in
            // At 200 pt the root is 200 pt wide; the banner is 50 pt tall at the top, full width.
            let frames = try FramesOutput(try await server.request("/frames?width=200&textMetrics=fixed").text)
            #expect(frames.size["width"] == 200)
            #expect(frames.frame("banner") == [0, 0, 200, 50])
            // The stack aligns its children to fill: the 40 pt photo is stretched to 200 pt,
            // right below the banner (y = 50).
            #expect(frames.frame("photo") == [0, 50, 200, 40])
        }
    }

    @Test func explainAndAuditAnswerWhatTheCommandsPrint() async throws {
        try await withServer { server, workspace in
            let explain = try await server.request("/explain?width=240")
            let explained = try StacksProcess.run(["explain", workspace.document, "--fonts", "fonts/fonts.conf", "--width", "240"])
            #expect(explain.status == 200)
            #expect(explain.text == explained.standardOutput)
            #expect(explain.text.hasPrefix("buttons actions "))

            let audit = try await server.request("/audit?width=200,320&contentSize=large,accessibilityXXXLarge")
            let audited = try StacksProcess.run([
                "audit", workspace.document, "--fonts", "fonts/fonts.conf", "--width", "200,320",
                "--content-size", "large,accessibilityXXXLarge", "--format", "json",
            ])
            #expect(audit.status == 200)
            #expect(audit.text == audited.standardOutput)
            let report = try JSONSerialization.jsonObject(with: audit.body) as? [String: Any]
            // Two widths × two sizes.
            #expect((report?["combinations"] as? [Any])?.count == 4)
        }
    }

    @Test func picturesAreSVGAndPNGOfTheRootsSize() async throws {
        try await withServer { server, _ in
            let svg = try await server.request("/render.svg?width=320")
            #expect(svg.status == 200)
            #expect(svg.contentType == "image/svg+xml")
            #expect(svg.text.contains("width=\"320pt\""))
            let png = try await server.request("/render.png?width=160&scale=2")
            #expect(png.status == 200)
            #expect(png.contentType == "image/png")
            // PNG signature, then the IHDR chunk whose first field is the width: 160 pt × 2 = 320 px.
            #expect(png.body.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let width = png.body.count >= 20 ? png.body[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
            #expect(width == 320)
            let debug = try await server.request("/render.svg?width=320&debug=1")
            #expect(debug.status == 200)
            #expect(debug.body != svg.body, "the debug overlay draws over the picture")
        }
    }

    @Test func badParametersGetTheCommandLinesMessages() async throws {
        try await withServer { server, workspace in
            let width = try await server.request("/frames?width=-5")
            #expect(width.status == 400)
            #expect(width.text == "Error: --width must be a finite number, 0 or more; got -5.0\n")
            let command = try StacksProcess.run(["frames", workspace.document, "--width=-5"])
            #expect(command.standardError.hasPrefix(width.text))

            let direction = try await server.request("/frames?direction=up")
            #expect(direction.status == 400)
            #expect(direction.text == "Error: --direction: unknown value \"up\"; expected one of ltr, rtl\n")

            let scale = try await server.request("/render.png?scale=0")
            #expect(scale.status == 400)
            #expect(scale.text == "Error: --scale must be greater than 0 for pictures\n")

            let unknown = try await server.request("/frames?fonts=/etc/fonts.conf")
            #expect(unknown.status == 400)
            #expect(unknown.text == "error: /frames takes no parameter 'fonts'; it takes width, height, contentSize, locale, direction, scale, textMetrics\n")

            let list = try await server.request("/render.svg?width=320,375")
            #expect(list.status == 400)
            #expect(list.text == "error: /render.svg draws one combination: 'width' takes one value; got \"320,375\"\n")

            let sizes = try await server.request("/audit?contentSize=large,huge")
            #expect(sizes.status == 400)
            #expect(sizes.text.hasPrefix("Error: --content-size: unknown value \"huge\""))
        }
    }

    @Test func aDocumentErrorIsLocatedAnd422() async throws {
        let broken = """
            environment: {width: 320}
            root:
              stack:
                axis: sideways

            """
        try await withServer(broken) { server, workspace in
            let reply = try await server.request("/frames")
            let command = try StacksProcess.run(["frames", workspace.document, "--fonts", "fonts/fonts.conf"])
            #expect(reply.status == 422)
            #expect(command.status == 1)
            #expect(reply.text == command.standardError)
            #expect(reply.text.contains("doc.yaml:4:11: error: root.stack.axis: "))
        }
    }

    @Test func onlyTheDocumentAndItsImagesAreServed() async throws {
        try await withServer { server, workspace in
            #expect(try await server.request("/files/doc.yaml").text == Workspace.text)
            #expect(try await server.request("/files/photo.png").body == Workspace.onePixelPNG)
            // In the folder, but not named by the document.
            #expect(try server.rawStatus("/files/private.txt") == 404)
            #expect(try server.rawStatus("/files/missing.png") == 404)
            for attempt in [
                "/files/../Package.swift", "/files/%2e%2e/Package.swift", "/files/%2E%2E/%2E%2E/etc/passwd",
                "/files/..%2fPackage.swift", "/files/photo.png%2f..%2f..%2fPackage.swift", "/files/%2fetc%2fpasswd",
                "/files//etc/passwd", "/files/./doc.yaml", "/files/..\\Package.swift", "/files/doc.yaml%00.png",
            ] {
                let status = try server.rawStatus(attempt)
                #expect(status == 403 || status == 404, "\(attempt) answered \(status)")
            }
            #expect(try server.rawStatus("/files/%2e%2e/Package.swift") == 403)
            // A link inside the folder that points out of it, named by the document or not.
            #expect(try server.rawStatus("/files/escape.png") == 403)
            let named = Workspace.text.replacingOccurrences(of: "image: photo.png", with: "image: escape.png")
            try Data(named.utf8).write(to: URL(fileURLWithPath: workspace.document))
            #expect(try server.rawStatus("/files/escape.png") == 403)
            // …and a picture would carry it: its command refuses to read it.
            let picture = try await server.request("/render.png?width=100")
            #expect(picture.status == 422)
            #expect(picture.text.contains("escape.png: it is outside the document's folder"))
            // A page elsewhere that rebinds its name to 127.0.0.1.
            #expect(try server.rawStatus("/frames", host: "attacker.example:\(server.port)") == 403)
            #expect(try server.rawStatus("/", host: "localhost:\(server.port)") == 200)
        }
    }

    @Test func savingWritesTheDocumentAtomicallyAndReportsItsStatus() async throws {
        try await withServer { server, workspace in
            let initial = try JSONSerialization.jsonObject(with: try await server.request("/state").body) as? [String: Any]
            let version = try #require(initial?["version"] as? Int)
            #expect(initial?["ok"] as? Bool == true)
            let edited = Workspace.text.replacingOccurrences(of: "height: 50", with: "height: 70")
            let saved = try await server.request("/document", method: "PUT", body: Data(edited.utf8))
            #expect(saved.status == 200)
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == edited)
            let status = try JSONSerialization.jsonObject(with: saved.body) as? [String: Any]
            #expect(status?["version"] as? Int == version + 1)
            // The new banner height shows at once.
            #expect(try FramesOutput(try await server.request("/frames?textMetrics=fixed").text).frame("banner") == [0, 0, 320, 70])
            // No temporary file is left beside the document.
            let files = try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path).sorted()
            #expect(files == ["doc.yaml", "escape.png", "photo.png", "private.txt"])

            // A document that does not read is refused (422, located), and the last good text stays.
            let invalid = try await server.request("/document", method: "PUT", body: Data("root: {stack: {axis: sideways}}\n".utf8))
            #expect(invalid.status == 422)
            // `root: {stack: {axis: sideways}}`: `sideways` at column 22, in a compiler's form.
            #expect(invalid.text.contains(":1:22: error: root.stack.axis: "), "\(invalid.text)")
            #expect(invalid.text.contains("nothing was saved"))
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == edited)

            let tooLarge = try await server.request("/document", method: "PUT", body: Data(count: 2 << 20))
            #expect(tooLarge.status == 413)
            let foreign = try await server.request(
                "/document", method: "PUT", body: Data(edited.utf8), headers: ["Origin": "http://attacker.example"])
            #expect(foreign.status == 403)
        }
    }

    @Test func aSaveOfAStaleVersionConflictsAndKeepsTheEditOnDisk() async throws {
        try await withServer { server, workspace in
            let loaded = try await PlaygroundServerProcess.session.data(from: URL(string: server.address + "/document")!)
            let tag = try #require((loaded.1 as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"))
            // Someone edits the file on disk after the page loaded it.
            let onDisk = Workspace.text.replacingOccurrences(of: "height: 50", with: "height: 60")
            try Data(onDisk.utf8).write(to: URL(fileURLWithPath: workspace.document))
            let mine = Workspace.text.replacingOccurrences(of: "height: 50", with: "height: 80")
            let stale = try await server.request("/document", method: "PUT", body: Data(mine.utf8), headers: ["If-Match": tag])
            #expect(stale.status == 409)
            #expect(stale.text.contains("changed on disk since this page loaded it"))
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == onDisk)
            // Loaded again, the save goes through, and answers the new text's tag.
            let reloaded = try await PlaygroundServerProcess.session.data(from: URL(string: server.address + "/document")!)
            let current = try #require((reloaded.1 as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"))
            #expect(current != tag)
            let fresh = try await server.request("/document", method: "PUT", body: Data(mine.utf8), headers: ["If-Match": current])
            #expect(fresh.status == 200)
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == mine)
        }
    }

    @Test func fiftyConcurrentPictureRequestsAreAllAnswered() async throws {
        try await withServer { server, _ in
            let started = Date()
            let statuses = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let reply = try await server.request("/render.png?width=\(200 + index % 50)&scale=1")
                        return (reply.status, reply.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                    }
                }
                return try await group.reduce(into: [(Int, Bool)]()) { $0.append($1) }
            }
            #expect(statuses.count == 50)
            #expect(statuses.allSatisfy { $0 == (200, true) })
            let seconds = Date().timeIntervalSince(started)
            print("50 concurrent PNGs in \(Int(seconds * 1000)) ms; server peak memory \(server.peakMemoryKiB ?? -1) KiB")
        }
    }

    /// The server's children (the commands answering requests), from /proc.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { child in
            // /proc/PID/stat: "PID (NAME) STATE PPID …"; the name may hold spaces, the rest not.
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    @Test func aRequestPastItsTimeIsStoppedNotLeftRunning() async throws {
        // 6,000 × 6,000 pt at scale 1: 36 million pixels, a second or more of drawing and
        // encoding, far past a 0.2 s limit.
        let text = "root:\n  stack:\n    axis: vertical\n    children:\n      - box: {width: 6000, height: 6000, fill: \"#FF0000\"}\n"
        try await withServer(text, arguments: ["--render-timeout", "0.2"]) { server, _ in
            let started = Date()
            let reply = try await server.request("/render.png?width=6000&scale=1")
            #expect(reply.status == 503)
            #expect(reply.text.contains("took longer than 0.2 s and was stopped"))
            #expect(reply.text.contains("--render-timeout"))
            #expect(Date().timeIntervalSince(started) < 5)
            // The picture's process was killed, not left drawing: none of the server's children
            // remain once the answer is out.
            var remaining = Self.children(of: server.process.processIdentifier)
            for _ in 0..<20 where !remaining.isEmpty {
                try await Task.sleep(for: .milliseconds(50))
                remaining = Self.children(of: server.process.processIdentifier)
            }
            #expect(remaining.isEmpty)
            // The server goes on answering (what it serves itself: every command of this server
            // has 0.2 s, which an instrumented build's commands may take just to start).
            #expect(try await server.request("/state").status == 200)
            #expect(try await server.request("/playground.js").status == 200)
        }
    }

    @Test func aFIFOInTheFolderNeverHoldsTheServer() async throws {
        try await withServer { server, workspace in
            // The image the document names, then the document itself, become FIFOs nobody writes.
            let photo = workspace.folder.appendingPathComponent("photo.png").path
            try FileManager.default.removeItem(atPath: photo)
            #expect(mkfifo(photo, 0o600) == 0)
            let image = try await server.request("/files/photo.png")
            #expect(image.status == 403)
            #expect(image.text.contains("it is a FIFO (a named pipe), not a regular file"))
            let picture = try await server.request("/render.png?width=100")
            #expect(picture.status == 422)
            #expect(picture.text.contains("photo.png: it is a FIFO"))
            try FileManager.default.removeItem(atPath: workspace.document)
            #expect(mkfifo(workspace.document, 0o600) == 0)
            let document = try await server.request("/document")
            #expect(document.status == 403)
            #expect(document.text.contains("it is a FIFO"))
            let frames = try await server.request("/frames?width=100")
            #expect(frames.status == 422)
            // The watch looks at the FIFO every 200 ms and is not held: the page, its state and
            // its script still answer.
            try await Task.sleep(for: .milliseconds(500))
            #expect(try await server.request("/state").status == 200)
            #expect(try await server.request("/playground.js").status == 200)
        }
    }

    @Test func eachPictureHasThePixelBudgetTheServerWasGiven() async throws {
        // 200 × 50 pt at scale 2: 400 × (50 + 40 + 44…) px, well past 10,000 pixels.
        try await withServer(arguments: ["--max-pixels", "10000"]) { server, _ in
            let reply = try await server.request("/render.png?width=200&scale=2")
            #expect(reply.status == 422)
            #expect(reply.text.contains("more than the 10000 a picture may have"))
            #expect(reply.text.contains("stacks serve --max-pixels raises the limit"))
            // The message names the picture, not the server's scratch file.
            #expect(!reply.text.contains("stacks-serve-"))
            // SVG is not rasterised: the budget does not apply.
            #expect(try await server.request("/render.svg?width=200").status == 200)
        }
    }

    @Test func requestsFromOtherSitesAreRefused() async throws {
        try await withServer { server, _ in
            // What a browser sends for `<img src=…>` on another site, and for a fetch from it.
            let image = try await server.request("/render.png?width=300", headers: ["Sec-Fetch-Site": "cross-site"])
            #expect(image.status == 403)
            #expect(image.text.contains("not requests from other sites"))
            let fetch = try await server.request("/frames?width=300", headers: ["Origin": "http://evil.example"])
            #expect(fetch.status == 403)
            #expect(fetch.text.contains("not http://evil.example"))
            // The page itself, and tools that say nothing, are answered.
            let own = try await server.request("/frames?width=300", headers: ["Sec-Fetch-Site": "same-origin", "Origin": server.address])
            #expect(own.status == 200)
            #expect(try await server.request("/state").status == 200)
        }
    }

    @Test func svgIsServedWithAPolicyThatRunsNothing() async throws {
        try await withServer { server, workspace in
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
                .write(to: workspace.folder.appendingPathComponent("photo.svg"))
            let text = Workspace.text.replacingOccurrences(of: "image: photo.png", with: "image: photo.svg")
            try Data(text.utf8).write(to: URL(fileURLWithPath: workspace.document))
            let (_, response) = try await PlaygroundServerProcess.session.data(from: URL(string: server.address + "/files/photo.svg")!)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "Content-Security-Policy") == "default-src 'none'; style-src 'unsafe-inline'; sandbox")
            #expect(http.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
        }
    }

    @Test func theCommandRefusesBadUsage() throws {
        let port = try StacksProcess.run(["serve", "Examples/buttons.yaml", "--port", "70000"])
        #expect(port.status == 2)
        #expect(port.standardError.hasPrefix("Error: --port must be between 0 and 65535; got 70000"))
        let stdin = try StacksProcess.run(["serve", "-"])
        #expect(stdin.status == 2)
        let missing = try StacksProcess.run(["serve", "no/such/doc.yaml", "--port", "0"])
        #expect(missing.status == 3)
        #expect(missing.standardError == "error: no/such/doc.yaml: no such file or folder\n")
    }
}
