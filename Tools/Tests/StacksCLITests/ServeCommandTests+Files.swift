import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every file a served document names (box images, button icons, string tables) is read from
/// the document's folder only, by the server and by the commands it runs, and a refusal reads
/// the same whether or not the file outside exists.
extension ServeCommandTests {
    /// Files beside the workspace's folder (outside it): an image that exists, and the name of
    /// one that does not; links inside the folder to each.
    struct OutsideFiles {
        let secret: URL
        let missing: URL

        init(_ workspace: Workspace) throws {
            let beside = workspace.folder.deletingLastPathComponent()
            let tag = UUID().uuidString
            secret = beside.appendingPathComponent("secret-\(tag).png")
            missing = beside.appendingPathComponent("missing-\(tag).png")
            try Workspace.onePixelPNG.write(to: secret)
            try FileManager.default.createSymbolicLink(
                atPath: workspace.folder.appendingPathComponent("secret-link.png").path, withDestinationPath: secret.path)
            try FileManager.default.createSymbolicLink(
                atPath: workspace.folder.appendingPathComponent("missing-link.png").path, withDestinationPath: missing.path)
        }

        func remove() { try? FileManager.default.removeItem(at: secret) }

        /// The ways a document may name each: absolute, climbing out, through a link inside.
        var references: [(existing: String, missing: String)] {
            [
                (secret.path, missing.path),
                ("../" + secret.lastPathComponent, "../" + missing.lastPathComponent),
                ("secret-link.png", "missing-link.png"),
            ]
        }

        /// `text` with the two files' names made the same, to compare the answers about each.
        func anonymized(_ text: String) -> String {
            text.replacingOccurrences(of: secret.lastPathComponent, with: "X").replacingOccurrences(of: missing.lastPathComponent, with: "X")
                .replacingOccurrences(of: "secret-link", with: "X").replacingOccurrences(of: "missing-link", with: "X")
        }
    }

    /// A document with a 40 pt box showing `image` and an icon-only button drawn from `icon`.
    static func namingDocument(image: String = "photo.png", icon: String = "photo.png") -> String {
        """
        environment: {width: 200}
        root:
          stack:
            axis: vertical
            children:
              - box: {id: photo, width: 40, height: 40, image: "\(image)"}
              - buttons:
                  items:
                    - {id: b, kind: iconOnly, accessibilityLabel: Thing, icon: {file: "\(icon)"}}

        """
    }

    @Test func imagesAndIconsOutsideTheFolderAreRefusedAlikeWhetherOrNotTheyExist() async throws {
        try await withServer(Self.namingDocument()) { server, workspace in
            let outside = try OutsideFiles(workspace)
            defer { outside.remove() }
            func picture(_ text: String) async throws -> PlaygroundServerProcess.Reply {
                try Data(text.utf8).write(to: URL(fileURLWithPath: workspace.document))
                return try await server.request("/render.png?width=200")
            }
            // Inside the folder, both are drawn.
            #expect(try await picture(Self.namingDocument()).status == 200)
            // Icons named each way; box images (read by the same reader) named the first way.
            var cases = outside.references.map { (Self.namingDocument(icon: $0.existing), Self.namingDocument(icon: $0.missing)) }
            cases.append((Self.namingDocument(image: outside.secret.path), Self.namingDocument(image: outside.missing.path)))
            for (found, absent) in cases {
                let refused = try await picture(found)
                #expect(refused.status == 422, "\(refused.text)")
                #expect(refused.text.contains("it is outside the document's folder; stacks serve reads only files inside it"))
                let other = try await picture(absent)
                #expect(other.status == 422)
                #expect(outside.anonymized(refused.text) == outside.anonymized(other.text))
            }
            // The file route refuses both links alike too.
            let (found, absent) = (try await server.request("/files/secret-link.png"), try await server.request("/files/missing-link.png"))
            #expect(found.status == 403)
            #expect(absent.status == 403)
            #expect(outside.anonymized(found.text) == outside.anonymized(absent.text))
        }
    }

    @Test func stringTablesOutsideTheFolderAreNotRead() async throws {
        try await withServer { server, workspace in
            let beside = workspace.folder.deletingLastPathComponent()
            let tag = UUID().uuidString
            let table = beside.appendingPathComponent("de-\(tag).strings")
            try Data("\"Share\" = \"Geheimnis\";\n".utf8).write(to: table)
            defer { try? FileManager.default.removeItem(at: table) }
            func explain(including file: String) async throws -> PlaygroundServerProcess.Reply {
                let text = Workspace.text + "strings: {include: [\"de=\(file)\"]}\n"
                try Data(text.utf8).write(to: URL(fileURLWithPath: workspace.document))
                return try await server.request("/explain?locale=de&width=320")
            }
            let outside = try await explain(including: "../de-\(tag).strings")
            #expect(outside.status == 422)
            #expect(outside.text.contains("cannot read it: it is outside the document's folder"), "\(outside.text)")
            #expect(!outside.text.contains("Geheimnis"))
            let missing = try await explain(including: "../nothing-\(tag).strings")
            #expect(missing.status == 422)
            #expect(missing.text.replacingOccurrences(of: "nothing", with: "de") == outside.text)
            let state = try JSONSerialization.jsonObject(with: try await server.request("/state").body) as? [String: Any]
            #expect(state?["locales"] == nil)
            // The same table in the folder is read.
            try Data("\"Share\" = \"Teilen\";\n".utf8).write(to: workspace.folder.appendingPathComponent("de.strings"))
            #expect(try await explain(including: "de.strings").status == 200)
            let read = try JSONSerialization.jsonObject(with: try await server.request("/state").body) as? [String: Any]
            #expect(read?["locales"] as? [String] == ["de"])
        }
    }
}
