import CPango
import PangoText
import StackLayout

extension SymbolIcon {
    /// Draws the glyph in `color`, its em square (the Material Icons design grid, 24 units with
    /// the glyph's ink inside) the size of `frame`'s shorter side, centred in the frame; mirrored
    /// about the frame's centre when `rightToLeft` and the icon mirrors. Laid out with the
    /// measurer's fonts (the pinned configuration names the icon font's folder).
    func draw(_ cr: OpaquePointer, in frame: Rect, color: Color, rightToLeft: Bool, measurer: PangoTextMeasurer) {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let layout = measurer.makeLayout(TextMeasurementRequest(
            string: String(Character(glyph)), font: FontDescriptor(family: Self.fontFamily, size: side), maximumLines: 1, wrapWidth: nil))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, Self.fontFamily)
        pango_font_description_set_absolute_size(description, side * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE), height = Double(logical.height) / Double(PANGO_SCALE)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, frame.midX, frame.midY)
        if rightToLeft, mirrorsInRightToLeft { cairo_scale(cr, -1, 1) }
        CairoPath.setColor(cr, color)
        cairo_move_to(cr, -width / 2, -height / 2)
        pango_cairo_show_layout(cr, layout)
    }
}
