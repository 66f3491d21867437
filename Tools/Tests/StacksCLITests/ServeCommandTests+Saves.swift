import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `PUT /document` never loses an edit: saves of one version, and an edit on disk during a
/// save, are refused (409) rather than written over each other.
extension ServeCommandTests {
    /// The document's text and its ETag, from `GET /document`.
    func loadedDocument(_ server: PlaygroundServerProcess) async throws -> (text: Data, tag: String) {
        let (data, response) = try await PlaygroundServerProcess.session.data(from: URL(string: server.address + "/document")!)
        return (data, try #require((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag")))
    }

    @Test func savesOfOneVersionAreWrittenOnceAndTheRestRefused() async throws {
        try await withServer { server, workspace in
            let tag = try await loadedDocument(server).tag
            // Ten pages that loaded the same version save ten different texts at once.
            let texts = (0..<10).map { Workspace.text.replacingOccurrences(of: "height: 50", with: "height: \(60 + $0)") }
            let statuses = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                for (index, text) in texts.enumerated() {
                    group.addTask {
                        let reply = try await server.request("/document", method: "PUT", body: Data(text.utf8), headers: ["If-Match": tag])
                        return (index, reply.status)
                    }
                }
                return try await group.reduce(into: [Int: Int]()) { $0[$1.0] = $1.1 }
            }
            let saved = statuses.filter { $0.value == 200 }.map(\.key)
            #expect(saved.count == 1)
            #expect(statuses.values.filter { $0 == 409 }.count == 9)
            // On disk: the one that was answered 200.
            let onDisk = try String(contentsOfFile: workspace.document, encoding: .utf8)
            #expect(saved.first.map { texts[$0] } == onDisk)
        }
    }

    @Test func anEditOnDiskDuringASaveIsKept() async throws {
        // A text whose check takes a while (4,000 boxes, read and laid out in a child process:
        // 0.26 s of CPU in a debug build), so an edit on disk 50 ms after the save was sent
        // lands while the save is being checked. (Sooner, before the save looked at the file,
        // its If-Match no longer holds: 409 as well.)
        let boxes = (0..<4000).map { "      - box: {id: b\($0), height: 1}" }.joined(separator: "\n")
        let slow = "environment: {width: 320}\nroot:\n  stack:\n    axis: vertical\n    children:\n" + boxes + "\n"
        try await withServer { server, workspace in
            let tag = try await loadedDocument(server).tag
            let onDisk = Workspace.text.replacingOccurrences(of: "height: 50", with: "height: 66")
            async let save = server.request("/document", method: "PUT", body: Data(slow.utf8), headers: ["If-Match": tag])
            try await Task.sleep(for: .milliseconds(50))
            try Data(onDisk.utf8).write(to: URL(fileURLWithPath: workspace.document))
            let reply = try await save
            #expect(reply.status == 409, "\(reply.text)")
            #expect(reply.text.contains("your text was not saved"))
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == onDisk)
        }
    }

    @Test func theETagIsTheHashOfTheBytes() async throws {
        try await withServer { server, workspace in
            // Two files that are not UTF-8 and differ in one byte (as text, each decodes to the
            // same replacement characters).
            var tags: [String] = []
            for byte: UInt8 in [0xFF, 0xFE] {
                let bytes = Data([0x72, 0x6F, 0x6F, 0x74, 0x3A, 0x20, byte, 0x0A])
                try bytes.write(to: URL(fileURLWithPath: workspace.document))
                let tag = try await loadedDocument(server).tag
                // The tag is the SHA-256 of the bytes, as sha256sum computes it.
                let sum = Process()
                sum.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
                sum.arguments = [workspace.document]
                let output = Pipe()
                sum.standardOutput = output
                try sum.run()
                let digest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
                sum.waitUntilExit()
                #expect(tag == "\"\(digest)\"")
                tags.append(tag)
            }
            #expect(tags[0] != tags[1])
        }
    }

    @Test(.enabled(if: getuid() == 0, "only root may give a file to another owner"))
    func aSavedDocumentKeepsItsOwner() async throws {
        try await withServer { server, workspace in
            // nobody:nogroup on Debian.
            #expect(chown(workspace.document, 65534, 65534) == 0)
            #expect(chmod(workspace.document, 0o640) == 0)
            let edited = Workspace.text.replacingOccurrences(of: "height: 50", with: "height: 52")
            #expect(try await server.request("/document", method: "PUT", body: Data(edited.utf8)).status == 200)
            let saved = try FileManager.default.attributesOfItem(atPath: workspace.document)
            #expect((saved[.ownerAccountID] as? NSNumber)?.intValue == 65534)
            #expect((saved[.groupOwnerAccountID] as? NSNumber)?.intValue == 65534)
            #expect((saved[.posixPermissions] as? NSNumber)?.intValue == 0o640)
            #expect(try String(contentsOfFile: workspace.document, encoding: .utf8) == edited)
        }
    }
}
