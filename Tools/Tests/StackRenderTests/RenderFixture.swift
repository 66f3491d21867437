import CCairo
import PangoText
import StackLayout
import StackRender
import ToolsTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Pinned fonts, layouts and PNG decoding shared by the renderer tests.
enum RenderFixture {
    static let repositoryRoot = RepositoryFolder.root.path

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

    /// Decodes PNG bytes with Cairo.
    static func decode(_ png: [UInt8]) -> DecodedImage? { DecodedImage(png: png) }
}

extension DecodedImage.Pixel {
    /// Whether every channel is within `tolerance` of `color`'s.
    func matches(_ color: Color, tolerance: Int = 2) -> Bool {
        matches(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, tolerance: tolerance)
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
