import CCairo
import StackLayout

/// Path shapes the painter needs more than once.
enum CairoPath {
    /// A rectangle with rounded corners; the radius is capped at half the shorter side, and a
    /// radius of 0 gives a plain rectangle.
    static func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -quarter, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, quarter)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }

    /// Makes `color` the source.
    static func setColor(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}

extension Rect {
    /// The rectangle shrunk by `amount` on every side (never below zero size).
    func insetBy(_ amount: Double) -> Rect {
        Rect(
            x: minX + amount, y: minY + amount,
            width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
