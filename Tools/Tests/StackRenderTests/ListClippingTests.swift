import StackLayout
import StackRender
import Testing

/// A list's children keep their natural heights and may run past its frame; what lies outside
/// the list is not drawn (docs/rendering.md), as a scroll view clips its content.
@Suite("lists clip their content")
struct ListClippingTests {
    /// A 20 pt green header above a bottom-anchored list of three 30 pt red boxes in 60 pt:
    /// the list gets 60 − 20 = 40 at y 20 … 60 and its 90 pt of content ends at its bottom, so
    /// the boxes are at 30 … 60, 0 … 30 (half of it above the list) and −30 … 0 (wholly above).
    static func scene(_ renderer: SceneRenderer) throws -> RenderScene {
        let list = LayoutNode.list(id: "list", AnchoredList(anchor: .bottom, children: [
            .box(id: "r1", height: 30), .box(id: "r2", height: 30), .box(id: "r3", height: 30),
        ]))
        let root = LayoutNode.stack(Stack(axis: .vertical, children: [.box(id: "header", height: 20), list]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 50, height: 60, scale: 1, renderer: renderer))
        scene.setAppearance(NodeAppearance(fill: Color(hex: "#00FF00")), forID: "header")
        for id in ["r1", "r2", "r3"] { scene.setAppearance(NodeAppearance(fill: Color(hex: "#FF0000")), forID: id) }
        return scene
    }

    @Test("cells past the list's top are not drawn over what lies above it")
    func clipsToTheList() throws {
        let renderer = RenderFixture.renderer()
        let scene = try Self.scene(renderer)
        #expect(scene.result.frame(of: "list") == Rect(x: 0, y: 20, width: 50, height: 40))
        #expect(scene.result.frame(of: "r2") == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(scene.result.frame(of: "r1") == Rect(x: 0, y: -30, width: 50, height: 30))
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene)))
        let (green, red) = (Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0))
        // The header's rows (0 … 19) stay green, though r2 covers 0 … 29 and is drawn later.
        for y in [0, 10, 19] { #expect(image[25, y].matches(green), "row \(y): \(image[25, y])") }
        // r2's part inside the list (20 … 29) and r3 (30 … 59) are red.
        for y in [20, 29, 30, 59] { #expect(image[25, y].matches(red), "row \(y): \(image[25, y])") }
    }

    @Test("clipped, the SVG is still the same bytes every time")
    func svgIsDeterministic() throws {
        let renderer = RenderFixture.renderer()
        let first = try renderer.svgData(try Self.scene(renderer))
        #expect(first == (try renderer.svgData(try Self.scene(renderer))))
        #expect(String(decoding: first, as: UTF8.self).contains("clip"))
    }
}
