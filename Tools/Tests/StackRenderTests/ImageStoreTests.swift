import StackLayout
import StackRender
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Images")
struct ImageStoreTests {
    static let red = Color(hex: "#FF0000")!
    static let blue = Color(hex: "#0000FF")!

    static func scene(_ renderer: SceneRenderer, image: String, mode: ImageContentMode = .scaleToFill) throws -> RenderScene {
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, margins: DirectionalInsets(all: 10), children: [
            .box(id: "photo", width: 80, height: 40)
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 100, renderer: renderer))
        scene.setAppearance(NodeAppearance(imagePath: image, imageContentMode: mode), forID: "photo")
        return scene
    }

    @Test("a PNG is scaled into its frame")
    func scaledIntoFrame() throws {
        let directory = RenderFixture.temporaryDirectory()
        defer { RenderFixture.remove(directory) }
        let path = directory + "/halves.png"
        RenderFixture.makePNG(at: path, left: Self.red, right: Self.blue)
        let renderer = RenderFixture.renderer()
        let image = try #require(RenderFixture.decode(try renderer.pngData(try Self.scene(renderer, image: path), options: RenderOptions(scale: 2))))
        // Frame (10, 10, 80, 40) → pixels 20…179 × 20…99; the left half red, the right half blue.
        #expect(image[22, 22].matches(Self.red))
        #expect(image[85, 98].matches(Self.red))
        #expect(image[115, 22].matches(Self.blue))
        #expect(image[177, 97].matches(Self.blue))
        #expect(image[19, 50].isWhite && image[180, 50].isWhite && image[100, 19].isWhite && image[100, 100].isWhite)
    }

    @Test("aspect fit centres the image and leaves the rest of the frame alone")
    func aspectFit() throws {
        let directory = RenderFixture.temporaryDirectory()
        defer { RenderFixture.remove(directory) }
        let path = directory + "/square.png"
        RenderFixture.makePNG(at: path, width: 4, height: 4, left: Self.red, right: Self.red)
        let renderer = RenderFixture.renderer()
        let image = try #require(RenderFixture.decode(try renderer.pngData(try Self.scene(renderer, image: path, mode: .aspectFit))))
        // A 40 × 40 square centred in the 80 × 40 frame at (10, 10): x 30…69.
        #expect(image[50, 30].matches(Self.red))
        #expect(image[31, 30].matches(Self.red) && image[68, 30].matches(Self.red))
        #expect(image[28, 30].isWhite && image[71, 30].isWhite)
    }

    @Test("a missing image is an error naming its path, in every format")
    func missingImage() throws {
        let renderer = RenderFixture.renderer()
        let path = "/tmp/no-such-directory-\(getpid())/missing.png"
        let scene = try Self.scene(renderer, image: path)
        for format in RenderFormat.allCases {
            do throws(RenderError) {
                switch format {
                case .png: _ = try renderer.pngData(scene)
                case .svg: _ = try renderer.svgData(scene)
                case .pdf: _ = try renderer.pdfData(pages: [scene])
                }
                Issue.record("no error for \(format)")
            } catch {
                guard case .unreadableImage(let named, let reason) = error else {
                    Issue.record("wrong error \(error)")
                    continue
                }
                #expect(named == path)
                #expect(reason == "no such file")
                #expect(error.description.contains(path))
            }
        }
    }

    @Test("a file that is not a PNG is an error naming its path, and no output file is left")
    func notAPNG() throws {
        let directory = RenderFixture.temporaryDirectory()
        defer { RenderFixture.remove(directory) }
        let path = directory + "/fake.png"
        RenderFixture.save(Array("not a png".utf8), to: path)
        let renderer = RenderFixture.renderer()
        let output = directory + "/out.png"
        let scene = try Self.scene(renderer, image: path)
        let error = #expect(throws: RenderError.self) { try renderer.write(scene, to: output) }
        guard case .unreadableImage(path, let reason)? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("not a PNG image"))
        #expect(RenderFixture.contents(of: directory) == ["fake.png"])
    }
}
