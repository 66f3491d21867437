import StackLayout
import StackRender
import Testing

/// Renders a sample screen for a person to look at (/tmp/render-sample.png, and the same with
/// the debug overlay in /tmp/render-sample-debug.png), and checks the basics of it.
@Suite("Sample picture")
struct SampleRenderTests {
    static let palette = ["#FF3B30", "#FF9500", "#34C759", "#007AFF", "#AF52DE"]
    static let icons = ["square.and.arrow.up", "trash", "safari", "paperplane", "star", "plus"].compactMap(SymbolIcon.init(name:))

    static func sample(_ renderer: SceneRenderer, direction: ReadingDirection = .leftToRight) throws -> RenderScene {
        let swatches = palette.indices.map { LayoutNode.box(id: "swatch\($0)", height: 36) }
        let iconRow = icons.indices.map { LayoutNode.box(id: "icon-\($0)", width: 44, height: 44) }
        let root = LayoutNode.stack(id: "screen", Stack(
            axis: .vertical, spacing: 12, margins: DirectionalInsets(all: 16), children: [
                .text(id: "title", "Dynamic Stacks", font: .style(.title1)),
                .stack(id: "swatches", Stack(axis: .horizontal, distribution: .fillEqually, spacing: 8, children: swatches)),
                .stack(id: "icons", Stack(axis: .horizontal, distribution: .equalSpacing, alignment: .center, children: iconRow)),
                .text(id: "english", "Text wraps inside the frame the engine measured, line by line.", lines: 0),
                .text(id: "arabic", "النص العربي يُحاذى إلى اليمين داخل إطاره تلقائيًا.", lines: 0),
                .text(id: "chinese", "中文文本在引擎测量的框内换行显示。", lines: 0),
                .text(id: "caption", "Footnote at one line, which is cut off with an ellipsis when it is far too long", font: .style(.footnote)),
                .stack(id: "buttons", Stack(axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 12, children: [
                    .box(id: "small-button", height: 30), .box(id: "big-button", height: 44),
                ])),
            ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 320, scale: 2, direction: direction, renderer: renderer))
        for (index, hex) in palette.enumerated() {
            scene.setAppearance(NodeAppearance(fill: Color(hex: hex), cornerRadius: 8), forID: "swatch\(index)")
        }
        for (index, icon) in icons.enumerated() {
            scene.setAppearance(
                NodeAppearance(fill: Color(hex: "#F2F2F7"), cornerRadius: 10, icon: icon, iconColor: Color(hex: "#007AFF")!),
                forID: "icon-\(index)")
        }
        for id in ["small-button", "big-button"] {
            scene.setAppearance(NodeAppearance(fill: Color(hex: "#007AFF"), cornerRadius: 8, isTouchTarget: true), forID: id)
        }
        scene.setAppearance(NodeAppearance(textColor: Color(hex: "#1C1C1E")!), forID: "title")
        return scene
    }

    @Test("renders the sample screen to /tmp with and without the overlay")
    func renderSample() throws {
        let renderer = RenderFixture.renderer()
        let scene = try Self.sample(renderer)
        try renderer.write(scene, to: "/tmp/render-sample.png")
        try renderer.write(scene, to: "/tmp/render-sample-debug.png", options: RenderOptions(debugOverlay: .all))
        try renderer.write(scene, to: "/tmp/render-sample.svg")
        try renderer.writePDF(pages: [scene, try Self.sample(renderer, direction: .rightToLeft)], to: "/tmp/render-sample.pdf")
        try renderer.write(try Self.sample(renderer, direction: .rightToLeft), to: "/tmp/render-sample-rtl.png", options: RenderOptions(debugOverlay: .all))
        let image = try #require(RenderFixture.read("/tmp/render-sample.png").flatMap(RenderFixture.decode))
        #expect(image.width == 640)
        for id in ["english", "arabic", "chinese"] {
            let metrics = try #require(scene.result.result(id: id))
            #expect(metrics.lineCount >= 1 && !metrics.isTruncated, "\(id)")
        }
        #expect(scene.result.result(id: "caption")?.isTruncated == true)
    }
}

extension LayoutResult {
    /// The text metrics of the node with `id`.
    func result(id: String) -> TextMetrics? {
        tree.indices.first { tree.id(at: $0) == id }.flatMap { textMetrics[$0] }
    }
}
