import Foundation
import FileAccess
import CCairo
import CRsvg
import DynamicButtons
import StackLayout

#if canImport(Glibc)
    import Glibc
#endif

/// The images one rendering shows, loaded once each: PNG decoded into a Cairo surface, SVG
/// parsed by librsvg (drawn as vectors at each frame's size). Loading happens before any output
/// surface exists, so a bad image fails the rendering before anything is drawn or written.
///
/// An SVG is checked against ``SVGLimits`` before librsvg sees it, and the surfaces its masks
/// and filters need at the largest frame it is drawn in against the pixel budget; each call
/// into librsvg, reading or drawing, is limited in time (``ImageTimeLimit``).
final class ImageStore {
    /// A loaded image.
    enum Image {
        case raster(OpaquePointer)
        /// librsvg's handle of an SVG document.
        case vector(UnsafeMutablePointer<RsvgHandle>)
    }

    private var images: [String: Image] = [:]
    /// The most seconds each call into librsvg may take.
    let timeLimit: Double
    /// The first image librsvg failed to draw, and why (see ``drawVector(_:path:on:in:)``).
    private(set) var drawingFailure: RenderError?

    /// Loads every image `scenes` show on visible nodes, to be drawn at `deviceScale` pixels
    /// per point (1 for SVG and PDF) within a pixel budget of `maximumPixels`.
    ///
    /// - Throws: ``RenderError/unreadableImage(path:reason:)`` for the first file that is
    ///   missing, unreadable, not a PNG or an SVG, or past a limit.
    init(
        scenes: [RenderScene], deviceScale: Double, maximumPixels: Int, timeLimit: Double = ImageTimeLimit.defaultSeconds
    ) throws(RenderError) {
        self.timeLimit = timeLimit
        let frames = Self.largestFrames(scenes, deviceScale: deviceScale)
        for scene in scenes {
            var paths = scene.result.tree.indices.filter { !scene.result.tree.isHidden(at: $0) }
                .compactMap { scene.appearance(at: $0).imagePath }
            paths += scene.partAppearances.keys.sorted().compactMap { scene.partAppearances[$0]?.imagePath }
            for path in paths where images[path] == nil {
                images[path] = try load(path, largestFrame: frames[path], maximumPixels: maximumPixels)
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

    /// Draws the SVG document `handle` (the image at `path`) into `viewport`, within the time limit.
    ///
    /// When librsvg reports an error, or leaves the Cairo context failed (out of memory for a
    /// dash pattern of millions of dashes), the first such failure is kept in ``drawingFailure``:
    /// the painter cannot throw, and the renderer reports it instead of a half-drawn picture.
    func drawVector(_ handle: UnsafeMutablePointer<RsvgHandle>, path: String, on cr: OpaquePointer, in viewport: RsvgRectangle) {
        var viewport = viewport
        var error: UnsafeMutablePointer<GError>?
        let contextWasFine = cairo_status(cr) == CAIRO_STATUS_SUCCESS
        let drawn = ImageTimeLimit.process.run(path: path, doing: "drawing it", seconds: timeLimit) {
            rsvg_handle_render_document(handle, cr, &viewport, &error) != 0
        }
        defer { if let error { g_error_free(error) } }
        guard drawingFailure == nil else { return }
        if !drawn {
            let reason = error.map { String(cString: $0.pointee.message).trimmingSpaces } ?? "unknown error"
            drawingFailure = .unreadableImage(path: path, reason: "librsvg could not draw it (\(reason))")
        } else if contextWasFine, cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            drawingFailure = .unreadableImage(
                path: path, reason: "librsvg could not draw it (\(String(cString: cairo_status_to_string(cairo_status(cr)))))")
        }
    }

    /// `body`'s output, unless librsvg failed to draw an image meanwhile: then that failure,
    /// which names the image, rather than a picture without it (or Cairo's "out of memory"
    /// naming the output).
    func reportingDrawingFailure<Output>(_ body: () throws(RenderError) -> Output) throws(RenderError) -> Output {
        let output: Output
        do {
            output = try body()
        } catch {
            throw drawingFailure ?? error
        }
        if let drawingFailure { throw drawingFailure }
        return output
    }

    /// The largest frame, in device pixels, each image is drawn in: a node's frame, or the
    /// frame of a button's image part.
    private static func largestFrames(_ scenes: [RenderScene], deviceScale: Double) -> [String: (width: Double, height: Double)] {
        var frames: [String: (width: Double, height: Double)] = [:]
        func note(_ path: String?, _ frame: Rect) {
            guard let path else { return }
            let size = (width: frame.width * deviceScale, height: frame.height * deviceScale)
            if size.width * size.height > frames[path].map({ $0.width * $0.height }) ?? -1 { frames[path] = size }
        }
        for scene in scenes {
            let tree = scene.result.tree
            for index in tree.indices where !tree.isHidden(at: index) {
                note(scene.appearance(at: index).imagePath, scene.result.frames[index])
            }
            for stack in scene.result.placements(of: ButtonStack.self) {
                for button in stack.details.buttons {
                    note((scene.partAppearances[button.id] ?? scene.theme.button()).imagePath, button.image)
                }
            }
        }
        return frames
    }

    private func load(
        _ path: String, largestFrame: (width: Double, height: Double)?, maximumPixels: Int
    ) throws(RenderError) -> Image {
        // The bytes are read once, checked, and decoded from memory: what is decoded is what
        // was checked, and a FIFO or device in the image's place cannot hold the reader.
        let data: Data
        do {
            data = try InputFile.readNamedFile(path, limit: InputFile.imageLimit)
        } catch {
            throw .unreadableImage(path: path, reason: error.description)
        }
        guard path.lowercased().hasSuffix(".svg") else { return .raster(try Self.loadPNG(data, path: path)) }
        let cost: SVGLimits.Cost
        do throws(SVGRefusal) {
            cost = try SVGLimits.check(data)
        } catch {
            throw .unreadableImage(path: path, reason: error.reason)
        }
        if cost.layers > 0, let frame = largestFrame {
            // librsvg draws each layer on a surface the size of the frame, and two more
            // (measured: one filter at 4000 × 4000 pixels took three such surfaces).
            let surfaces = cost.layers + 2
            let (width, height) = (SceneRenderer.pixels(frame.width), SceneRenderer.pixels(frame.height))
            let pixels = Double(width) * Double(height) * Double(surfaces)
            if pixels > Double(maximumPixels) {
                throw .unreadableImage(
                    path: path,
                    reason: "its masks, filters and group opacities nest \(cost.layers) deep, which librsvg draws on \(surfaces) surfaces the size of its frame (\(width) × \(height) pixels): \(Int(pixels)) pixels, more than the \(maximumPixels) a picture may have")
            }
        }
        return .vector(try loadSVG(data, path: path))
    }

    private func loadSVG(_ data: Data, path: String) throws(RenderError) -> UnsafeMutablePointer<RsvgHandle> {
        var error: UnsafeMutablePointer<GError>?
        let handle = ImageTimeLimit.process.run(path: path, doing: "reading it", seconds: timeLimit) {
            data.withUnsafeBytes { bytes in
                rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
            }
        }
        guard let handle else {
            let reason = error.map { String(cString: $0.pointee.message).trimmingSpaces } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .unreadableImage(path: path, reason: "not an SVG image (\(reason))")
        }
        return handle
    }

    /// The most pixels an image file may declare: 8192 × 8192 (256 MB decoded), far more than
    /// any icon or photo a layout shows.
    static let maximumImagePixels = 8192 * 8192

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func loadPNG(_ data: Data, path: String) throws(RenderError) -> OpaquePointer {
        let bytes = [UInt8](data)
        guard bytes.starts(with: pngSignature) else {
            throw .unreadableImage(
                path: path, reason: "not a PNG image: it does not start with the PNG signature (images are PNG, or SVG named .svg)")
        }
        // The size the header (IHDR) declares, before decoding: a small file may declare a huge
        // image (a 389 KB PNG of 20,000 × 20,000 px decodes to 1.6 GB).
        if bytes.count >= 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] {
            func number(at offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
            let (width, height) = (number(at: 16), number(at: 20))
            if Double(width) * Double(height) > Double(maximumImagePixels) {
                throw .unreadableImage(
                    path: path, reason: "it declares \(width) × \(height) pixels; an image may have at most \(maximumImagePixels)")
            }
        }
        let source = PNGSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(PNGSource.read, Unmanaged.passUnretained(source).toOpaque())!
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // Cairo says "out of memory" for most damage inside a PNG; what a user can act on
            // is that the file is broken.
            let reason = status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_READ_ERROR
                ? "the PNG data is damaged or cut short" : String(cString: cairo_status_to_string(status))
            throw .unreadableImage(path: path, reason: "not a readable PNG image (\(reason))")
        }
        return surface
    }

    /// PNG bytes in memory handed to Cairo's stream reader a piece at a time.
    private final class PNGSource {
        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The `cairo_read_func_t` that copies the next `length` bytes, or fails at the end.
        static let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { buffer in
                data.update(from: buffer.baseAddress! + source.offset, count: count)
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }
    }
}
