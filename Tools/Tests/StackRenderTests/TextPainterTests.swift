import ToolsTestSupport
import CPango
import PangoText
import StackLayout
import StackRender
import Testing

@Suite("Text drawn in its frame")
struct TextPainterTests {
    /// One text node, with margins around it so ink outside its frame would be visible.
    static func render(
        _ string: String, width: Double, lines: Int = 0, font: TextFont = .style(.body), alignment: StackAlignment = .fill,
        scale: Double = 2, direction: ReadingDirection = .leftToRight
    ) throws -> (image: DecodedImage, frame: Rect, metrics: TextMetrics) {
        let renderer = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(
            axis: .vertical, alignment: alignment, margins: DirectionalInsets(all: 12),
            children: [.text(id: "text", string, font: font, lines: lines)]))
        let result = try RenderFixture.layout(root, width: width, scale: scale, direction: direction, renderer: renderer)
        let image = try #require(RenderFixture.decode(try renderer.pngData(RenderScene(result: result))))
        return (image, try #require(result.frame(of: "text")), try #require(result.textMetrics[1]))
    }

    /// Ink pixels farther than `tolerance` pixels outside `frame` (scaled to pixels).
    static func strayInk(_ image: DecodedImage, frame: Rect, scale: Double, tolerance: Int = 1) -> [(x: Int, y: Int)] {
        let minX = Int((frame.minX * scale).rounded(.down)) - tolerance
        let minY = Int((frame.minY * scale).rounded(.down)) - tolerance
        let maxX = Int((frame.maxX * scale).rounded(.up)) - 1 + tolerance
        let maxY = Int((frame.maxY * scale).rounded(.up)) - 1 + tolerance
        return image.inkPixels.filter { $0.x < minX || $0.x > maxX || $0.y < minY || $0.y > maxY }
    }

    /// How far, in points, the glyphs' ink reaches beyond the logical box Pango lays the text
    /// out in (its ink rectangle against its logical one), per side: left, top, right, bottom.
    /// Negligible for Latin and CJK in DejaVu and WenQuanYi (a "T" reaches 0.05 pt left of its
    /// box); Arabic marks such as the hamza of "أ"
    /// and "إ" overhang by up to about a point. The renderer does not clip them, as UILabel
    /// does not.
    static func inkOverhang(_ string: String, width: Double, lines: Int) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let measurer = RenderFixture.renderer().measurer
        let request = TextMeasurementRequest(
            string: string, font: TextFont.style(.body).resolved(for: .large), maximumLines: lines, wrapWidth: width)
        let layout = measurer.makeLayout(request)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        return (
            max(0, Double(logical.x - ink.x) / unit), max(0, Double(logical.y - ink.y) / unit),
            max(0, Double(ink.x + ink.width - logical.x - logical.width) / unit),
            max(0, Double(ink.y + ink.height - logical.y - logical.height) / unit))
    }

    /// Ink pixels outside the frame by more than 1 pixel plus the font's own overhang.
    static func strayInk(_ image: DecodedImage, frame: Rect, scale: Double, overhang: (left: Double, top: Double, right: Double, bottom: Double)) -> [(x: Int, y: Int)] {
        let allowed = Rect(
            x: frame.minX - overhang.left, y: frame.minY - overhang.top,
            width: frame.width + overhang.left + overhang.right, height: frame.height + overhang.top + overhang.bottom)
        return strayInk(image, frame: allowed, scale: scale)
    }

    static let samples = [
        "Text wraps inside the frame the engine measured",
        "在浏览器中打开链接并分享给朋友们",
        "Donaudampfschifffahrtsgesellschaftskapitänsmütze",
        "Open in Safari",
        "افتح الرابط في المتصفح وشاركه مع أصدقائك",
        "النص العربي يُحاذى إلى اليمين داخل إطاره",
    ]

    @Test("wrapped text keeps its ink inside its frame", arguments: samples, [1.0, 2.0, 3.0])
    func wrappedInkInsideFrame(string: String, scale: Double) throws {
        let (image, frame, metrics) = try Self.render(string, width: 150, scale: scale)
        #expect(!metrics.isTruncated)
        #expect(!image.inkPixels.isEmpty)
        // Latin and CJK: the frame ± 1 px exactly. Arabic: plus its marks' overhang.
        let overhang = metrics.isRightToLeft ? Self.inkOverhang(string, width: frame.width, lines: 0) : (0, 0, 0, 0)
        let stray = Self.strayInk(image, frame: frame, scale: scale, overhang: overhang)
        #expect(stray.isEmpty, "\(stray.count) pixels outside \(frame), first \(stray.first.map { "\($0)" } ?? "")")
    }

    @Test("single-line text at its natural width keeps its ink inside its frame", arguments: samples, [1.0, 3.0])
    func naturalWidthInkInsideFrame(string: String, scale: Double) throws {
        let (image, frame, metrics) = try Self.render(string, width: 900, lines: 1, alignment: .center, scale: scale)
        #expect(metrics.lineCount == 1 && !metrics.isTruncated)
        // Latin and CJK: the frame ± 1 px exactly. Arabic: plus its marks' overhang.
        let overhang = metrics.isRightToLeft ? Self.inkOverhang(string, width: frame.width, lines: 1) : (0, 0, 0, 0)
        #expect(Self.strayInk(image, frame: frame, scale: scale, overhang: overhang).isEmpty)
    }

    @Test("truncated text ends in an ellipsis inside its frame")
    func truncatedInkInsideFrame() throws {
        let (image, frame, metrics) = try Self.render(Self.samples[0], width: 120, lines: 1, scale: 2)
        #expect(metrics.isTruncated)
        #expect(Self.strayInk(image, frame: frame, scale: 2).isEmpty)
    }

    @Test("Arabic text sits at the right edge of a wide frame and stays inside it horizontally")
    func rightToLeftAlignsRight() throws {
        let (image, frame, metrics) = try Self.render("فتح الرابط", width: 300, scale: 2)
        #expect(metrics.isRightToLeft)
        let ink = try #require(image.inkBounds)
        #expect(ink.maxX <= Int(frame.maxX * 2))
        #expect(ink.maxX >= Int(frame.maxX * 2) - 4, "right edge of ink \(ink.maxX) vs frame \(frame.maxX * 2)")
        #expect(ink.minX > Int(frame.midX * 2), "the text is short, so it stays in the right half")
        #expect(ink.minY >= Int(frame.minY * 2) - 1 && ink.maxY <= Int(frame.maxY * 2))
    }

    @Test("English text in a right-to-left layout still starts at the left of its own frame")
    func leftToRightTextInRightToLeftLayout() throws {
        let (image, frame, _) = try Self.render("Open", width: 300, scale: 2, direction: .rightToLeft)
        let ink = try #require(image.inkBounds)
        #expect(ink.minX >= Int(frame.minX * 2) - 1 && ink.minX <= Int(frame.minX * 2) + 4)
    }

    @Test("baselines of the drawn text are where the metrics say")
    func baselineMatchesMetrics() throws {
        // "xxx" has no descenders: its ink ends on the baseline.
        let (image, frame, metrics) = try Self.render("xxxx xxxx xxxx xxxx xxxx xxxx", width: 120, scale: 4)
        #expect(metrics.lineCount >= 2)
        let ink = try #require(image.inkBounds)
        let baseline = (frame.minY + metrics.lastBaseline) * 4
        #expect(abs(Double(ink.maxY + 1) - baseline) <= 1, "ink bottom \(ink.maxY + 1) vs last baseline \(baseline)")
    }

    @Test("fitted text is drawn at its fitted size, inside its frame")
    func fittedText() throws {
        let renderer = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(axis: .vertical, margins: DirectionalInsets(all: 10), children: [
            LayoutNode(id: "fit", .text(TextBlock("Fits the box", lines: 1, fit: TextFit(minimumSize: 8, maximumSize: 80)))),
        ]))
        let result = try RenderFixture.layout(root, width: 220, height: 60, scale: 2, renderer: renderer)
        let fitted = try #require(result.fittedTexts[1])
        #expect(fitted.fits && fitted.fontSize > 17)
        let image = try #require(RenderFixture.decode(try renderer.pngData(RenderScene(result: result))))
        let frame = try #require(result.frame(of: "fit"))
        #expect(Self.strayInk(image, frame: frame, scale: 2).isEmpty)
        // At the fitted size the line is nearly as wide as the frame; at body size it would not be.
        let ink = try #require(image.inkBounds)
        #expect(Double(ink.maxX - ink.minX) > frame.width * 2 * 0.8)
    }

    @Test("text takes its colour from the appearance")
    func textColor() throws {
        let renderer = RenderFixture.renderer()
        let result = try RenderFixture.layout(.text("■", font: .fixed(family: "Sans", size: 40, weight: .regular)), width: 200, renderer: renderer)
        let orange = Color(hex: "#FF9500")!
        let image = try #require(RenderFixture.decode(try renderer.pngData(
            RenderScene(result: result, appearances: [0: NodeAppearance(textColor: orange)]))))
        let ink = try #require(image.inkBounds)
        #expect(image[(ink.minX + ink.maxX) / 2, (ink.minY + ink.maxY) / 2].matches(orange))
    }
}
