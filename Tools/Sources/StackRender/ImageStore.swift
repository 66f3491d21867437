import CCairo
import StackLayout

#if canImport(Glibc)
    import Glibc
#endif

/// The PNG images one rendering shows, decoded once each. Loading happens before any output
/// surface exists, so a bad image fails the rendering before anything is drawn or written.
final class ImageStore {
    private var surfaces: [String: OpaquePointer] = [:]

    /// Loads every image `scenes` show on visible nodes.
    ///
    /// - Throws: ``RenderError/unreadableImage(path:reason:)`` for the first file that is
    ///   missing, unreadable or not a PNG.
    init(scenes: [RenderScene]) throws(RenderError) {
        for scene in scenes {
            for index in scene.result.tree.indices where !scene.result.tree.isHidden(at: index) {
                guard let path = scene.appearance(at: index).imagePath, surfaces[path] == nil else { continue }
                surfaces[path] = try Self.load(path)
            }
        }
    }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The decoded image at `path` (loaded by `init`).
    func surface(_ path: String) -> OpaquePointer? { surfaces[path] }

    private static func load(_ path: String) throws(RenderError) -> OpaquePointer {
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
