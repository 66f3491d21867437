import ToolsTestSupport
import StackLayout
import StackRender
import Testing

@Suite("Debug overlay")
struct DebugOverlayPainterTests {
    static func scene(_ renderer: SceneRenderer) throws -> RenderScene {
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, spacing: 10, margins: DirectionalInsets(all: 20), children: [
            .text(id: "label", "xxxx xxxx xxxx xxxx xxxx", lines: 0),
            .box(id: "small", width: 30, height: 20),
            .box(id: "large", width: 60, height: 50),
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 120, renderer: renderer))
        let button = NodeAppearance(fill: .white, isTouchTarget: true)
        scene.setAppearance(button, forID: "small")
        scene.setAppearance(button, forID: "large")
        scene.setAppearance(NodeAppearance(textColor: .white), forID: "label")
        return scene
    }

    static func render(_ overlay: DebugOverlay) throws -> (DecodedImage, RenderScene) {
        let renderer = RenderFixture.renderer()
        let scene = try Self.scene(renderer)
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 2, debugOverlay: overlay))))
        return (image, scene)
    }

    @Test("without an overlay the white-on-white scene is blank")
    func none() throws {
        #expect(try Self.render([]).0.inkPixels.isEmpty)
    }

    @Test("frame outlines run along every node's edges, inside them")
    func frames() throws {
        let (image, scene) = try Self.render(.frames)
        for id in ["label", "small", "large"] {
            let frame = try #require(scene.result.frame(of: id))
            let (minX, minY) = (Int(frame.minX * 2), Int(frame.minY * 2))
            let (maxX, maxY) = (Int(frame.maxX * 2) - 1, Int(frame.maxY * 2) - 1)
            let mid = Int(frame.midY * 2)
            #expect(!image[minX, mid].isWhite && !image[maxX, mid].isWhite, "\(id) sides")
            #expect(!image[Int(frame.midX * 2), minY].isWhite && !image[Int(frame.midX * 2), maxY].isWhite, "\(id) top and bottom")
            #expect(image[minX + 2, mid].isWhite || id == "label", "\(id) interior")
        }
    }

    @Test("baselines are drawn at frame.minY + first and last baseline")
    func baselines() throws {
        let (image, scene) = try Self.render(.baselines)
        let frame = try #require(scene.result.frame(of: "label"))
        let metrics = try #require(scene.result.textMetrics[1])
        #expect(metrics.lineCount >= 2)
        let rows = Set(image.inkPixels.map(\.y))
        let expected = Set([metrics.firstBaseline, metrics.lastBaseline].map { Int(((frame.minY + $0) * 2 - 0.5).rounded(.down)) })
        for row in expected {
            #expect(rows.contains(row), "row \(row) in \(rows.sorted())")
        }
        #expect(rows.allSatisfy { row in expected.contains { abs($0 - row) <= 1 } })
        let columns = image.inkPixels.map(\.x)
        #expect(columns.min() == Int(frame.minX * 2) && columns.max() == Int(frame.maxX * 2) - 1)
    }

    @Test("only touch targets under 44 × 44 pt are highlighted")
    func touchTargets() throws {
        let (image, scene) = try Self.render(.touchTargets)
        let small = try #require(scene.result.frame(of: "small"))
        let large = try #require(scene.result.frame(of: "large"))
        let tint = image[Int(small.midX * 2), Int(small.midY * 2)]
        #expect(tint.red == 255 && tint.green < 220 && tint.blue < 220, "\(tint)")
        #expect(image[Int(large.midX * 2), Int(large.midY * 2)].isWhite)
        // The 44 × 44 pt target around the small button's centre is outlined (dashed).
        let left = Int((small.midX - 22) * 2)
        let column = (Int((small.midY - 22) * 2)..<Int((small.midY + 22) * 2)).map { image[left, $0] }
        #expect(column.contains { !$0.isWhite })
    }
}
