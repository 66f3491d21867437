import InputFiles
import CCairo
import CRsvg
import StackLayout

#if canImport(Glibc)
    import Glibc
#endif

/// The images one rendering shows, loaded once each: PNG decoded into a Cairo surface, SVG
/// parsed by librsvg (drawn as vectors at each frame's size). Loading happens before any output
/// surface exists, so a bad image fails the rendering before anything is drawn or written.
final class ImageStore {
    /// A loaded image.
    enum Image {
        case raster(OpaquePointer)
        /// librsvg's handle of an SVG document.
        case vector(UnsafeMutablePointer<RsvgHandle>)
    }

    private var images: [String: Image] = [:]

    /// Loads every image `scenes` show on visible nodes.
    ///
    /// - Throws: ``RenderError/unreadableImage(path:reason:)`` for the first file that is
    ///   missing, unreadable or not a PNG.
    init(scenes: [RenderScene]) throws(RenderError) {
        for scene in scenes {
            var paths = scene.result.tree.indices.filter { !scene.result.tree.isHidden(at: $0) }
                .compactMap { scene.appearance(at: $0).imagePath }
            paths += scene.partAppearances.keys.sorted().compactMap { scene.partAppearances[$0]?.imagePath }
            for path in paths where images[path] == nil {
                images[path] = try Self.load(path)
            }
        }
    }

    deinit {
        for image in images.values {
            switch image {
            case .raster(let surface): cairo_surface_destroy(surface)
            case .vector(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
            }
        }
    }

    /// The image at `path` (loaded by `init`).
    func image(_ path: String) -> Image? { images[path] }

    private static func load(_ path: String) throws(RenderError) -> Image {
        if let problem = InputFile.problem(at: path, limit: InputFile.imageLimit) {
            throw .unreadableImage(path: path, reason: problem)
        }
        guard path.lowercased().hasSuffix(".svg") else { return .raster(try loadPNG(path)) }
        guard access(path, R_OK) == 0 else {
            throw .unreadableImage(path: path, reason: String(cString: strerror(errno)))
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .unreadableImage(path: path, reason: "not an SVG image (\(reason))")
        }
        return .vector(handle)
    }

    /// The most pixels an image file may declare: 8192 × 8192 (256 MB decoded), far more than
    /// any icon or photo a layout shows.
    static let maximumImagePixels = 8192 * 8192

    /// The width and height in a PNG file's header (IHDR), or `nil` when the file does not start
    /// like a PNG (Cairo then says what is wrong with it).
    private static func declaredPNGSize(_ path: String) -> (width: UInt32, height: UInt32)? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: 24)
        guard fread(&header, 1, 24, file) == 24, header[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            header[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func number(at offset: Int) -> UInt32 { header[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        return (number(at: 16), number(at: 20))
    }

    private static func loadPNG(_ path: String) throws(RenderError) -> OpaquePointer {
        // Ask the file system first: its reason ("No such file or directory", "Permission
        // denied") is clearer than Cairo's generic "file not found" / "read error".
        guard access(path, R_OK) == 0 else {
            throw .unreadableImage(path: path, reason: String(cString: strerror(errno)))
        }
        // The size the file declares, before decoding it: a small file may declare a huge image
        // (a 389 KB PNG of 20,000 × 20,000 px decodes to 1.6 GB).
        if let (width, height) = declaredPNGSize(path), Double(width) * Double(height) > Double(maximumImagePixels) {
            throw .unreadableImage(
                path: path, reason: "it declares \(width) × \(height) pixels; an image may have at most \(maximumImagePixels)")
        }
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .unreadableImage(path: path, reason: "not a PNG image (\(String(cString: cairo_status_to_string(status))))")
        }
        return surface
    }
}
