import Foundation
import StackLayout
import StackRender
import Testing
import ToolsTestSupport

@Suite("PDF output")
struct SceneRendererPDFTests {
    static func scene(_ renderer: SceneRenderer, width: Double, text: String) throws -> RenderScene {
        let root = LayoutNode.stack(Stack(axis: .vertical, spacing: 8, margins: DirectionalInsets(all: 12), children: [
            .text(text, lines: 0), .box(id: "icon", width: 24, height: 24), .box(id: "photo", width: 32, height: 16),
        ]))
        var scene = RenderScene(result: try RenderFixture.layout(root, width: width, renderer: renderer))
        scene.setAppearance(NodeAppearance(icon: SymbolIcon(name: "paperplane")), forID: "icon")
        scene.setAppearance(NodeAppearance(imagePath: SceneRendererSVGTests.imagePath), forID: "photo")
        return scene
    }

    /// Page objects (`/Type /Page`, not the `/Type /Pages` tree).
    static func pageCount(_ pdf: [UInt8]) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }.count
    }

    /// The `/MediaBox [x y w h]` entries, in order.
    static func mediaBoxes(_ pdf: [UInt8]) -> [[Double]] {
        String(decoding: pdf, as: UTF8.self).components(separatedBy: "/MediaBox [").dropFirst().map {
            $0.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
        }
    }

    @Test("one page per scene, each the size of its bounds", arguments: [1, 2, 5])
    func pages(count: Int) throws {
        let renderer = RenderFixture.renderer()
        let scenes = try (0..<count).map { try Self.scene(renderer, width: 200 + Double($0) * 50, text: "Page \($0 + 1) — مرحبا") }
        let pdf = try renderer.pdfData(pages: scenes)
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        #expect(Self.pageCount(pdf) == count)
        let boxes = Self.mediaBoxes(pdf)
        for scene in scenes {
            let size = scene.result.size
            #expect(boxes.contains([0, 0, size.width, size.height]), "\(boxes)")
        }
    }

    @Test("the same pages give the same bytes (the creation date is pinned)")
    func deterministic() throws {
        let a = RenderFixture.renderer()
        let b = RenderFixture.renderer()
        let first = try a.pdfData(pages: [try Self.scene(a, width: 240, text: "Same bytes")])
        let second = try b.pdfData(pages: [try Self.scene(b, width: 240, text: "Same bytes")])
        #expect(first == second)
        // Cairo 1.16 writes the date without PDF's "D:" prefix.
        #expect(String(decoding: first, as: UTF8.self).contains("/CreationDate (20000101000000"))
    }

    @Test("no pages is an error")
    func noPages() {
        #expect(throws: RenderError.noPages(path: nil)) { try RenderFixture.renderer().pdfData(pages: []) }
    }

    @Test("a file written with writePDF has every page")
    func writesFile() throws {
        let renderer = RenderFixture.renderer()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path(of: "book.pdf")
        try renderer.writePDF(pages: [try Self.scene(renderer, width: 200, text: "one"), try Self.scene(renderer, width: 300, text: "two")], to: path)
        #expect(Self.pageCount(try #require(RenderFixture.read(path))) == 2)
        #expect(try folder.contents() == ["book.pdf"])
    }
}
