import DynamicButtons
import StackLayout
import StackRender
import Testing
import ToolsTestSupport

@Suite("Icons by SF Symbols name")
struct SymbolIconTests {
    @Test("the map draws exactly the names the Swift API and the documents accept")
    func sameList() {
        #expect(Set(SymbolIcon.table.keys) == Set(SymbolName.all))
        #expect(SymbolName.all.count >= 150)
        // The older names translate to mapped SF Symbols names.
        for (alias, name) in SymbolName.aliases { #expect(SymbolIcon(name: name) != nil, "\(alias) → \(name)") }
    }

    @Test("names are SF Symbols names, exactly as written")
    func names() {
        #expect(SymbolIcon(name: "square.and.arrow.up")?.name == "square.and.arrow.up")
        #expect(SymbolIcon(name: "arrowshape.turn.up.left.2") != nil)
        #expect(SymbolIcon(name: "Square.And.Arrow.Up") == nil)
        #expect(SymbolIcon(name: "share") == nil)  // an alias: documents translate it first
        #expect(SymbolIcon(name: "") == nil)
    }

    @Test("mirroring follows the list: directional symbols mirror, others do not", arguments: [
        ("chevron.left", true), ("chevron.right", true), ("chevron.backward", true), ("chevron.forward", true),
        ("arrow.left", true), ("arrow.backward", true), ("arrowshape.turn.up.left", true), ("arrowshape.turn.up.left.2", true),
        ("arrowshape.turn.up.right", true), ("paperplane", true), ("list.bullet", true),
        ("chevron.up", false), ("chevron.down", false), ("arrow.up", false), ("arrow.clockwise", false), ("star", false),
        ("trash", false), ("heart.fill", false), ("square.and.arrow.up", false), ("magnifyingglass", false),
    ])
    func mirroring(name: String, mirrors: Bool) throws {
        #expect(try #require(SymbolIcon(name: name)).mirrorsInRightToLeft == mirrors)
    }

    /// A 24 pt box with `icon` in it at scale 2, 10 pt from the edges, drawn in black.
    static func draw(
        _ icon: SymbolIcon, size: (Double, Double) = (24, 24), direction: ReadingDirection = .leftToRight,
        renderer: SceneRenderer
    ) throws -> (image: DecodedImage, frame: Rect) {
        let root = LayoutNode.stack(Stack(axis: .vertical, alignment: .leading, margins: DirectionalInsets(all: 10), children: [
            .box(id: "icon", width: .points(size.0), height: .points(size.1))
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 100, direction: direction, renderer: renderer))
        scene.setAppearance(NodeAppearance(icon: icon, iconColor: .black), forID: "icon")
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 2))))
        return (image, try #require(scene.result.frame(of: "icon")))
    }

    @Test("every mapped name draws a glyph inside its frame and nothing outside")
    func everyGlyphInsideItsFrame() throws {
        let renderer = RenderFixture.renderer()
        var drawn = 0
        for name in SymbolName.all {
            let icon = try #require(SymbolIcon(name: name))
            let (image, frame) = try Self.draw(icon, renderer: renderer)
            let ink = image.inkPixels
            let (minX, minY, maxX, maxY) = (Int(frame.minX * 2), Int(frame.minY * 2), Int(frame.maxX * 2), Int(frame.maxY * 2))
            // A 48 px square: even the thinnest glyph (a minus) inks a few dozen pixels.
            #expect(ink.count > 20, "\(name) drew \(ink.count) pixels")
            let outside = ink.filter { $0.x < minX || $0.x >= maxX || $0.y < minY || $0.y >= maxY }
            #expect(outside.isEmpty, "\(name): \(outside.count) pixels outside its frame")
            if ink.count > 20 && outside.isEmpty { drawn += 1 }
        }
        #expect(drawn == SymbolName.all.count)
    }

    @Test("a glyph is centred and scaled to the shorter side", arguments: [(44.0, 44.0), (60, 30), (20, 50)])
    func centred(size: (Double, Double)) throws {
        let renderer = RenderFixture.renderer()
        let (image, frame) = try Self.draw(try #require(SymbolIcon(name: "circle.fill")), size: size, renderer: renderer)
        let bounds = try #require(image.inkBounds)
        // Material's filled circle is 20 units of the 24-unit em square: 20/24 of the side.
        let expected = min(size.0, size.1) * 2 * 20 / 24
        #expect(abs(Double(bounds.maxX - bounds.minX + 1) - expected) <= 2, "ink width \(bounds.maxX - bounds.minX + 1)")
        #expect(abs(Double(bounds.maxY - bounds.minY + 1) - expected) <= 2, "ink height \(bounds.maxY - bounds.minY + 1)")
        #expect(abs(Double(bounds.minX + bounds.maxX + 1) / 2 - frame.midX * 2) <= 1.5)
        #expect(abs(Double(bounds.minY + bounds.maxY + 1) / 2 - frame.midY * 2) <= 1.5)
    }

    @Test("right to left, a mirroring glyph is drawn mirrored about its frame's centre; others are not")
    func mirroredDrawing() throws {
        let renderer = RenderFixture.renderer()
        for (name, mirrors) in [("chevron.left", true), ("arrowshape.turn.up.left", true), ("arrow.up.right", false)] {
            let icon = try #require(SymbolIcon(name: name))
            let (leftToRight, frame) = try Self.draw(icon, renderer: renderer)
            let (rightToLeft, _) = try Self.draw(icon, direction: .rightToLeft, renderer: renderer)
            // The box sits at the leading edge: right to left it is at the right, 100 − 10 − 24.
            let shift = Int((100 - 10 - 24 - frame.minX) * 2)
            let ltr = Set(leftToRight.inkPixels.map { [$0.x, $0.y] })
            let rtl = Set(rightToLeft.inkPixels.map { [$0.x - shift, $0.y] })
            let centre2 = Int(frame.midX * 4)  // twice the frame's centre, in pixels
            let mirrored = Set(ltr.map { [centre2 - 1 - $0[0], $0[1]] })
            let same = Double(ltr.intersection(rtl).count) / Double(ltr.count)
            let flipped = Double(mirrored.intersection(rtl).count) / Double(ltr.count)
            if mirrors {
                #expect(flipped > 0.9 && same < 0.8, "\(name): mirrored \(flipped), same \(same)")
            } else {
                #expect(same > 0.9 && flipped < 0.8, "\(name): same \(same), mirrored \(flipped)")
            }
        }
    }

    @Test("the icon colour is used")
    func colour() throws {
        let renderer = RenderFixture.renderer()
        let green = Color(hex: "#34C759")!
        var scene = RenderScene(result: try RenderFixture.layout(.box(id: "plus", width: 48, height: 48), width: 48, renderer: renderer))
        scene.setAppearance(NodeAppearance(icon: SymbolIcon(name: "circle.fill"), iconColor: green), forID: "plus")
        let image = try #require(RenderFixture.decode(try renderer.pngData(scene, options: RenderOptions(scale: 1))))
        #expect(image[24, 24].matches(green))
        #expect(image[1, 1].isWhite)
    }
}
