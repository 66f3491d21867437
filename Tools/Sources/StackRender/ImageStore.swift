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

    private static func loadPNG(_ path: String) throws(RenderError) -> OpaquePointer {
        // Ask the file system first: its reason ("No such file or directory", "Permission
        // denied") is clearer than Cairo's generic "file not found" / "read error".
        guard access(path, R_OK) == 0 else {
            throw .unreadableImage(path: path, reason: String(cString: strerror(errno)))
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
