import CCairo
import PangoText
import StackLayout

/// Draws ``RenderScene``s with Cairo: PNG at any display scale, SVG and multi-page PDF in
/// points.
///
/// ```swift
/// let measurer = PangoTextMeasurer(fonts: try FontConfiguration(contentsOf: "fonts/fonts.conf"))
/// let result = try StackLayoutEngine().layout(tree, width: 375, measurer: measurer)
/// let renderer = SceneRenderer(measurer: measurer)
/// try renderer.write(RenderScene(result: result), to: "home.png")         // 1125 × … px at scale 3
/// try renderer.write(RenderScene(result: result), to: "home.svg")         // 375 pt wide
/// try renderer.writePDF(pages: [small, large], to: "sizes.pdf")           // one page each
/// ```
///
/// Give the renderer the measurer the layout was made with (or one over the same font
/// configuration): text is drawn from layouts that measurer makes, so it lands exactly in the
/// measured frames. Like the measurer, a renderer belongs to one thread at a time.
///
/// Output is deterministic: the same scene gives byte-identical PNG, SVG and PDF files (the PDF
/// creation date is pinned to ``pinnedCreationDate``). Files are written whole or not at all.
public struct SceneRenderer {
    /// The measurer whose Pango context lays out the text.
    public let measurer: PangoTextMeasurer

    /// The creation and modification date written into every PDF (ISO 8601), fixed so that
    /// the same pages always give the same bytes.
    public static let pinnedCreationDate = "2000-01-01T00:00:00Z"

    /// Creates a renderer drawing text through `measurer`.
    public init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    // MARK: In memory

    /// The scene as a PNG file: `bounds × scale` device pixels (each side rounded up, at
    /// least 1), 8-bit RGB (RGBA when any pixel is not opaque), compressed as
    /// `options.pngEncoding` says.
    ///
    /// - Throws: ``RenderError`` for an unreadable image or an invalid scale.
    public func pngData(_ scene: RenderScene, options: RenderOptions = RenderOptions()) throws(RenderError) -> [UInt8] {
        try png(scene, options: options, path: nil)
    }

    /// The scene as an SVG 1.1 document whose `width` and `height` are the bounds in points.
    ///
    /// - Throws: ``RenderError`` for an unreadable image.
    public func svgData(_ scene: RenderScene, options: RenderOptions = RenderOptions()) throws(RenderError) -> [UInt8] {
        try svg(scene, options: options, path: nil)
    }

    /// A PDF document with one page per scene, each page the size of its scene's bounds in
    /// points (pages may differ in size).
    ///
    /// - Throws: ``RenderError`` for an unreadable image or an empty `pages`.
    public func pdfData(pages: [RenderScene], options: RenderOptions = RenderOptions()) throws(RenderError) -> [UInt8] {
        try pdf(pages, options: options, path: nil)
    }

    // MARK: Files

    /// Renders the scene to `path` in `format`, or in the format the file name's extension
    /// names when `format` is `nil`. The file is replaced whole; on failure nothing is left
    /// at `path` (an existing file stays as it was).
    ///
    /// - Throws: ``RenderError`` naming `path` (or the image) when the format is unknown, an
    ///   image cannot be read or the file cannot be written.
    public func write(
        _ scene: RenderScene, to path: String, format: RenderFormat? = nil, options: RenderOptions = RenderOptions()
    ) throws(RenderError) {
        guard let format = format ?? RenderFormat(path: path) else { throw .unknownFormat(path: path) }
        let bytes: [UInt8] =
            switch format {
            case .png: try png(scene, options: options, path: path)
            case .svg: try svg(scene, options: options, path: path)
            case .pdf: try pdf([scene], options: options, path: path)
            }
        try RenderError.write(bytes, to: path)
    }

    /// Renders `pages` to a PDF file at `path`, one page per scene (see ``pdfData(pages:options:)``).
    ///
    /// - Throws: ``RenderError`` naming `path` (or the image) on failure; nothing is left at `path`.
    public func writePDF(pages: [RenderScene], to path: String, options: RenderOptions = RenderOptions()) throws(RenderError) {
        try RenderError.write(pdf(pages, options: options, path: path), to: path)
    }

    /// The pixel size of the scene's PNG at `scale`.
    public static func pixelSize(of scene: RenderScene, scale: Double) -> (width: Int, height: Int) {
        (pixels(scene.result.bounds.width * scale), pixels(scene.result.bounds.height * scale))
    }

    // MARK: Surfaces

    private func png(_ scene: RenderScene, options: RenderOptions, path: String?) throws(RenderError) -> [UInt8] {
        let scale = options.scale ?? (scene.result.environment.scale > 0 ? scene.result.environment.scale : 1)
        let images = try ImageStore(
            scenes: [scene], deviceScale: scale, maximumPixels: options.maximumPixels, timeLimit: options.imageTimeLimit)
        return try images.reportingDrawingFailure {
            () throws(RenderError) in
            try Self.pngBytes(
                size: Self.pointSize(of: scene), scale: scale, encoding: options.pngEncoding, maximumPixels: options.maximumPixels,
                path: path
            ) { cr in
                painter(scene, images: images, options: options, deviceScale: scale).paint(cr)
            }
        }
    }

    private func svg(_ scene: RenderScene, options: RenderOptions, path: String?) throws(RenderError) -> [UInt8] {
        let images = try ImageStore(
            scenes: [scene], deviceScale: 1, maximumPixels: options.maximumPixels, timeLimit: options.imageTimeLimit)
        return try images.reportingDrawingFailure {
            () throws(RenderError) in
            try Self.svgBytes(size: Self.pointSize(of: scene), path: path) { cr in
                painter(scene, images: images, options: options, deviceScale: 1).paint(cr)
            }
        }
    }

    private func pdf(_ pages: [RenderScene], options: RenderOptions, path: String?) throws(RenderError) -> [UInt8] {
        guard !pages.isEmpty else { throw .noPages(path: path) }
        let images = try ImageStore(
            scenes: pages, deviceScale: 1, maximumPixels: options.maximumPixels, timeLimit: options.imageTimeLimit)
        return try images.reportingDrawingFailure {
            () throws(RenderError) in
            try Self.pdfBytes(
                pages: pages.map { page in
                    (Self.pointSize(of: page), { cr in painter(page, images: images, options: options, deviceScale: 1).paint(cr) })
                },
                path: path)
        }
    }

    /// A PNG of `size` points at `scale` pixels per point, drawn by `paint` in points, compressed
    /// with `encoding`.
    static func pngBytes(
        size: (width: Double, height: Double), scale: Double, encoding: PNGEncoding, maximumPixels: Int, path: String?,
        paint: (OpaquePointer) -> Void
    ) throws(RenderError) -> [UInt8] {
        let (width, height) = try checkedPixels(size: size, scale: scale, maximumPixels: maximumPixels, path: path)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))!
        defer { cairo_surface_destroy(surface) }
        let data = try draw(on: surface, fromRow: 0, scale: scale, path: path, paint: paint)
        return try PNGEncoder(encoding: encoding).encode(
            argb32: data, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            path: path)
    }

    /// A PNG like ``pngBytes(size:scale:encoding:maximumPixels:path:paint:)``'s of a picture
    /// that `paint` makes opaque (a sheet, which paints its background first), drawn and
    /// compressed a band of rows at a time (``PNGEncoder/encodeOpaqueInBands(width:height:bandHeight:path:drawBand:)``):
    /// about ``bandBytes`` of pixels are held instead of the whole picture. `paint` is called
    /// once a band, clipped to it; it may skip what lies outside `cairo_clip_extents`.
    static func opaquePNGBytesInBands(
        size: (width: Double, height: Double), scale: Double, encoding: PNGEncoding, maximumPixels: Int, path: String?,
        bandBytes: Int = bandBytes, paint: (OpaquePointer) -> Void
    ) throws(RenderError) -> [UInt8] {
        let (width, height) = try checkedPixels(size: size, scale: scale, maximumPixels: maximumPixels, path: path)
        let bandHeight = min(height, max(1, bandBytes / (4 * width)))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: bandHeight))!
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return try PNGEncoder(encoding: encoding).encodeOpaqueInBands(width: width, height: height, bandHeight: bandHeight, path: path) {
            (top, _) throws(RenderError) in
            (UnsafeRawPointer(try draw(on: surface, fromRow: top, scale: scale, path: path, paint: paint)), stride)
        }
    }

    /// Draws `paint`'s picture on `surface` from device row `top` down, and returns its pixels.
    private static func draw(
        on surface: OpaquePointer, fromRow top: Int, scale: Double, path: String?, paint: (OpaquePointer) -> Void
    ) throws(RenderError) -> UnsafeMutablePointer<UInt8> {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        // Whole device pixels: a band is rasterised exactly as that part of one surface.
        cairo_translate(cr, 0, -Double(top))
        cairo_scale(cr, scale, scale)
        paint(cr)
        try check(cairo_status(cr), path: path)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw .drawingFailed(path: path, reason: "the image surface has no pixels")
        }
        return data
    }

    /// About how many bytes of pixels a band of ``opaquePNGBytesInBands(size:scale:encoding:maximumPixels:path:bandBytes:paint:)``
    /// holds: 8 MiB, some 500 rows of a sheet 4,000 pixels wide.
    static let bandBytes = 8 << 20

    /// The picture's size in whole pixels, checked against the budget and Cairo's limit.
    private static func checkedPixels(
        size: (width: Double, height: Double), scale: Double, maximumPixels: Int, path: String?
    ) throws(RenderError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let width = pixels(size.width * scale), height = pixels(size.height * scale)
        // Compared as doubles: the product of two huge sides overflows an Int.
        guard Double(width) * Double(height) <= Double(maximumPixels) else {
            throw .tooManyPixels(path: path, width: width, height: height, limit: maximumPixels)
        }
        // Cairo's own limit, whatever the budget: past it, it only says "invalid value".
        guard width <= maximumSide, height <= maximumSide else {
            throw .drawingFailed(
                path: path, reason: "it would be \(width) × \(height) pixels; a picture may be at most \(maximumSide) pixels on a side")
        }
        return (width, height)
    }

    /// The most pixels Cairo's image surfaces have on a side.
    static let maximumSide = 32767

    /// An SVG 1.1 document of `size` points drawn by `paint`, with normalised ids.
    static func svgBytes(
        size: (width: Double, height: Double), path: String?, paint: (OpaquePointer) -> Void
    ) throws(RenderError) -> [UInt8] {
        let sink = CairoByteSink()
        let surface = cairo_svg_surface_create_for_stream(CairoByteSink.write, sink.closure, size.width, size.height)!
        // Destroying an unfinished surface (after an error) still writes to the sink.
        defer { withExtendedLifetime(sink) { cairo_surface_destroy(surface) } }
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        paint(cr)
        try check(cairo_status(cr), path: path)
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface), path: path)
        return SVGIdentifierNumbering.normalize(sink.bytes)
    }

    /// A PDF with one page per entry, each page its own size in points.
    static func pdfBytes(
        pages: [(size: (width: Double, height: Double), paint: (OpaquePointer) -> Void)], path: String?
    ) throws(RenderError) -> [UInt8] {
        guard let first = pages.first else { throw .noPages(path: path) }
        let sink = CairoByteSink()
        let surface = cairo_pdf_surface_create_for_stream(
            CairoByteSink.write, sink.closure, first.size.width, first.size.height)!
        // Destroying an unfinished surface (after an error) still writes to the sink.
        defer { withExtendedLifetime(sink) { cairo_surface_destroy(surface) } }
        // Cairo stamps the current time otherwise, and no two files would be equal.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pinnedCreationDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pinnedCreationDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "DynamicStacks")
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        for page in pages {
            // The page size must be set before anything is drawn on the page.
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            page.paint(cr)
            cairo_show_page(cr)
        }
        try check(cairo_status(cr), path: path)
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface), path: path)
        return sink.bytes
    }

    func painter(_ scene: RenderScene, images: ImageStore, options: RenderOptions, deviceScale: Double) -> ScenePainter {
        ScenePainter(
            scene: scene, measurer: measurer, images: images, overlay: options.debugOverlay, deviceScale: deviceScale)
    }

    static func check(_ status: cairo_status_t, path: String?) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .drawingFailed(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Vector page size: the bounds in points, at least 1 × 1 (Cairo and viewers reject empty pages).
    static func pointSize(of scene: RenderScene) -> (width: Double, height: Double) {
        (max(1, scene.result.bounds.width), max(1, scene.result.bounds.height))
    }

    /// A pixel count for a length in device pixels: rounded up, so nothing is cut off, but
    /// with a tolerance for the floating-point error in `bounds × scale` (375 × 3 must be
    /// 1125, not 1126); at least 1.
    static func pixels(_ length: Double) -> Int {
        guard length.isFinite else { return 1 }
        return max(1, Int(min((length - 1e-6).rounded(.up), Double(Int32.max))))
    }
}
