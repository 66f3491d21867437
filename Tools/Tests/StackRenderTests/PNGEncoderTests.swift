import CCairo
import CPango
import StackLayout
import Testing
import ToolsTestSupport

@testable import StackRender

/// The PNG encoder against Cairo's own writer: whatever the setting, a file decodes to exactly
/// the pixels `cairo_surface_write_to_png_stream` stores for the same surface.
@Suite("PNG encoder")
struct PNGEncoderTests {
    /// zlib: every filter with every strategy at level 1, and the extreme levels; libdeflate:
    /// every filter at level 1, and its extreme levels.
    static let settings: [PNGEncoding] = {
        var settings = PNGEncoding.RowFilter.allCases.flatMap { filter in
            PNGEncoding.Strategy.allCases.map { PNGEncoding(uncheckedLevel: 1, filter: filter, strategy: $0) }
        }
        settings += [0, 6, 9].map { PNGEncoding(uncheckedLevel: $0, filter: .adaptive, strategy: .filtered) }
        settings += PNGEncoding.RowFilter.allCases.map { PNGEncoding(uncheckedLibdeflateLevel: 1, filter: $0) }
        settings += [0, 6, 12].map { PNGEncoding(uncheckedLibdeflateLevel: $0, filter: .none) }
        return settings + PNGCompression.allCases.map(\.encoding)
    }()

    /// A surface drawn by `paint`, handed to `body` and destroyed after.
    static func withSurface<T>(
        width: Int32, height: Int32, _ paint: (OpaquePointer) -> Void, _ body: (OpaquePointer) throws -> T
    ) rethrows -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return try body(surface)
    }

    /// Text through Pango at `x, y`, in the current source colour.
    static func text(_ cr: OpaquePointer, _ string: String, x: Double, y: Double, size: Double) {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("DejaVu Sans \(size)")
        defer { pango_font_description_free(font) }
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }

    /// An opaque picture: white, boxes, an anti-aliased circle, text.
    static func paintOpaque(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.2, 0.4, 0.9)
        cairo_rectangle(cr, 10.5, 10.25, 120, 40)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.9, 0.1, 0.1, 0.5)
        cairo_arc(cr, 150, 60, 35.3, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        text(cr, "Share · Teilen · مشاركة", x: 12, y: 80, size: 13)
    }

    /// A picture with transparency: a transparent background, a gradient from clear red to
    /// opaque blue, half-transparent text and shapes, so every alpha from 0 to 255 occurs.
    static func paintTransparent(_ cr: OpaquePointer) {
        let gradient = cairo_pattern_create_linear(0, 0, 256, 0)!
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0, 0, 0)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0.3, 1, 1)
        cairo_set_source(cr, gradient)
        cairo_rectangle(cr, 0, 0, 256, 30)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.1, 0.8, 0.3, 0.37)
        cairo_arc(cr, 60, 70, 30.7, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.3, 0.2, 0.1, 0.8)
        text(cr, "Overlays 12 — ل", x: 100, y: 50, size: 15)
    }

    /// The pixels of a PNG file as Cairo decodes it, row by row, with the image's size.
    static func decode(_ png: [UInt8]) -> (width: Int, height: Int, pixels: [UInt32])? {
        DecodedImage(png: png).map { ($0.width, $0.height, $0.argb) }
    }

    /// What Cairo's own writer makes of `surface`.
    static func cairoPNG(_ surface: OpaquePointer) -> [UInt8] {
        let sink = CairoByteSink()
        #expect(cairo_surface_write_to_png_stream(surface, CairoByteSink.write, sink.closure) == CAIRO_STATUS_SUCCESS)
        return sink.bytes
    }

    static func encode(_ surface: OpaquePointer, _ encoding: PNGEncoding) throws -> [UInt8] {
        try PNGEncoder(encoding: encoding).encode(
            argb32: cairo_image_surface_get_data(surface)!, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// Checks every setting's file against Cairo's file of the same surface.
    static func expectSamePixelsAsCairo(_ surface: OpaquePointer, colorType: UInt8) throws {
        let expected = try #require(decode(cairoPNG(surface)))
        // The byte after the bit depth in IHDR: Cairo's writer chose this colour type too.
        #expect(cairoPNG(surface)[25] == colorType)
        for encoding in settings {
            let file = try encode(surface, encoding)
            #expect(file[25] == colorType, "\(encoding)")
            let decoded = try #require(decode(file), "\(encoding): not a PNG Cairo reads")
            #expect(decoded.width == expected.width && decoded.height == expected.height, "\(encoding)")
            #expect(decoded.pixels == expected.pixels, "\(encoding): pixels differ from Cairo's writer")
        }
    }

    @Test("an opaque picture with text: RGB, the same pixels as Cairo's writer with every setting")
    func opaquePicture() throws {
        try Self.withSurface(width: 203, height: 101, Self.paintOpaque) { surface in
            try Self.expectSamePixelsAsCairo(surface, colorType: 2)
        }
    }

    /// Bands of 1, 7 and 64 rows (the picture is 101 tall: the last band is short) and the whole
    /// picture in one: the rows filtered across band boundaries as in one buffer.
    @Test("an opaque picture handed over in bands: the same pixels as Cairo's writer with every setting and band height")
    func opaquePictureInBands() throws {
        try Self.withSurface(width: 203, height: 101, Self.paintOpaque) { surface in
            let expected = try #require(Self.decode(Self.cairoPNG(surface)))
            let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
            let stride = Int(cairo_image_surface_get_stride(surface))
            for encoding in Self.settings {
                for bandHeight in [1, 7, 64, 101] {
                    var bands: [Int] = []
                    let file = try PNGEncoder(encoding: encoding).encodeOpaqueInBands(width: 203, height: 101, bandHeight: bandHeight) {
                        top, rows in
                        bands.append(rows)
                        return (data + top * stride, stride)
                    }
                    #expect(bands.reduce(0, +) == 101 && bands.count == (101 + bandHeight - 1) / bandHeight)
                    #expect(file[25] == 2, "RGB")
                    let decoded = try #require(Self.decode(file), "\(encoding), bands of \(bandHeight)")
                    #expect(decoded.pixels == expected.pixels, "\(encoding), bands of \(bandHeight)")
                }
            }
        }
    }

    /// The renderer's banded path draws each band on its own surface, shifted by whole pixels:
    /// the result equals one surface drawn at once, at a fractional scale too.
    @Test("drawn band by band on a small surface, a picture has the pixels of one drawn whole")
    func drawnInBands() throws {
        let size = (width: 203.0 / 1.5, height: 101.0 / 1.5)
        let encoding = PNGCompression.default.encoding
        let whole = try SceneRenderer.pngBytes(
            size: size, scale: 1.5, encoding: encoding, maximumPixels: 1 << 20, path: nil, paint: Self.paintOpaque)
        for rows in [1, 10, 50, 200] {
            let banded = try SceneRenderer.opaquePNGBytesInBands(
                size: size, scale: 1.5, encoding: encoding, maximumPixels: 1 << 20, path: nil, bandBytes: rows * 4 * 203,
                paint: Self.paintOpaque)
            let expected = try #require(Self.decode(whole))
            let decoded = try #require(Self.decode(banded))
            #expect(decoded.width == 203 && decoded.height == 101)
            #expect(decoded.pixels == expected.pixels, "bands of \(rows) rows")
        }
        // The budget and Cairo's limit hold as for a picture drawn whole.
        #expect(throws: RenderError.self) {
            try SceneRenderer.opaquePNGBytesInBands(
                size: (100, 100), scale: 1, encoding: encoding, maximumPixels: 9_999, path: nil, paint: Self.paintOpaque)
        }
    }

    @Test("a picture with transparency: RGBA, un-premultiplied as Cairo's writer does, with every setting")
    func transparentPicture() throws {
        try Self.withSurface(width: 256, height: 107, Self.paintTransparent) { surface in
            // Check that the picture really has every kind of pixel the conversion treats apart.
            let data = cairo_image_surface_get_data(surface)!
            let stride = Int(cairo_image_surface_get_stride(surface))
            var alphas = Set<UInt32>()
            for y in 0..<107 { for x in 0..<256 { alphas.insert(UnsafeRawPointer(data + y * stride).load(fromByteOffset: 4 * x, as: UInt32.self) >> 24) } }
            #expect(alphas.contains(0) && alphas.contains(255) && alphas.count > 200)
            try Self.expectSamePixelsAsCairo(surface, colorType: 6)
        }
    }

    @Test("a rendered scene with text and a border: the same pixels as Cairo's writer")
    func renderedScene() throws {
        let renderer = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, spacing: 6, margins: DirectionalInsets(all: 8), children: [
            .text(id: "title", "Lines that wrap in a flow", font: .style(.headline)),
            .box(id: "chip", width: 90, height: 28),
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 220, scale: 3, renderer: renderer))
        scene.setAppearance(NodeAppearance(fill: Color(hex: "#34C75980"), stroke: Color(hex: "#1C1C1E"), strokeWidth: 1.5), forID: "chip")
        let (width, height) = SceneRenderer.pixelSize(of: scene, scale: 3)
        let images = try ImageStore(scenes: [scene], deviceScale: 3, maximumPixels: RenderOptions.defaultMaximumPixels)
        try Self.withSurface(width: Int32(width), height: Int32(height), { cr in
            cairo_scale(cr, 3, 3)
            renderer.painter(scene, images: images, options: RenderOptions(), deviceScale: 3).paint(cr)
        }) { surface in
            try Self.expectSamePixelsAsCairo(surface, colorType: 2)
        }
    }

    @Test("one pixel wide and one pixel high pictures encode (no left or upper neighbour)")
    func tinyPictures() throws {
        for (width, height) in [(1, 1), (1, 9), (9, 1)] {
            try Self.withSurface(width: Int32(width), height: Int32(height), { cr in
                cairo_set_source_rgba(cr, 0.5, 0.25, 1, 0.6)
                cairo_paint(cr)
            }) { surface in
                try Self.expectSamePixelsAsCairo(surface, colorType: 6)
            }
        }
    }

    @Test("the file is a signature, IHDR, a white bKGD, IDAT and IEND, each with its CRC")
    func chunks() throws {
        let file = try Self.withSurface(width: 3, height: 2, Self.paintOpaque) { try Self.encode($0, PNGCompression.default.encoding) }
        #expect(Array(file[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10])
        // IHDR: length 13, width 3, height 2, depth 8, RGB, deflate, filter method 0, no interlace.
        #expect(Array(file[8..<29]) == [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0])
        #expect(Array(file[33..<51]) == [0, 0, 0, 6] + Array("bKGD".utf8) + [0, 255, 0, 255, 0, 255] + Array(file[47..<51]))
        #expect(Array(file[55..<59]) == Array("IDAT".utf8))
        // IEND is empty; the CRC of its type alone is AE 42 60 82 (PNG specification, 5.6).
        #expect(Array(file.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
    }

    @Test("row filters on a worked example (3 bytes per pixel)")
    func rowFilters() {
        let row: [UInt8] = [10, 20, 30, 40, 50, 60]
        let previous: [UInt8] = [5, 5, 5, 100, 100, 100]
        func filtered(_ filter: PNGEncoding.RowFilter) -> [UInt8] {
            var output = [UInt8](repeating: 0, count: 6)
            output.withUnsafeMutableBufferPointer { out in
                _ = filter.apply(row: row, previous: previous, count: 6, pixelBytes: 3, into: out.baseAddress!, measuringCost: false)
            }
            return output
        }
        #expect(filtered(.none) == row)
        #expect(filtered(.sub) == [10, 20, 30, 30, 30, 30])
        // 40 − 100 wraps to 196.
        #expect(filtered(.up) == [5, 15, 25, 196, 206, 216])
        // First pixel: 10 − ⌊5/2⌋ = 8; then 40 − ⌊(10 + 100)/2⌋ = −15 → 241.
        #expect(filtered(.average) == [8, 18, 28, 241, 246, 251])
        // Second pixel: left 10, up 100, upper left 5 → the estimate 105 is nearest to up.
        #expect(filtered(.paeth) == [5, 15, 25, 196, 206, 216])
    }

    @Test("the adaptive heuristic's cost counts bytes as signed magnitudes")
    func cost() {
        let row: [UInt8] = [1, 255, 128, 0]
        var output = [UInt8](repeating: 0, count: 4)
        let cost = output.withUnsafeMutableBufferPointer { out in
            PNGEncoding.RowFilter.none.apply(row: row, previous: [0, 0, 0, 0], count: 4, pixelBytes: 4, into: out.baseAddress!, measuringCost: true)
        }
        // 1 + |−1| + |−128| + 0
        #expect(cost == 130)
    }

    @Test("Paeth ties go to the left byte, then the upper one")
    func paethTies() {
        #expect(PNGEncoding.RowFilter.paethPredictor(left: 10, up: 10, upLeft: 0) == 10)   // left and up tie
        #expect(PNGEncoding.RowFilter.paethPredictor(left: 20, up: 40, upLeft: 0) == 40)   // up nearest
        #expect(PNGEncoding.RowFilter.paethPredictor(left: 10, up: 20, upLeft: 15) == 15)  // estimate 15 is the upper left
        #expect(PNGEncoding.RowFilter.paethPredictor(left: 7, up: 7, upLeft: 7) == 7)
    }

    @Test("a level outside 0 to 9 is refused with a message naming it", arguments: [-1, 10])
    func invalidLevel(level: Int) {
        let error = #expect(throws: RenderError.self) { try PNGEncoding(level: level, filter: .up, strategy: .rle) }
        #expect(error == .invalidPNGCompressionLevel(level))
        #expect(error?.description == "invalid PNG compression level \(level): use 0 (none) to 9 (smallest)")
    }

    @Test("a libdeflate level outside 0 to 12 is refused with a message naming it", arguments: [-1, 13])
    func invalidLibdeflateLevel(level: Int) {
        let error = #expect(throws: RenderError.self) { try PNGEncoding(libdeflateLevel: level, filter: .none) }
        #expect(error == .invalidLibdeflateLevel(level))
        #expect(error?.description == "invalid libdeflate compression level \(level): use 0 (none) to 12 (smallest)")
    }

    @Test("libdeflate's stream is cut into IDAT chunks of 64 KiB, the last one shorter", arguments: [
        PNGEncoding(uncheckedLibdeflateLevel: 0, filter: .none), PNGEncoding(uncheckedLevel: 0, filter: .none, strategy: .default),
    ])
    func largeImageData(encoding: PNGEncoding) throws {
        // Stored (level 0) RGB rows of 300 × 3 + 1 bytes: 250 rows are 225,250 bytes of image
        // data, plus the zlib header, the stored blocks' headers and the checksum.
        let file = try Self.withSurface(width: 300, height: 250, { cr in
            for y in 0..<250 {
                cairo_set_source_rgb(cr, Double(y % 7) / 7, Double(y % 11) / 11, Double(y % 13) / 13)
                cairo_rectangle(cr, 0, Double(y), 300, 1)
                cairo_fill(cr)
            }
        }) { surface in
            let file = try Self.encode(surface, encoding)
            #expect(try #require(Self.decode(file)).pixels == (try #require(Self.decode(Self.cairoPNG(surface)))).pixels)
            return file
        }
        var lengths: [Int] = []
        var offset = 8
        while offset + 8 <= file.count {
            let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: file[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" { lengths.append(length) }
            offset += 12 + length
        }
        #expect(offset == file.count)
        #expect(lengths.count == 4)
        #expect(lengths.dropLast().allSatisfy { $0 == 65_536 })
        #expect(lengths.reduce(0, +) > 225_250 && lengths.last! < 65_536)
    }

    @Test("renderer options choose the compression; the pixels stay the same")
    func rendererOptions() throws {
        let renderer = RenderFixture.renderer()
        let scene = try SceneRendererPNGTests.twoBoxes(renderer, scale: 2)
        let fast = try renderer.pngData(scene, options: RenderOptions(pngEncoding: PNGCompression.fast.encoding))
        let best = try renderer.pngData(scene, options: RenderOptions(pngEncoding: PNGCompression.best.encoding))
        #expect(fast != best)
        #expect(try #require(Self.decode(fast)).pixels == (try #require(Self.decode(best))).pixels)
    }
}
