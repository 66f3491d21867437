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
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, margins: DirectionalInsets(all: 10), children: [
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

    @Test("an icon in a box of scaled lengths is drawn at the scaled size", arguments: [
        // 24 pt scaled with body: 24 at large; 24 × 53/17 ≈ 74.82 at accessibilityXXXLarge, whose
        // frame edges round to whole pixels at scale 2: 149.65 px → 150 px, 75 pt.
        (TextSizeCategory.large, 24.0),
        (.accessibilityExtraExtraExtraLarge, 75),
    ])
    func scaledBox(category: TextSizeCategory, side: Double) throws {
        let renderer = RenderFixture.renderer()
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, margins: DirectionalInsets(all: 10), children: [
            .box(id: "icon", width: .scaled(24, relativeTo: .body), height: .scaled(24, relativeTo: .body))
        ]))
        let result = try StackLayoutEngine(environment: LayoutEnvironment(contentSizeCategory: category, scale: 2))
            .layout(LayoutTree(root), width: 100, measurer: renderer.measurer)
        #expect(result.frame(of: "icon") == Rect(x: 10, y: 10, width: side, height: side))
        var scene = RenderScene(result: result)
        // The compass's ring (radius 9, stroke 2, centred on the 24-unit grid) spans 2…22: its
        // ink is 20/24 of the frame's side each way, to within a pixel of anti-aliasing per edge.
        scene.setAppearance(NodeAppearance(icon: .compass, iconColor: .black), forID: "icon")
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 2))))
        let bounds = try #require(image.inkBounds)
        let expected = side * 2 * 20 / 24
        #expect(abs(Double(bounds.maxX - bounds.minX + 1) - expected) <= 2, "ink width \(bounds.maxX - bounds.minX + 1) px")
        #expect(abs(Double(bounds.maxY - bounds.minY + 1) - expected) <= 2, "ink height \(bounds.maxY - bounds.minY + 1) px")
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
