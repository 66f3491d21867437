import CCairo
import CRsvg
import StackLayout
import StackRender
import Testing
import ToolsTestSupport

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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "halves.png")
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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "square.png")
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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "fake.png")
        RenderFixture.save(Array("not a png".utf8), to: path)
        let renderer = RenderFixture.renderer()
        let output = folder.path(of: "out.png")
        let scene = try Self.scene(renderer, image: path)
        let error = #expect(throws: RenderError.self) { try renderer.write(scene, to: output) }
        guard case .unreadableImage(path, let reason)? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("not a PNG image"))
        #expect(try folder.contents() == ["fake.png"])
    }

    /// An icon as a designer exports one: a path, a gradient, a class rule, a `<use>` copy and a
    /// word of text, all within the limits.
    static let icon = ##"""
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="48" height="24" viewBox="0 0 48 24">
          <style>.accent { fill: #0A63D1; font-size: 9px; font-family: sans-serif }</style>
          <defs>
            <linearGradient id="g" x2="1"><stop offset="0" stop-color="#FF9500"/><stop offset="1" stop-color="#FF2D55"/></linearGradient>
            <path id="dot" d="M2 2h4v4h-4z"/>
          </defs>
          <path d="M4 20 L12 4 L20 20 Z" fill="url(#g)"/>
          <use xlink:href="#dot" x="20"/>
          <text class="accent" x="24" y="18">Go</text>
        </svg>
        """##

    /// `body` given a renderer and the scene of ``scene(_:image:mode:)`` showing `svg`, saved
    /// to a file of a fresh folder, and the file's path.
    static func withSVG(_ svg: String, _ body: (SceneRenderer, RenderScene, String) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "image.svg")
        RenderFixture.save(Array(svg.utf8), to: path)
        let renderer = RenderFixture.renderer()
        try body(renderer, try scene(renderer, image: path), path)
    }

    @Test("an icon within the limits is drawn exactly as librsvg draws it in the same frame")
    func iconDrawnAsLibrsvgDrawsIt() throws {
        var drawn: DecodedImage?
        try Self.withSVG(Self.icon) { renderer, scene, _ in
            drawn = RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 2)))
        }
        let picture = try #require(drawn)

        // librsvg alone: the 100 × 60 pt picture at scale 2 on white, the file drawn into the
        // box's frame (10, 10, 80, 40), clipped to it as the frame clips every image.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 120)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, 2, 2)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_rectangle(cr, 10, 10, 80, 40)
        cairo_clip(cr)
        let handle = try #require(rsvg_handle_new_from_data(Self.icon.utf8.map { $0 }, gsize(Self.icon.utf8.count), nil))
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var viewport = RsvgRectangle(x: 10, y: 10, width: 80, height: 40)
        #expect(rsvg_handle_render_document(handle, cr, &viewport, nil) != 0)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let expected = (0..<120).flatMap { y in
            (0..<200).map { x in UnsafeRawPointer(data + y * stride).load(fromByteOffset: 4 * x, as: UInt32.self) }
        }
        try #require(picture.width == 200 && picture.height == 120)
        let differing = expected.indices.filter { picture.argb[$0] != expected[$0] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, the first at (\((differing.first ?? 0) % 200), \((differing.first ?? 0) / 200))")
        // Not a blank frame: the triangle's gradient and the blue text are there.
        #expect(Set(picture.argb).count > 10)
    }

    /// An SVG whose one rect is drawn through a blur filter: one layer.
    static let blurred = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><rect width="8" height="4" filter="url(#f)"/></svg>"##

    @Test("an SVG's layers fit in the pixel budget: one filter is three surfaces the size of the frame")
    func layersWithinThePixelBudget() throws {
        try Self.withSVG(Self.blurred) { renderer, scene, path in
            // The 80 × 40 pt frame at scale 2 is 160 × 80 pixels; three surfaces are 38,400 (the
            // 100 × 60 pt picture itself is 24,000).
            _ = try renderer.pngData(scene, options: RenderOptions(scale: 2, maximumPixels: 38_400))
            let error = #expect(throws: RenderError.self) { try renderer.pngData(scene, options: RenderOptions(scale: 2, maximumPixels: 38_399)) }
            #expect(error == .unreadableImage(
                path: path,
                reason: "its masks, filters and group opacities nest 1 deep, which librsvg draws on 3 surfaces the size of its frame (160 × 80 pixels): 38400 pixels, more than the 38399 a picture may have"))
            // In SVG and PDF the frame is in points: 80 × 40 × 3 = 9,600.
            _ = try renderer.svgData(scene, options: RenderOptions(maximumPixels: 9_600))
            #expect(throws: RenderError.self) { try renderer.pdfData(pages: [scene], options: RenderOptions(maximumPixels: 9_599)) }
        }
    }

    @Test("an SVG past a limit is an error naming the file, the line and the reason, in every format")
    func svgPastALimit() throws {
        try Self.withSVG(##"<svg xmlns="http://www.w3.org/2000/svg"><text font-size="1000000000">A</text></svg>"##) { renderer, scene, path in
            let expected = RenderError.unreadableImage(
                path: path,
                reason: #"line 1: text in <text> may be 1000000000 px tall (font-size "1000000000" on line 1); an image's text may be at most 100000 px"#)
            #expect(throws: expected) { try renderer.pngData(scene) }
            #expect(throws: expected) { try renderer.svgData(scene) }
            #expect(throws: expected) { try renderer.pdfData(pages: [scene]) }
        }
    }
}
