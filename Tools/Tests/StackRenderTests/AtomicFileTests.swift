import FileAccess
import StackLayout
import StackRender
import Testing
import ToolsTestSupport

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Writing files")
struct AtomicFileTests {
    static func scene(_ renderer: SceneRenderer) throws -> RenderScene {
        RenderScene(result: try RenderFixture.layout(.box(width: 30, height: 20), width: 30, renderer: renderer))
    }

    @Test("each format is written to its file, picked by extension", arguments: RenderFormat.allCases)
    func writesFormat(format: RenderFormat) throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "picture.") + format.rawValue.uppercased()
        try renderer.write(try Self.scene(renderer), to: path)
        let bytes = try #require(RenderFixture.read(path))
        let magic: [UInt8] =
            switch format {
            case .png: [0x89, 0x50, 0x4E, 0x47]
            case .svg: Array("<?xm".utf8)
            case .pdf: Array("%PDF".utf8)
            }
        #expect(Array(bytes.prefix(4)) == magic)
        #expect(try folder.contents() == ["picture." + format.rawValue.uppercased()])
    }

    @Test("an existing file is replaced whole")
    func replaces() throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "picture.png")
        RenderFixture.save(Array(repeating: 0x41, count: 100_000), to: path)
        try renderer.write(try Self.scene(renderer), to: path)
        let bytes = try #require(RenderFixture.read(path))
        #expect(bytes == (try renderer.pngData(try Self.scene(renderer))))
    }

    @Test("a replaced file keeps its permissions; a new one gets 0666 less the umask")
    func keepsPermissions() throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "picture.png")
        RenderFixture.save([0x41], to: path)
        chmod(path, 0o640)
        try renderer.write(try Self.scene(renderer), to: path)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
        let fresh = folder.path(of: "fresh.png")
        let mask = umask(0o022)
        defer { umask(mask) }
        try renderer.write(try Self.scene(renderer), to: fresh)
        #expect(stat(fresh, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o644)
        #expect(try folder.contents() == ["fresh.png", "picture.png"])
    }

    @Test("a missing directory is an error naming the path, and nothing is created")
    func missingDirectory() throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "no/such/dir/picture.png")
        let error = #expect(throws: RenderError.self) { try renderer.write(try Self.scene(renderer), to: path) }
        guard case .unwritableOutput(path, let reason)? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(reason == "No such file or directory")
        #expect(error?.description == "cannot write \(path): No such file or directory")
        #expect(try folder.contents().isEmpty)
    }

    @Test("a directory in the way is an error and leaves no temporary file")
    func directoryInTheWay() throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "picture.svg")
        mkdir(path, 0o755)
        #expect(throws: RenderError.self) { try renderer.write(try Self.scene(renderer), to: path) }
        #expect(try folder.contents() == ["picture.svg"])
    }

    @Test("a read-only directory is an error naming the path", .enabled(if: geteuid() != 0, "root may write anywhere"))
    func readOnlyDirectory() throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        let path = folder.path(of: "picture.pdf")
        #expect(throws: RenderError.unwritableOutput(path: path, reason: "Permission denied")) {
            try renderer.write(try Self.scene(renderer), to: path)
        }
        #expect(try folder.contents().isEmpty)
    }

    @Test("an unknown extension is an error naming the path")
    func unknownFormat() throws {
        let renderer = RenderFixture.renderer()
        #expect(throws: RenderError.unknownFormat(path: "/tmp/picture.gif")) {
            try renderer.write(try Self.scene(renderer), to: "/tmp/picture.gif")
        }
        #expect(RenderFormat(path: "/tmp/a.b/picture") == nil)
        #expect(RenderFormat(path: "Picture.Svg") == .svg)
    }
}
