import CCairo
import PangoText
import StackLayout
import StackRender

#if canImport(Glibc)
    import Glibc
#endif

/// Pinned fonts, layouts and PNG decoding shared by the renderer tests.
enum RenderFixture {
    static let repositoryRoot: String = {
        // Tests/StackRenderTests/RenderFixture.swift → repository root.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let fonts: FontConfiguration = {
        do {
            return try FontConfiguration(contentsOf: repositoryRoot + "/fonts/fonts.conf")
        } catch {
            fatalError("pinned fonts unavailable: \(error) — run scripts/setup")
        }
    }()

    /// A measurer over the pinned fonts and a renderer drawing through it.
    static func renderer() -> SceneRenderer { SceneRenderer(measurer: PangoTextMeasurer(fonts: fonts)) }

    /// Lays `root` out at `width` with the renderer's own measurer, as an app would.
    static func layout(
        _ root: LayoutNode, width: Double, height: Double? = nil, scale: Double = 1,
        direction: ReadingDirection = .leftToRight, renderer: SceneRenderer
    ) throws -> LayoutResult {
        let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: scale))
        return try engine.layout(LayoutTree(root), width: width, height: height, measurer: renderer.measurer)
    }

    /// A fresh empty directory under /tmp.
    static func temporaryDirectory() -> String {
        var template = Array("/tmp/stackrender-tests-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
        return String(cString: made)
    }

    /// Removes a directory made by ``temporaryDirectory()`` and what the test put in it (files
    /// and empty directories, one level deep).
    static func remove(_ directory: String) {
        for name in contents(of: directory) {
            let path = directory + "/" + name
            if unlink(path) != 0 { rmdir(path) }
        }
        rmdir(directory)
    }

    /// The names in `directory` (without `.` and `..`).
    static func contents(of directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Writes `bytes` to `path` (test set-up only).
    static func save(_ bytes: [UInt8], to path: String) {
        guard let file = fopen(path, "wb") else { fatalError("cannot open \(path)") }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }

    /// Reads a whole file (test checks only).
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// Decodes PNG bytes with Cairo (through a file, as any PNG consumer would read them).
    static func decode(_ png: [UInt8]) -> DecodedImage? {
        let directory = temporaryDirectory()
        let path = directory + "/image.png"
        save(png, to: path)
        defer {
            unlink(path)
            rmdir(directory)
        }
        return DecodedImage(path: path)
    }
}

/// A decoded PNG: size and un-premultiplied 8-bit pixels.
struct DecodedImage {
    struct Pixel: Equatable, CustomStringConvertible {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
        var isWhite: Bool { red == 255 && green == 255 && blue == 255 && alpha == 255 }

        /// Whether every channel is within `tolerance` of `color`'s.
        func matches(_ color: Color, tolerance: Int = 2) -> Bool {
            let expected = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
            return zip([red, green, blue, alpha].map(Int.init), expected).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }

    let width: Int
    let height: Int
    private let argb: [UInt32]

    init?(path: String) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
                || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 else { return nil }
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(opaque ? row[x] | 0xFF00_0000 : row[x]) }
        }
        argb = pixels
    }

    subscript(x: Int, y: Int) -> Pixel {
        let value = argb[y * width + x]
        let alpha = UInt8(value >> 24)
        // Cairo stores premultiplied alpha.
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (value >> shift) & 0xFF
            return alpha == 0 ? 0 : UInt8(min(255, (c * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// The bounding box (in pixels, inclusive) of every pixel that is not opaque white.
    var inkBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where !self[x, y].isWhite {
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }

    /// The non-white pixels (x, y).
    var inkPixels: [(x: Int, y: Int)] {
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where !self[x, y].isWhite { pixels.append((x, y)) }
        }
        return pixels
    }
}

extension RenderFixture {
    /// Writes a `width` × `height` PNG to `path`: the left half `left`, the right half `right`.
    static func makePNG(at path: String, width: Int32 = 8, height: Int32 = 4, left: Color, right: Color) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, left.red, left.green, left.blue, left.alpha)
        cairo_rectangle(cr, 0, 0, Double(width / 2), Double(height))
        cairo_fill(cr)
        cairo_set_source_rgba(cr, right.red, right.green, right.blue, right.alpha)
        cairo_rectangle(cr, Double(width / 2), 0, Double(width - width / 2), Double(height))
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
    }
}
