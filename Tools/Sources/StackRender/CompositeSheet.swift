import CCairo
import CPango
import PangoText
import StackLayout

/// One picture of a composite sheet: a scene, the label printed above it, and the renderer whose
/// measurer laid it out (cells may come from different locales, each with its own measurer).
public struct CompositeCell {
    /// The caption above the picture (e.g. `375 pt · large · de`).
    public var label: String
    /// The laid-out scene.
    public var scene: RenderScene
    /// The renderer for the scene (its measurer made the layout).
    public var renderer: SceneRenderer

    /// Creates a cell.
    public init(label: String, scene: RenderScene, renderer: SceneRenderer) {
        self.label = label
        self.scene = scene
        self.renderer = renderer
    }
}

/// Many renderings on one page in a labelled grid, like a designer's composite screenshot:
/// a title, then rows of cells, each cell a caption over its picture on a white card.
///
/// Columns are as wide as their widest picture and rows as tall as their tallest, so cells
/// of one width line up.
public struct CompositeSheet {
    /// The heading printed at the top.
    public var title: String
    /// The number of cells per row.
    public var columns: Int
    /// The cells, row by row.
    public var cells: [CompositeCell]
    /// The renderer used for the title and captions.
    public var captionRenderer: SceneRenderer

    /// The largest PNG sheet drawn on one surface and compressed with the setting asked for
    /// (16 million pixels: 64 MB of surface, 48 MB more for libdeflate); larger ones are drawn
    /// and compressed by zlib in bands (``SceneRenderer``'s `opaquePNGBytesInBands`), which holds
    /// 8 MiB of pixels whatever the size but compresses more slowly: the demo's ten sheets, up to
    /// 11 million pixels each, took 0.4 s longer that way.
    public static let mostPixelsDrawnWhole = 16_000_000

    static let margin = 24.0
    static let gap = 24.0
    static let titleHeight = 36.0
    static let captionHeight = 22.0
    static let sheetColor = Color(hex: "#F2F2F7")!
    static let cardBorder = Color(hex: "#C7C7CC")!
    static let captionColor = Color(hex: "#3C3C43")!

    /// Creates a sheet.
    public init(title: String, columns: Int, cells: [CompositeCell], captionRenderer: SceneRenderer) {
        self.title = title
        self.columns = max(1, columns)
        self.cells = cells
        self.captionRenderer = captionRenderer
    }

    private var rows: Int { (cells.count + columns - 1) / columns }

    private var columnWidths: [Double] {
        (0..<columns).map { column in
            stride(from: column, to: cells.count, by: columns).map { cells[$0].scene.result.bounds.width }.max() ?? 0
        }
    }

    private var rowHeights: [Double] {
        (0..<rows).map { row in
            cells[(row * columns)..<min(cells.count, (row + 1) * columns)].map(\.scene.result.bounds.height).max() ?? 0
        }
    }

    /// The sheet's size in points.
    public var size: (width: Double, height: Double) {
        let widths = columnWidths
        let heights = rowHeights
        let width = 2 * Self.margin + widths.reduce(0, +) + Double(max(0, widths.count - 1)) * Self.gap
        let height = 2 * Self.margin + Self.titleHeight
            + heights.reduce(0, +) + Double(heights.count) * Self.captionHeight + Double(max(0, heights.count - 1)) * Self.gap
        return (max(1, width), max(1, height))
    }

    /// Writes the sheet to `path` as PNG (at `scale` pixels per point, compressed with
    /// `pngEncoding`), SVG or a one-page PDF.
    ///
    /// - Throws: ``RenderError`` naming the path or an image.
    public func write(
        to path: String, format: RenderFormat? = nil, scale: Double = 2,
        pngEncoding: PNGEncoding = PNGCompression.default.encoding, maximumPixels: Int = RenderOptions.defaultMaximumPixels
    ) throws(RenderError) {
        guard let format = format ?? RenderFormat(path: path) else { throw .unknownFormat(path: path) }
        let images = try ImageStore(
            scenes: cells.map(\.scene), deviceScale: format == .png ? scale : 1, maximumPixels: maximumPixels)
        let paint: (OpaquePointer) -> Void = { cr in self.paint(cr, images: images, deviceScale: format == .png ? scale : 1) }
        let bytes: [UInt8] = try images.reportingDrawingFailure {
            () throws(RenderError) in
            switch format {
            case .png where size.width * scale * size.height * scale <= Double(Self.mostPixelsDrawnWhole):
                try SceneRenderer.pngBytes(
                    size: size, scale: scale, encoding: pngEncoding, maximumPixels: maximumPixels, path: path, paint: paint)
            case .png:
                // A sheet of many pictures can be tens of millions of pixels: drawn and
                // compressed in bands, never whole.
                try SceneRenderer.opaquePNGBytesInBands(
                    size: size, scale: scale, encoding: pngEncoding, maximumPixels: maximumPixels, path: path, paint: paint)
            case .svg: try SceneRenderer.svgBytes(size: size, path: path, paint: paint)
            case .pdf: try SceneRenderer.pdfBytes(pages: [(size, paint)], path: path)
            }
        }
        try RenderError.write(bytes, to: path)
    }

    private func paint(_ cr: OpaquePointer, images: ImageStore, deviceScale: Double) {
        CairoPath.setColor(cr, Self.sheetColor)
        cairo_paint(cr)
        // Drawn in bands, only the rows of cells inside the clip are painted (their borders
        // reach half a line beyond them).
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
        caption(cr, title, at: Point(x: Self.margin, y: Self.margin), size: 17, weight: .semibold, color: .black)
        let widths = columnWidths
        let heights = rowHeights
        var y = Self.margin + Self.titleHeight
        for row in 0..<rows {
            defer { y += Self.captionHeight + heights[row] + Self.gap }
            guard y - 1 < clipBottom, y + Self.captionHeight + heights[row] + 1 > clipTop else { continue }
            var x = Self.margin
            for column in 0..<columns {
                let index = row * columns + column
                guard index < cells.count else { break }
                let cell = cells[index]
                caption(cr, cell.label, at: Point(x: x, y: y), size: 12, weight: .regular, color: Self.captionColor)
                let bounds = cell.scene.result.bounds
                let card = Rect(x: x, y: y + Self.captionHeight, width: bounds.width, height: bounds.height)
                cairo_save(cr)
                cairo_translate(cr, card.minX, card.minY)
                // The scene paints its background over everything it may: keep it on its card.
                cairo_rectangle(cr, 0, 0, bounds.width, bounds.height)
                cairo_clip(cr)
                cell.renderer.painter(cell.scene, images: images, options: RenderOptions(), deviceScale: deviceScale).paint(cr)
                cairo_restore(cr)
                CairoPath.setColor(cr, Self.cardBorder)
                cairo_set_line_width(cr, 1 / deviceScale)
                cairo_rectangle(cr, card.minX, card.minY, card.width, card.height)
                cairo_stroke(cr)
                x += widths[column] + Self.gap
            }
        }
    }

    private func caption(_ cr: OpaquePointer, _ text: String, at point: Point, size: Double, weight: FontWeight, color: Color) {
        let layout = captionRenderer.measurer.makeLayout(TextMeasurementRequest(
            string: text, font: FontDescriptor(family: "Sans", size: size, weight: weight), maximumLines: 1, wrapWidth: nil))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        CairoPath.setColor(cr, color)
        cairo_move_to(cr, point.x, point.y)
        pango_cairo_show_layout(cr, layout)
    }
}
