import Foundation
import FileAccess
import Testing
import ToolsTestSupport

/// ``FolderConfinement``: which paths are inside a folder, decided without looking outside it.
@Suite struct FolderConfinementTests {
    /// A folder `served` holding `photo.png` and `sub/icon.png`, beside `secret.png`; links in
    /// it to each of those, out of it (existing and not), and in a loop.
    struct Layout {
        let temporary: TemporaryFolder
        var base: URL { temporary.url }
        var served: String { base.appendingPathComponent("served").path }
        var real: String { base.path + "/served" }

        init() throws {
            temporary = try TemporaryFolder()
            let files = FileManager.default
            for file in ["served/photo.png", "served/sub/icon.png", "secret.png"] {
                try temporary.write("x", to: file)
            }
            let links = [
                ("photo-link.png", "photo.png"), ("sub/up.png", "../photo.png"), ("absolute-inside.png", base.path + "/served/photo.png"),
                ("out.png", "../secret.png"), ("out-missing.png", "../missing.png"), ("absolute-out.png", base.path + "/secret.png"),
                ("absolute-out-missing.png", base.path + "/missing.png"), ("loop-a", "loop-b"), ("loop-b", "loop-a"),
                ("sub-link", "sub"),
            ]
            for (name, target) in links {
                try files.createSymbolicLink(atPath: base.path + "/served/" + name, withDestinationPath: target)
            }
            // The folder by a second name: a link to it beside it.
            try files.createSymbolicLink(atPath: base.path + "/alias", withDestinationPath: "served")
        }

        func remove() { temporary.remove() }
    }

    @Test func pathsInsideResolveToTheirRealPaths() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let confinement = FolderConfinement(folder: layout.served)
        #expect(confinement.root == layout.real)
        #expect(try confinement.resolve(relative: "photo.png") == layout.real + "/photo.png")
        #expect(try confinement.resolve(relative: "photo-link.png") == layout.real + "/photo.png")
        #expect(try confinement.resolve(relative: "sub/up.png") == layout.real + "/photo.png")
        #expect(try confinement.resolve(relative: "sub-link/icon.png") == layout.real + "/sub/icon.png")
        #expect(try confinement.resolve(relative: "absolute-inside.png") == layout.real + "/photo.png")
        #expect(try confinement.resolve(layout.served + "/sub/../photo.png") == layout.real + "/photo.png")
        // Missing inside: the path to it, for the reader to say it is missing.
        #expect(try confinement.resolve(relative: "sub/nothing.png") == layout.real + "/sub/nothing.png")
    }

    @Test func pathsOutsideAreRefusedAlikeWhetherOrNotTheyExist() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let confinement = FolderConfinement(folder: layout.served)
        for path in [
            layout.base.path + "/secret.png", layout.base.path + "/missing.png", layout.served + "/../secret.png",
            layout.served + "/../missing.png", "/etc/passwd", "/no/such/file",
        ] {
            #expect(throws: FolderConfinement.Refusal.outside, "\(path)") { try confinement.resolve(path) }
        }
        for relative in [
            "out.png", "out-missing.png", "absolute-out.png", "absolute-out-missing.png", "/etc/passwd", "sub/../../secret.png",
            "nothing/../photo.png",
        ] {
            #expect(throws: FolderConfinement.Refusal.outside, "\(relative)") { try confinement.resolve(relative: relative) }
        }
        #expect(throws: FolderConfinement.Refusal.loop) { try confinement.resolve(relative: "loop-a") }
    }

    @Test func theFolderMayBeNamedThroughALink() throws {
        let layout = try Layout()
        defer { layout.remove() }
        // Named by the link beside it: paths by either name are inside.
        let confinement = FolderConfinement(folder: layout.base.path + "/alias")
        #expect(confinement.root == layout.real)
        #expect(try confinement.resolve(layout.base.path + "/alias/photo.png") == layout.real + "/photo.png")
        #expect(try confinement.resolve(layout.real + "/sub/icon.png") == layout.real + "/sub/icon.png")
        #expect(throws: FolderConfinement.Refusal.outside) { try confinement.resolve(layout.base.path + "/alias/../secret.png") }
        // A folder that is gone holds nothing.
        let gone = FolderConfinement(folder: layout.base.path + "/gone")
        #expect(gone.root == nil)
        #expect(throws: FolderConfinement.Refusal.outside) { try gone.resolve(relative: "photo.png") }
    }
}
