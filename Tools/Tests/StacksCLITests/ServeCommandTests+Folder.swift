import Foundation
import Testing
import ToolsTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `stacks serve FOLDER`: the folder's documents listed at `/`, each with the playground
/// `stacks serve DOC` would serve, at `/d/NAME/`.
extension ServeCommandTests {
    /// A folder of two documents (one in a subfolder, with a space in its name), and what is not
    /// to be listed: a hidden document, a document in a hidden folder, a text file, a Swift
    /// file, and a link to a document outside the folder.
    struct FolderWorkspace {
        let temporary: TemporaryFolder
        let outside: TemporaryFolder

        /// The subfolder's document: a 60 pt box and the image it names beside it.
        static let screen = """
            environment: {width: 300}
            root:
              stack:
                axis: vertical
                children:
                  - box: {id: hero, height: 60, image: hero.png}

            """

        init() throws {
            temporary = try TemporaryFolder()
            outside = try TemporaryFolder()
            try temporary.write(Workspace.text, to: "doc.yaml")
            try temporary.write(Self.screen, to: "screens/sign in.yaml")
            try temporary.write(Workspace.onePixelPNG, to: "screens/hero.png")
            try temporary.write(Workspace.text, to: ".hidden.yaml")
            try temporary.write(Workspace.text, to: ".git/inside.yaml")
            try temporary.write("notes\n", to: "notes.txt")
            try temporary.write("let x = 1\n", to: "App.swift")
            let secret = try outside.write(Workspace.text, to: "secret.yaml")
            try FileManager.default.createSymbolicLink(atPath: temporary.path(of: "linked.yaml"), withDestinationPath: secret)
        }

        func remove() {
            temporary.remove()
            outside.remove()
        }
    }

    /// Runs `body` with a server on a fresh folder workspace.
    func withFolderServer(_ body: (PlaygroundServerProcess, FolderWorkspace) async throws -> Void) async throws {
        let workspace = try FolderWorkspace()
        defer { workspace.remove() }
        let server = try PlaygroundServerProcess(document: workspace.temporary.path)
        defer { server.stop() }
        try await body(server, workspace)
    }

    @Test func aFolderListsItsDocumentsOnly() async throws {
        try await withFolderServer { server, workspace in
            let listing = try await server.request("/documents")
            #expect(listing.status == 200)
            #expect(listing.contentType == "application/json")
            let object = try #require(try JSONSerialization.jsonObject(with: listing.body) as? [String: Any])
            #expect(object["documents"] as? [String] == ["doc.yaml", "screens/sign in.yaml"])
            #expect(object["folder"] as? String == workspace.temporary.path)

            let page = try await server.request("/")
            #expect(page.status == 200)
            #expect(page.contentType == "text/html; charset=utf-8")
            #expect(page.text.contains("<h2>2 documents</h2>"))
            #expect(page.text.contains(#"<li><a href="/d/doc.yaml/">doc.yaml</a></li>"#))
            #expect(page.text.contains(#"<li><a href="/d/screens/sign%20in.yaml/">screens/sign in.yaml</a></li>"#))
            #expect(!page.text.contains("hidden") && !page.text.contains("linked") && !page.text.contains("notes"))

            // A document added while the server runs is listed and served.
            try workspace.temporary.write(FolderWorkspace.screen, to: "later.yaml")
            let again = try await server.request("/documents")
            let documents = (try JSONSerialization.jsonObject(with: again.body) as? [String: Any])?["documents"] as? [String]
            #expect(documents == ["doc.yaml", "later.yaml", "screens/sign in.yaml"])
            #expect(try await server.request("/d/later.yaml/state").status == 200)
        }
    }

    @Test func eachDocumentAnswersWhatItsCommandsPrint() async throws {
        try await withFolderServer { server, workspace in
            for (route, file) in [("/d/doc.yaml/", "doc.yaml"), ("/d/screens/sign%20in.yaml/", "screens/sign in.yaml")] {
                let path = workspace.temporary.path(of: file)
                let frames = try await server.request(route + "frames?width=200")
                let command = try StacksProcess.run(["frames", path, "--fonts", "fonts/fonts.conf", "--width", "200"])
                #expect(command.status == 0)
                #expect(frames.status == 200)
                #expect(frames.text == command.standardOutput)
                // The screen has nothing to explain: the command's message, as for a document served alone.
                let explain = try await server.request(route + "explain?width=200")
                let explained = try StacksProcess.run(["explain", path, "--fonts", "fonts/fonts.conf", "--width", "200"])
                #expect(explain.status == (explained.status == 0 ? 200 : 422))
                #expect(explain.text == (explained.status == 0 ? explained.standardOutput : explained.standardError))
                // The document is named as the server names it: the folder, then its path.
                let state = try #require(try JSONSerialization.jsonObject(with: try await server.request(route + "state").body) as? [String: Any])
                #expect(state["document"] as? String == path)
                #expect(state["ok"] as? Bool == true)
                // Its page is the one page the playground has.
                #expect(try await server.request(route).text == (try await server.request("/d/doc.yaml/")).text)
                #expect(try await server.request(route + "document").body == FileManager.default.contents(atPath: path))
            }
            // The 60 pt box of the subfolder's document at its own width, 300 pt.
            let frames = try await server.request("/d/screens/sign%20in.yaml/frames")
            #expect(frames.text.contains(#"{"id": "hero", "kind": "box", "frame": {"x": 0, "y": 0, "width": 300, "height": 60}}"#), "\(frames.text)")
            // Files are the document's own folder's.
            let image = try await server.request("/d/screens/sign%20in.yaml/files/hero.png")
            #expect(image.status == 200)
            #expect(image.body == Workspace.onePixelPNG)
            #expect(try await server.request("/d/doc.yaml/files/photo.png").status == 404)
        }
    }

    @Test func aSaveWritesThePickedDocumentOnly() async throws {
        try await withFolderServer { server, workspace in
            let (data, response) = try await PlaygroundServerProcess.session.data(
                from: URL(string: server.address + "/d/screens/sign%20in.yaml/document")!)
            #expect(String(decoding: data, as: UTF8.self) == FolderWorkspace.screen)
            let tag = try #require((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"))
            let edited = FolderWorkspace.screen.replacingOccurrences(of: "height: 60", with: "height: 70")
            let saved = try await server.request(
                "/d/screens/sign%20in.yaml/document", method: "PUT", body: Data(edited.utf8), headers: ["If-Match": tag])
            #expect(saved.status == 200, "\(saved.text)")
            #expect(try String(contentsOfFile: workspace.temporary.path(of: "screens/sign in.yaml"), encoding: .utf8) == edited)
            #expect(try String(contentsOfFile: workspace.temporary.path(of: "doc.yaml"), encoding: .utf8) == Workspace.text)
        }
    }

    @Test func aBrokenDocumentIsNamedByItsPathInTheFolder() async throws {
        try await withFolderServer { server, workspace in
            try workspace.temporary.write("root:\n  stack: {axis: sideways}\n", to: "broken.yaml")
            let frames = try await server.request("/d/broken.yaml/frames?width=300")
            #expect(frames.status == 422)
            #expect(frames.text.hasPrefix(workspace.temporary.path(of: "broken.yaml") + ":2:17: error: root.stack.axis:"), "\(frames.text)")
            // The other documents are unaffected.
            #expect(try await server.request("/d/doc.yaml/frames").status == 200)
        }
    }

    @Test func onlyTheFoldersDocumentsAreServed() async throws {
        try await withFolderServer { server, _ in
            for target in [
                "/d/.hidden.yaml/state", "/d/.git/inside.yaml/state", "/d/linked.yaml/state", "/d/notes.txt/", "/d/App.swift/", "/d/missing.yaml/frames",
                "/d/screens%2fsign%20in.yaml/state", "/d/screens/../doc.yaml/state", "/d/%2e%2e/doc.yaml/state",
                "/d/", "/d",
            ] {
                #expect(try server.rawStatus(target) == 404, "\(target)")
            }
            // The single document's routes are below each document's path, not at the top.
            let top = try await server.request("/frames")
            #expect(top.status == 404)
            #expect(top.text.contains("are listed at /"))
            #expect(try server.rawStatus("/documents") == 200)
            #expect(try await server.request("/documents", method: "PUT", body: Data()).status == 405)
        }
    }

    @Test func aDocumentsPathWithoutItsSlashIsRedirected() async throws {
        try await withFolderServer { server, _ in
            let connection = try server.openConnection()
            connection.send("GET /d/screens/sign%20in.yaml HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
            let response = try #require(connection.response())
            #expect(response.status == 308)
            #expect(response.values("Location") == ["/d/screens/sign%20in.yaml/"])
            // The query goes along; only a page is redirected.
            let again = try server.openConnection()
            again.send("GET /d/doc.yaml?width=200 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
            #expect(try #require(again.response()).values("Location") == ["/d/doc.yaml/?width=200"])
            #expect(try await server.request("/d/doc.yaml", method: "PUT", body: Data()).status == 405)
        }
    }

    @Test func aDocumentSwappedForALinkOrRemovedIsNoLongerServed() async throws {
        try await withFolderServer { server, workspace in
            #expect(try await server.request("/d/doc.yaml/document").status == 200)
            let document = workspace.temporary.path(of: "doc.yaml")
            let secret = workspace.outside.path(of: "secret.yaml")
            try FileManager.default.removeItem(atPath: document)
            try FileManager.default.createSymbolicLink(atPath: document, withDestinationPath: secret)
            #expect(try await server.request("/d/doc.yaml/document").status == 404)
            #expect(try await server.request("/d/doc.yaml/document", method: "PUT", body: Data(Workspace.text.utf8)).status == 404)
            #expect(try String(contentsOfFile: secret, encoding: .utf8) == Workspace.text)
            // A link inside the folder is not a document either: its target could be a hidden file.
            try FileManager.default.removeItem(atPath: document)
            try FileManager.default.createSymbolicLink(atPath: document, withDestinationPath: ".hidden.yaml")
            #expect(try await server.request("/d/doc.yaml/state").status == 404)
            // Removed, it is 404, and a save does not make it again.
            try FileManager.default.removeItem(atPath: document)
            #expect(try await server.request("/d/doc.yaml/document", method: "PUT", body: Data(Workspace.text.utf8)).status == 404)
            #expect(!FileManager.default.fileExists(atPath: document))
            let listing = try JSONSerialization.jsonObject(with: try await server.request("/documents").body) as? [String: Any]
            #expect(listing?["documents"] as? [String] == ["screens/sign in.yaml"])
        }
    }

    @Test func namesAreComparedByteForByte() async throws {
        // "é" composed (U+00E9) names a document; "é" decomposed (e, U+0301), a link pointing
        // out, names another file, though the two are the same text to Swift's String.
        try await withFolderServer { server, workspace in
            try workspace.temporary.write(FolderWorkspace.screen, to: "\u{E9}.yaml")
            let decomposed = workspace.temporary.path + "/e\u{301}.yaml"
            try FileManager.default.createSymbolicLink(atPath: decomposed, withDestinationPath: workspace.outside.path(of: "secret.yaml"))
            let names = try FileManager.default.contentsOfDirectory(atPath: workspace.temporary.path).map { Array($0.utf8) }
            try #require(names.contains([0xC3, 0xA9] + Array(".yaml".utf8)) && names.contains([0x65, 0xCC, 0x81] + Array(".yaml".utf8)))
            let composed = try await server.request("/d/%C3%A9.yaml/document")
            #expect(composed.status == 200)
            #expect(composed.text == FolderWorkspace.screen)
            #expect(try await server.request("/d/e%CC%81.yaml/document").status == 404)
        }
    }

    @Test func aDeepPathIsLookedThroughBoundedly() async throws {
        try await withFolderServer { server, _ in
            // 3,000 segments (6 KB, within the request line's 8 KiB) and no document among them.
            let folders = try server.rawStatus("/d/" + String(repeating: "a/", count: 3000) + "doc.yaml/state")
            let names = try server.rawStatus("/d/" + String(repeating: "a.yaml/", count: 1000) + "state")
            #expect(folders == 404)
            #expect(names == 404)
        }
    }
}
