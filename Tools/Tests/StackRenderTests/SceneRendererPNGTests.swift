import StackLayout
import StackRender
import Testing

@Suite("PNG output")
struct SceneRendererPNGTests {
    /// A 200-wide column: a red box, a 40-pt gap, a blue box with a border.
    static func twoBoxes(_ renderer: SceneRenderer, scale: Double) throws -> RenderScene {
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, spacing: 40, margins: DirectionalInsets(all: 10), children: [
            .box(id: "red", width: 100, height: 50),
            .box(id: "blue", width: 60, height: 30),
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 200, scale: scale, renderer: renderer))
        scene.setAppearance(NodeAppearance(fill: Color(hex: "#FF0000")), forID: "red")
        scene.setAppearance(NodeAppearance(fill: Color(hex: "#0000FF"), stroke: Color(hex: "#00FF00"), strokeWidth: 4), forID: "blue")
        return scene
    }

    @Test("pixel size is the bounds times the scale", arguments: [1.0, 2.0, 3.0])
    func pixelSize(scale: Double) throws {
        let renderer = RenderFixture.renderer()
        let scene = try Self.twoBoxes(renderer, scale: scale)
        #expect(scene.result.size == Size(width: 200, height: 140))
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: scale))))
        #expect(image.width == Int(200 * scale))
        #expect(image.height == Int(140 * scale))
    }

    @Test("bounds rounded to a third of a point give a whole number of pixels at scale 3")
    func fractionalBounds() throws {
        let renderer = RenderFixture.renderer()
        let result = try RenderFixture.layout(.box(width: 10, height: 10), width: 100.4, height: 20.7, scale: 3, renderer: renderer)
        #expect(abs(result.size.width - 301.0 / 3) < 1e-9)
        let image = try #require(RenderFixture.decode(try renderer.pngData(RenderScene(result: result))))
        #expect(image.width == 301 && image.height == 62)
    }

    @Test("the scale defaults to the layout environment's")
    func defaultScale() throws {
        let renderer = RenderFixture.renderer()
        let image = try #require(RenderFixture.decode(try renderer.pngData(try Self.twoBoxes(renderer, scale: 2))))
        #expect(image.width == 400 && image.height == 280)
    }

    @Test("a box is filled with its colour and nothing outside it is", arguments: [1.0, 2.0, 3.0])
    func fillStaysInsideFrame(scale: Double) throws {
        let renderer = RenderFixture.renderer()
        let scene = try Self.twoBoxes(renderer, scale: scale)
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: scale))))
        let red = try #require(scene.result.frame(of: "red"))
        #expect(red == Rect(x: 10, y: 10, width: 100, height: 50))
        let s = Int(scale)
        let (minX, minY, maxX, maxY) = (Int(red.minX) * s, Int(red.minY) * s, Int(red.maxX) * s, Int(red.maxY) * s)
        let redColor = Color(red: 1, green: 0, blue: 0)
        for (x, y) in [(minX, minY), (maxX - 1, minY), (minX, maxY - 1), (maxX - 1, maxY - 1), ((minX + maxX) / 2, (minY + maxY) / 2)] {
            #expect(image[x, y].matches(redColor), "inside (\(x), \(y)): \(image[x, y])")
        }
        for (x, y) in [(minX - 1, minY), (maxX, minY), (minX, minY - 1), (minX, maxY), (maxX, maxY)] {
            #expect(image[x, y].isWhite, "outside (\(x), \(y)): \(image[x, y])")
        }
    }

    @Test("a border is drawn inside the frame, over the fill")
    func borderInsideFrame() throws {
        let renderer = RenderFixture.renderer()
        let scene = try Self.twoBoxes(renderer, scale: 2)
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene)))
        let blue = try #require(scene.result.frame(of: "blue"))
        let (minX, minY) = (Int(blue.minX * 2), Int(blue.minY * 2))
        let (maxX, maxY) = (Int(blue.maxX * 2), Int(blue.maxY * 2))
        let green = Color(red: 0, green: 1, blue: 0)
        #expect(image[minX, minY].matches(green))
        #expect(image[maxX - 1, maxY - 1].matches(green))
        #expect(image[minX + 7, minY + 7].matches(green))  // 4 pt border = 8 px
        #expect(image[minX + 8, minY + 8].matches(Color(red: 0, green: 0, blue: 1)))
        #expect(image[minX - 1, minY].isWhite && image[maxX, maxY - 1].isWhite)
    }

    @Test("an unstyled tree renders legibly: grey boxes with an outline on white")
    func standardTheme() throws {
        let renderer = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, margins: DirectionalInsets(all: 10), children: [
            .box(width: 40, height: 40)
        ]))
        let image = try #require(RenderFixture.decode(try renderer.pngData(RenderScene(result: try RenderFixture.layout(root, width: 60, renderer: renderer)))))
        #expect(image[5, 5].isWhite)
        #expect(image[30, 30].matches(try #require(RenderTheme.standard.box.fill)))
        #expect(image[10, 30].matches(try #require(RenderTheme.standard.box.stroke)))
    }

    @Test("the same scene gives the same bytes")
    func deterministic() throws {
        let first = RenderFixture.renderer()
        let second = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(axis: .vertical, spacing: 8, children: [
            .text("Deterministic output", lines: 0), .box(width: 20, height: 20),
        ]))
        let a = try first.pngData(RenderScene(result: try RenderFixture.layout(root, width: 160, scale: 2, renderer: first)))
        let b = try second.pngData(RenderScene(result: try RenderFixture.layout(root, width: 160, scale: 2, renderer: second)))
        #expect(a == b)
        #expect(Array(a.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("a picture too large for Cairo is an error, not a crash")
    func tooLarge() throws {
        let renderer = RenderFixture.renderer()
        let result = try RenderFixture.layout(.box(width: 10, height: 10), width: 20_000, height: 10, renderer: renderer)
        let error = #expect(throws: RenderError.self) { try renderer.pngData(RenderScene(result: result), options: RenderOptions(scale: 3)) }
        guard case .drawingFailed? = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
    }

    @Test("an invalid scale is an error", arguments: [0.0, -1, .infinity, .nan])
    func invalidScale(scale: Double) throws {
        let renderer = RenderFixture.renderer()
        #expect(throws: RenderError.self) {
            try renderer.pngData(try Self.twoBoxes(renderer, scale: 1), options: RenderOptions(scale: scale))
        }
    }
}
