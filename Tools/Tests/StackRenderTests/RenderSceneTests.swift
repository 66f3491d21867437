import StackLayout
import StackRender
import Testing

@Suite("Scenes and themes")
struct RenderSceneTests {
    static func result() throws -> LayoutResult {
        let root = LayoutNode.stack(Stack(axis: .vertical, children: [.box(id: "a", width: 10, height: 10), .text("t")]))
        return try StackLayoutEngine().layout(LayoutTree(root), width: 50, measurer: FixedMetricsTextMeasurer())
    }

    @Test("nodes without an appearance take their kind's default from the theme")
    func defaults() throws {
        let scene = RenderScene(result: try Self.result())
        #expect(scene.appearance(at: 0) == RenderTheme.standard.stack)
        #expect(scene.appearance(at: 1) == RenderTheme.standard.box)
        #expect(scene.appearance(at: 2) == RenderTheme.standard.text)
        #expect(RenderTheme.standard.box.fill != nil && RenderTheme.standard.box.stroke != nil)
        #expect(RenderTheme.standard.text.textColor == .black && RenderTheme.standard.background == .white)
    }

    @Test("appearances set by id or index override the theme")
    func overrides() throws {
        var scene = RenderScene(result: try Self.result(), theme: RenderTheme(background: .black))
        let red = NodeAppearance(fill: Color(hex: "#FF0000"))
        let found = scene.setAppearance(red, forID: "a")
        let missing = scene.setAppearance(red, forID: "missing")
        #expect(found && !missing)
        scene.appearances[2] = NodeAppearance(textColor: .white)
        #expect(scene.appearance(at: 1) == red)
        #expect(scene.appearance(at: 2).textColor == .white)
        #expect(scene.theme.background == .black && scene.theme.box == RenderTheme.standard.box)
    }

    @Test("errors describe themselves with the path")
    func errorDescriptions() {
        let errors: [RenderError] = [
            .unwritableOutput(path: "/x/y.png", reason: "Permission denied"),
            .unreadableImage(path: "/x/photo.png", reason: "No such file or directory"),
            .unknownFormat(path: "/x/y.gif"),
            .noPages(path: "/x/y.pdf"),
        ]
        for error in errors {
            #expect(error.description.contains("/x/"), "\(error)")
        }
        #expect(RenderError.invalidScale(0).description.contains("0.0"))
    }
}
