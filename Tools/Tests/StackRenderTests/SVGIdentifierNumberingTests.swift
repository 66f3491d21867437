@testable import StackRender
import Testing

@Suite("SVG identifier numbering")
struct SVGIdentifierNumberingTests {
    static func normalize(_ svg: String) -> String {
        String(decoding: SVGIdentifierNumbering.normalize(Array(svg.utf8)), as: UTF8.self)
    }

    @Test("surface and image ids are renumbered from 1 in order of appearance, references too")
    func renumbers() {
        let svg = ##"<image id="image14" w="1"/><image id="image9"/><use xlink:href="#image9"/><use xlink:href="#image14"/><g id="surface11">"##
        #expect(Self.normalize(svg) == ##"<image id="image1" w="1"/><image id="image2"/><use xlink:href="#image2"/><use xlink:href="#image1"/><g id="surface1">"##)
    }

    @Test("everything else is left alone")
    func leavesOthers() {
        let svg = ##"<image id="x"/><symbol id="glyph0-1"/><g clip-path="url(#clip3)"/><path d="M 1 2"/>"image" #surface"##
        #expect(Self.normalize(svg) == svg)
    }
}
