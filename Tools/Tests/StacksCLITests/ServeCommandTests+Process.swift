import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The server's processes and folders: reading the document is bounded by the commands' time
/// limit, its commands die with it, and what a killed server leaves is cleaned up.
extension ServeCommandTests {
    @Test func readingTheDocumentForAnAnswerHasTheCommandsTimeLimit() async throws {
        // 20,000 boxes (720 KB): reading them takes a debug build's command more than a second
        // (4,000 took 0.26 s of CPU), far past 0.1 s, so every read of it runs out of time.
        let boxes = (0..<20000).map { "      - box: {id: b\($0), height: 1}" }.joined(separator: "\n")
        let text = "environment: {width: 320}\nroot:\n  stack:\n    axis: vertical\n    children:\n"
            + "      - box: {id: photo, width: 40, height: 40, image: photo.png}\n" + boxes + "\n"
        try await withServer(text, arguments: ["--render-timeout", "0.1"]) { server, workspace in
            let save = try await server.request("/document", method: "PUT", body: Data(text.utf8))
            #expect(save.status == 503)
            #expect(save.text == "error: checking the new text of \(workspace.document) took longer than 0.1 s and was stopped (stacks serve --render-timeout raises the limit)\n")
            // The state is answered without what could not be read in time.
            let state = try JSONSerialization.jsonObject(with: try await server.request("/state").body) as? [String: Any]
            #expect(state?["version"] as? Int == 1)
            #expect(state?["environment"] == nil)
            // The file route serves the document alone (what it names is not known in time).
            #expect(try await server.request("/files/doc.yaml").status == 200)
            #expect(try await server.request("/files/photo.png").status == 404)
        }
    }

    @Test func aKilledServerTakesItsCommandsWithItAndItsFolderGoesAtTheNextStart() async throws {
        // A picture that takes seconds to draw (36 million pixels), so its command is running
        // when the server is killed.
        let text = "root:\n  stack:\n    axis: vertical\n    children:\n      - box: {width: 6000, height: 6000, fill: \"#FF0000\"}\n"
        let workspace = try Workspace(text)
        defer { workspace.remove() }
        let server = try PlaygroundServerProcess(document: workspace.document, arguments: ["--render-timeout", "60"])
        defer { server.stop() }
        let pid = server.process.processIdentifier
        let scratch = try #require(
            try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .first { $0.hasPrefix("stacks-serve-\(pid)-") })
        let picture = Task { try? await server.request("/render.png?width=6000&scale=1") }
        var children: [Int32] = []
        for _ in 0..<100 where children.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
            children = Self.children(of: pid)
        }
        #expect(!children.isEmpty)
        kill(pid, SIGKILL)
        server.process.waitUntilExit()
        // The commands end with the server (they were its children; now nobody's).
        var alive = children
        for _ in 0..<40 where !alive.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
            alive = alive.filter { kill($0, 0) == 0 && !Self.isZombie($0) }
        }
        #expect(alive.isEmpty)
        picture.cancel()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(scratch).path
        #expect(FileManager.default.fileExists(atPath: folder))
        // The next server removes the folder the killed one left.
        let next = try PlaygroundServerProcess(document: workspace.document)
        defer { next.stop() }
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(try stateStatus(next) == 200)
    }

    /// Whether process `pid` has ended and waits to be reaped.
    static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return true
        }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    @Test func theConnectionTimesAreCheckedLikeTheOtherNumbers() throws {
        for (option, value, shown) in [("--request-timeout", "-1", "-1.0"), ("--idle-timeout", "0", "0.0"), ("--idle-timeout", "5000", "5000.0")] {
            let outcome = try StacksProcess.run(["serve", "Examples/buttons.yaml", option, value])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.hasPrefix("Error: \(option) must be more than 0 and at most 3600 seconds; got \(shown)\n"))
        }
    }

    @Test func theCommandTheServerRunsForItselfIsNotOffered() throws {
        let unknown = try StacksProcess.run(["served", "doc.yaml"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasSuffix("The commands: demo, frames, render, explain, audit, rules, serve, schema. See 'stacks --help'.\n"))
        #expect(!(try StacksProcess.run(["--help"]).standardOutput.contains("served-document")))
    }
}
