import CPango
import PangoText
import StackLayout

/// Draws text nodes with Pango exactly where the engine measured them.
///
/// The layout is made by the same ``PangoTextMeasurer`` the engine measured with (its context,
/// `makeLayout`), from the same request: the node's font (the fitted size for ``TextFit``
/// nodes), its line limit, wrapped at its frame's width. So the lines, breaks and baselines
/// drawn are the ones the layout result reports. The context is deliberately never updated
/// from the Cairo target: that would bring in the surface's font options and change metrics
/// between PNG, SVG and PDF.
struct TextPainter {
    let measurer: PangoTextMeasurer
    let result: LayoutResult

    func draw(_ cr: OpaquePointer, node index: Int, color: Color) {
        guard let text = result.tree.text(at: index), let metrics = result.textMetrics[index] else { return }
        // The font the engine measured with: styles, proportional sizes and fits resolved.
        let font = result.fonts[index] ?? text.font.resolved(for: result.environment.contentSizeCategory)
        var box = result.frames[index]
        if let fit = text.fit {
            box = inset(box, by: fit.margins)
        }
        guard box.width > 0, box.height > 0, !text.string.isEmpty else { return }

        // The engine measured at the unrounded width; the frame is that width rounded to the
        // display scale and may be a fraction of a pixel narrower, which could push a word that
        // just fitted onto another line (or into the ellipsis). Any width from the widest
        // measured line up to the measured width wraps identically, so widen to that line.
        // Truncated text is drawn at the frame width: its ellipsis must stay inside.
        let wrapWidth = metrics.isTruncated ? box.width : max(box.width, metrics.size.width)
        let layout = measurer.makeLayout(
            TextMeasurementRequest(string: text.string, font: font, maximumLines: text.lineLimit, wrapWidth: wrapWidth))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        // Right-to-left paragraphs align to the right of the wrap width (Pango's auto-dir);
        // keep that edge on the frame's right edge when the wrap width was widened.
        let x = metrics.isRightToLeft ? box.maxX - wrapWidth : box.minX
        CairoPath.setColor(cr, color)
        cairo_move_to(cr, x, box.minY)
        pango_cairo_show_layout(cr, layout)
    }

    /// Draws a custom part's text (a button title) in `frame`. One-line titles are laid out
    /// unwrapped, as measured; wrapped titles get one device pixel of slack over their rounded
    /// frame, so rounding cannot move a word to another line.
    func draw(_ cr: OpaquePointer, part request: TextMeasurementRequest, in frame: Rect, color: Color, pixel: Double) {
        guard frame.width > 0, frame.height > 0, !request.string.isEmpty else { return }
        var request = request
        if request.wrapWidth != nil { request.wrapWidth = frame.width + pixel }
        let layout = measurer.makeLayout(request)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // A wrapped title sits centred under its icon; centring lines changes no line break.
        if request.wrapWidth != nil { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
        let rightToLeft = measurer.measure(request).isRightToLeft
        let x = rightToLeft && request.wrapWidth != nil ? frame.maxX - request.wrapWidth! : frame.minX
        CairoPath.setColor(cr, color)
        cairo_move_to(cr, x, frame.minY)
        pango_cairo_show_layout(cr, layout)
    }

    /// The frame inside a fit's margins; leading and trailing follow the layout direction.
    private func inset(_ frame: Rect, by margins: DirectionalInsets) -> Rect {
        let rightToLeft = result.environment.direction == .rightToLeft
        let left = rightToLeft ? margins.trailing : margins.leading
        let right = rightToLeft ? margins.leading : margins.trailing
        return Rect(
            x: frame.minX + left, y: frame.minY + margins.top,
            width: max(0, frame.width - left - right), height: max(0, frame.height - margins.top - margins.bottom))
    }
}
