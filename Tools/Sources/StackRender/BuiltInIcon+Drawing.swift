import CCairo
import StackLayout

#if canImport(Glibc)
    import Glibc
#endif

extension BuiltInIcon {
    /// The side of the square design grid the paths below are drawn on.
    static let gridSize = 24.0

    /// Draws the icon in `color`, centred in `frame` and scaled so the 24-unit grid fits its
    /// shorter side. Every path keeps its ink (stroke half-widths included) inside the grid's
    /// 2…22 band, so nothing is drawn outside the frame.
    func draw(_ cr: OpaquePointer, in frame: Rect, color: Color) {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, frame.midX, frame.midY)
        cairo_scale(cr, side / Self.gridSize, side / Self.gridSize)
        cairo_translate(cr, -Self.gridSize / 2, -Self.gridSize / 2)
        CairoPath.setColor(cr, color)
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_new_path(cr)
        switch self {
        case .share: share(cr)
        case .trash: trash(cr)
        case .compass: compass(cr)
        case .paperPlane: paperPlane(cr)
        case .star: star(cr)
        case .plus: plus(cr)
        }
    }

    /// A tray open at the top with an arrow rising out of it.
    private func share(_ cr: OpaquePointer) {
        polyline(cr, [(8.5, 10), (6, 10), (6, 21), (18, 21), (18, 10), (15.5, 10)])
        polyline(cr, [(12, 3.5), (12, 15)])
        polyline(cr, [(8.5, 7), (12, 3.5), (15.5, 7)])
        cairo_stroke(cr)
    }

    /// A lid with a handle over a tapering bin with two ribs.
    private func trash(_ cr: OpaquePointer) {
        polyline(cr, [(4, 6.5), (20, 6.5)])
        polyline(cr, [(9, 6.5), (9, 3.5), (15, 3.5), (15, 6.5)])
        polyline(cr, [(6.5, 6.5), (7.5, 20.5), (16.5, 20.5), (17.5, 6.5)])
        polyline(cr, [(10, 10.5), (10, 17)])
        polyline(cr, [(14, 10.5), (14, 17)])
        cairo_stroke(cr)
    }

    /// A ring with a solid needle pointing north-east.
    private func compass(_ cr: OpaquePointer) {
        cairo_arc(cr, 12, 12, 9, 0, 2 * Double.pi)
        cairo_stroke(cr)
        polyline(cr, [(16.5, 7.5), (13.6, 13.6), (7.5, 16.5), (10.4, 10.4)])
        cairo_close_path(cr)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    /// A dart pointing up and to the right, with its fold.
    private func paperPlane(_ cr: OpaquePointer) {
        polyline(cr, [(20.5, 3.5), (3.5, 10.5), (10.5, 13.5), (13.5, 20.5)])
        cairo_close_path(cr)
        polyline(cr, [(10.5, 13.5), (20.5, 3.5)])
        cairo_stroke(cr)
    }

    /// Five points on a circle of radius 9.5, the inner corners at radius 4.
    private func star(_ cr: OpaquePointer) {
        let centre = (x: 12.0, y: 12.6)
        let points = (0..<10).map { k -> (Double, Double) in
            let radius = k.isMultiple(of: 2) ? 9.5 : 4.0
            let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
            return (centre.x + radius * cos(angle), centre.y + radius * sin(angle))
        }
        polyline(cr, points)
        cairo_close_path(cr)
        cairo_stroke(cr)
    }

    /// Two crossed bars.
    private func plus(_ cr: OpaquePointer) {
        polyline(cr, [(12, 5), (12, 19)])
        polyline(cr, [(5, 12), (19, 12)])
        cairo_stroke(cr)
    }

    /// Adds an open sub-path through `points`.
    private func polyline(_ cr: OpaquePointer, _ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
    }
}
