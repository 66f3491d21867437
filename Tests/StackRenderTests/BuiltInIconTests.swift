import StackLayout
import StackRender
import Testing

@Suite("Built-in icons")
struct BuiltInIconTests {
    @Test("names as documents write them", arguments: [
        ("share", BuiltInIcon.share), ("trash", .trash), ("compass", .compass), ("paperplane", .paperPlane),
        ("paperPlane", .paperPlane), ("star", .star), ("plus", .plus), ("PLUS", .plus),
    ])
    func names(name: String, icon: BuiltInIcon) {
        #expect(BuiltInIcon(name: name) == icon)
    }

    @Test("unknown names are nil")
    func unknown() {
        #expect(BuiltInIcon(name: "paper plane") == nil)
        #expect(BuiltInIcon(name: "") == nil)
    }

    @Test("every icon puts ink inside its frame and none outside", arguments: BuiltInIcon.allCases, [(44.0, 44.0), (60, 30), (20, 50)])
    func inkInsideFrame(icon: BuiltInIcon, size: (Double, Double)) throws {
        let renderer = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, margins: EdgeInsets(all: 10), children: [
            .box(id: "icon", width: .points(size.0), height: .points(size.1))
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 100, renderer: renderer))
        scene.setAppearance(NodeAppearance(icon: icon, iconColor: .black), forID: "icon")
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 2))))
        let ink = image.inkPixels
        let frame = try #require(scene.result.frame(of: "icon"))
        let (minX, minY, maxX, maxY) = (Int(frame.minX * 2), Int(frame.minY * 2), Int(frame.maxX * 2), Int(frame.maxY * 2))
        #expect(ink.count > 40, "\(icon) drew \(ink.count) pixels")
        let outside = ink.filter { $0.x < minX || $0.x >= maxX || $0.y < minY || $0.y >= maxY }
        #expect(outside.isEmpty, "\(icon): \(outside.count) pixels outside")
        // Centred: the ink's bounding box is centred in the frame to within a pixel.
        let bounds = try #require(image.inkBounds)
        let side = min(size.0, size.1) * 2
        #expect(Double(bounds.maxX - bounds.minX + 1) <= side && Double(bounds.maxY - bounds.minY + 1) <= side)
        #expect(abs(Double(bounds.minX + bounds.maxX + 1) / 2 - frame.midX * 2) <= 2.5, "\(icon) horizontal centre")
        #expect(abs(Double(bounds.minY + bounds.maxY + 1) / 2 - frame.midY * 2) <= 2.5, "\(icon) vertical centre")
    }

    @Test("the icon colour is used")
    func colour() throws {
        let renderer = RenderFixture.renderer()
        let green = Color(hex: "#34C759")!
        var scene = RenderScene(result: try RenderFixture.layout(.box(id: "plus", width: 48, height: 48), width: 48, renderer: renderer))
        scene.setAppearance(NodeAppearance(icon: .plus, iconColor: green), forID: "plus")
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 1))))
        #expect(image[24, 24].matches(green))
        #expect(image[24, 12].matches(green))
        #expect(image[4, 4].isWhite)
    }
}
