import CCairo
import DynamicButtons
import StackLayout

/// Draws the ``DebugOverlay`` marks over a painted scene.
struct DebugOverlayPainter {
    let scene: RenderScene
    /// One device pixel, in points.
    let hairline: Double

    /// Frame outlines: magenta. Baselines: blue. Small touch targets: red.
    static let frameColor = Color(red: 1, green: 0, blue: 0.8, alpha: 0.8)
    static let baselineColor = Color(red: 0, green: 0.45, blue: 1, alpha: 0.9)
    static let touchTargetColor = Color(red: 1, green: 0.15, blue: 0.1)

    func paint(_ cr: OpaquePointer, _ overlay: DebugOverlay) {
        let result = scene.result
        let visible = result.tree.indices.filter { !result.tree.isHidden(at: $0) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_width(cr, hairline)
        if overlay.contains(.touchTargets) {
            for index in visible where scene.appearance(at: index).isTouchTarget {
                paintTouchTarget(cr, result.frames[index])
            }
            // A button stack's buttons are touch targets (as `RenderTheme.button` draws them).
            for index in visible {
                for button in result.details(of: index, for: ButtonStack.self)?.buttons ?? [] {
                    paintTouchTarget(cr, button.frame)
                }
            }
        }
        if overlay.contains(.frames) {
            CairoPath.setColor(cr, Self.frameColor)
            for index in visible {
                // Half a hairline in, so the outline covers the frame's own edge pixels.
                let frames = [result.frames[index]] + (result.containerPlacements[index]?.parts.map(\.frame) ?? [])
                for frame in frames.map({ $0.insetBy(hairline / 2) }) {
                    cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                }
            }
            cairo_stroke(cr)
        }
        if overlay.contains(.baselines) {
            CairoPath.setColor(cr, Self.baselineColor)
            for index in visible {
                guard let metrics = result.textMetrics[index] else { continue }
                let frame = result.frames[index]
                var baselines = [metrics.firstBaseline]
                if metrics.lastBaseline != metrics.firstBaseline { baselines.append(metrics.lastBaseline) }
                if let fit = result.tree.text(at: index)?.fit {
                    baselines = baselines.map { $0 + fit.margins.top }
                }
                for baseline in baselines {
                    // Centred on the device-pixel row just above the baseline, where the
                    // glyphs stand.
                    let y = frame.minY + baseline - hairline / 2
                    cairo_move_to(cr, frame.minX, y)
                    cairo_line_to(cr, frame.maxX, y)
                }
            }
            cairo_stroke(cr)
        }
    }

    /// Tints a touch target smaller than 44 × 44 pt and outlines, dashed, the 44 × 44 pt area
    /// around its centre that it should cover.
    private func paintTouchTarget(_ cr: OpaquePointer, _ frame: Rect) {
        let minimum = DebugOverlay.minimumTouchTarget
        guard frame.width < minimum || frame.height < minimum else { return }
        CairoPath.setColor(cr, Self.touchTargetColor.withAlpha(0.3))
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_fill(cr)
        let target = Rect(
            x: frame.midX - max(minimum, frame.width) / 2, y: frame.midY - max(minimum, frame.height) / 2,
            width: max(minimum, frame.width), height: max(minimum, frame.height))
        CairoPath.setColor(cr, Self.touchTargetColor)
        let dash = [3.0, 2.0]
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }
}
