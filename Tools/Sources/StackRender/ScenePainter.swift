import CCairo
import CRsvg
import DynamicButtons
import PangoText
import StackLayout

/// Paints one scene onto a Cairo context whose user space is in points with the scene's
/// bounds at the origin: the background, then every visible node in document order (parents
/// before children, so children draw on top), each clipped to the lists it lies in, then the
/// debug overlay.
struct ScenePainter {
    let scene: RenderScene
    let text: TextPainter
    /// Whether the scene was laid out right to left (icons that mirror are drawn mirrored).
    var rightToLeft: Bool { scene.result.environment.direction == .rightToLeft }
    let images: ImageStore
    let overlay: DebugOverlay
    /// Device pixels per point, so that overlay hairlines are one device pixel wide.
    let deviceScale: Double

    init(scene: RenderScene, measurer: PangoTextMeasurer, images: ImageStore, overlay: DebugOverlay, deviceScale: Double) {
        self.scene = scene
        text = TextPainter(measurer: measurer, result: scene.result)
        self.images = images
        self.overlay = overlay
        self.deviceScale = deviceScale
    }

    func paint(_ cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPath.setColor(cr, scene.theme.background)
        cairo_paint(cr)
        let bounds = scene.result.bounds
        cairo_translate(cr, -bounds.minX, -bounds.minY)
        let tree = scene.result.tree
        let clips = scene.result.clipRects()
        for index in tree.indices where !tree.isHidden(at: index) {
            // What lies inside a list is drawn only within the list's frame (content taller
            // than a list runs past its edge, as in a scroll view).
            guard let clip = clips[index] else {
                paintNode(cr, index)
                continue
            }
            guard clip.intersects(scene.result.frames[index]) else { continue }
            cairo_save(cr)
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
            paintNode(cr, index)
            cairo_restore(cr)
        }
        if !overlay.isEmpty {
            DebugOverlayPainter(scene: scene, hairline: 1 / deviceScale).paint(cr, overlay)
        }
    }

    private func paintNode(_ cr: OpaquePointer, _ index: Int) {
        let frame = scene.result.frames[index]
        guard frame.width > 0, frame.height > 0 else { return }
        let appearance = scene.appearance(at: index)
        fill(cr, frame, appearance)
        if let path = appearance.imagePath, let image = images.image(path) {
            paintImage(cr, image, path: path, in: frame, appearance: appearance)
        }
        if let icon = appearance.icon {
            icon.draw(cr, in: frame, color: appearance.iconColor, rightToLeft: rightToLeft, measurer: text.measurer)
        }
        if scene.result.tree.kind(at: index) == .text {
            text.draw(cr, node: index, color: appearance.textColor)
        }
        // The border goes last, over the content.
        stroke(cr, frame, appearance)
        if let buttons = scene.result.details(of: index, for: ButtonStack.self) {
            paintButtons(cr, buttons)
        }
    }

    private func fill(_ cr: OpaquePointer, _ frame: Rect, _ appearance: NodeAppearance) {
        guard let fill = appearance.fill else { return }
        CairoPath.roundedRectangle(cr, frame, radius: appearance.cornerRadius)
        CairoPath.setColor(cr, fill)
        cairo_fill(cr)
    }

    /// Draws the border inside the frame (as a CALayer border): the path runs half a stroke
    /// width in from the edge.
    private func stroke(_ cr: OpaquePointer, _ frame: Rect, _ appearance: NodeAppearance) {
        if let stroke = appearance.stroke, appearance.strokeWidth > 0 {
            let width = min(appearance.strokeWidth, frame.width / 2, frame.height / 2)
            CairoPath.roundedRectangle(
                cr, frame.insetBy(width / 2), radius: max(0, appearance.cornerRadius - width / 2))
            CairoPath.setColor(cr, stroke)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        }
    }

    /// Draws the buttons of a button stack: each as the theme's button shape (or its own
    /// appearance), its icon by name or image file, its title as measured, a spinner as an open
    /// arc; an empty frame draws nothing.
    private func paintButtons(_ cr: OpaquePointer, _ placement: ButtonStackPlacement) {
        func shows(_ frame: Rect) -> Bool { frame.width > 0 && frame.height > 0 }
        for button in placement.buttons {
            let look = scene.partAppearances[button.id] ?? scene.theme.button()
            if shows(button.frame) {
                fill(cr, button.frame, look)
                stroke(cr, button.frame, look)
            }
            if shows(button.image) {
                if let path = look.imagePath, let image = images.image(path) {
                    var icon = look
                    icon.cornerRadius = 0
                    icon.imageContentMode = .aspectFit
                    paintImage(cr, image, path: path, in: button.image, appearance: icon)
                } else if let name = button.iconName, let icon = SymbolIcon(name: name) {
                    icon.draw(cr, in: button.image, color: look.iconColor, rightToLeft: rightToLeft, measurer: text.measurer)
                }
            }
            if let request = button.titleText, shows(button.title) {
                text.draw(cr, part: request, in: button.title, color: look.textColor, pixel: 1 / deviceScale)
            }
            if let spinner = button.spinner, shows(spinner) {
                paintSpinner(cr, in: spinner, color: look.textColor)
            }
        }
    }

    /// An activity indicator: three quarters of a circle, stroked 1/8 of its diameter wide,
    /// inside `frame`.
    private func paintSpinner(_ cr: OpaquePointer, in frame: Rect, color: Color) {
        let diameter = min(frame.width, frame.height)
        let lineWidth = diameter / 8
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_arc(cr, frame.midX, frame.midY, (diameter - lineWidth) / 2, -Double.pi / 2, Double.pi)
        CairoPath.setColor(cr, color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
    }

    /// Draws an image into `frame` by the appearance's content mode, clipped to its rounded
    /// frame; a template is drawn in the icon colour through the image's opacity.
    private func paintImage(
        _ cr: OpaquePointer, _ image: ImageStore.Image, path: String, in frame: Rect, appearance: NodeAppearance
    ) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPath.roundedRectangle(cr, frame, radius: appearance.cornerRadius)
        cairo_clip(cr)
        if appearance.imageIsTemplate { cairo_push_group(cr) }
        switch image {
        case .raster(let surface): paintRaster(cr, surface, in: frame, mode: appearance.imageContentMode)
        case .vector(let handle):
            // The SVG document scaled into the frame as its own preserveAspectRatio says.
            let viewport = RsvgRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            images.drawVector(handle, path: path, on: cr, in: viewport)
        }
        if appearance.imageIsTemplate {
            let drawn = cairo_pop_group(cr)
            CairoPath.setColor(cr, appearance.iconColor)
            cairo_mask(cr, drawn)
            cairo_pattern_destroy(drawn)
        }
    }

    private func paintRaster(_ cr: OpaquePointer, _ image: OpaquePointer, in frame: Rect, mode: ImageContentMode) {
        let width = Double(cairo_image_surface_get_width(image))
        let height = Double(cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { return }
        var scaleX = frame.width / width
        var scaleY = frame.height / height
        switch mode {
        case .scaleToFill: break
        case .aspectFit: scaleX = min(scaleX, scaleY); scaleY = scaleX
        case .aspectFill: scaleX = max(scaleX, scaleY); scaleY = scaleX
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, frame.midX - width * scaleX / 2, frame.midY - height * scaleY / 2)
        cairo_scale(cr, scaleX, scaleY)
        cairo_set_source_surface(cr, image, 0, 0)
        // Pad, so the image's edge pixels are not blended with transparency when filtered.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
    }
}
