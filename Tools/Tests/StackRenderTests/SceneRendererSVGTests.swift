import Foundation
import FoundationXML
import StackLayout
import StackRender
import Testing
import ToolsTestSupport

@Suite("SVG output")
struct SceneRendererSVGTests {
    /// Parses an SVG, keeping the root element's attributes.
    final class SVGRoot: NSObject, XMLParserDelegate {
        var rootName: String?
        var attributes: [String: String] = [:]
        var elementCount = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if rootName == nil {
                rootName = name
                self.attributes = attributes
            }
            elementCount += 1
        }
    }

    static func parse(_ bytes: [UInt8]) -> (ok: Bool, root: SVGRoot) {
        let root = SVGRoot()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = root
        return (parser.parse(), root)
    }

    /// Shared by the suite's tests for the whole run, so its folder is left for the system to clear.
    static let imagePath: String = {
        guard let path = try? TemporaryFolder().path(of: "halves.png") else { fatalError("no temporary folder") }
        RenderFixture.makePNG(at: path, left: Color(hex: "#FF0000")!, right: Color(hex: "#0000FF")!)
        return path
    }()

    static func scene(_ renderer: SceneRenderer) throws -> RenderScene {
        let root = LayoutNode.stack(Stack(axis: .vertical, spacing: 10, margins: DirectionalInsets(all: 8), children: [
            .text("Hello, SVG — مرحبا — 你好", lines: 0), .box(id: "icon", width: 30, height: 30), .box(height: 20),
            .box(id: "photo", width: 40, height: 20),
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: 250, scale: 3, renderer: renderer))
        scene.setAppearance(NodeAppearance(icon: SymbolIcon(name: "star")), forID: "icon")
        scene.setAppearance(NodeAppearance(cornerRadius: 4, imagePath: imagePath), forID: "photo")
        return scene
    }

    @Test("is well-formed XML with the bounds in points as width and height")
    func wellFormed() throws {
        let renderer = RenderFixture.renderer()
        let scene = try Self.scene(renderer)
        let (ok, root) = Self.parse(try renderer.svgData(scene))
        #expect(ok)
        #expect(root.rootName == "svg")
        #expect(root.attributes["width"] == "250pt")
        #expect(root.attributes["height"] == "\(formatted(scene.result.size.height))pt")
        #expect(root.attributes["viewBox"] == "0 0 250 \(formatted(scene.result.size.height))")
        #expect(root.elementCount > 5)
    }

    @Test("does not depend on the PNG scale or the debug overlay's absence")
    func withOverlay() throws {
        let renderer = RenderFixture.renderer()
        let plain = try renderer.svgData(try Self.scene(renderer), options: RenderOptions(scale: 1))
        let scaled = try renderer.svgData(try Self.scene(renderer), options: RenderOptions(scale: 3))
        #expect(plain == scaled)
        let overlay = try renderer.svgData(try Self.scene(renderer), options: RenderOptions(debugOverlay: .all))
        #expect(Self.parse(overlay).ok)
        #expect(overlay != plain)
    }

    @Test("the same scene gives the same bytes, however many surfaces the process made before")
    func deterministic() throws {
        let a = RenderFixture.renderer()
        let b = RenderFixture.renderer()
        let first = try a.svgData(try Self.scene(a))
        _ = try a.pngData(try Self.scene(a))
        #expect(first == (try b.svgData(try Self.scene(b))))
        #expect(first == (try a.svgData(try Self.scene(a))))
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("id=\"surface1\"") && text.contains("id=\"image1\""))
    }

    /// How Cairo prints a length: no trailing ".0".
    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
