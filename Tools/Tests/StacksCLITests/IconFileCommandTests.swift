import Foundation
import Testing
import ToolsTestSupport

/// A button's icon, and a box's image, drawn from a file of the document's folder: PNG and SVG,
/// in their own colours or as templates in the button's content colour.
@Suite("Icons from image files")
struct IconFileCommandTests {
    /// A 24 × 24 PNG, opaque red (#FF0000) everywhere.
    static let redSquarePNG = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAIElEQVR4nGP4z8BAFUQdU0YNGjVo1KBRg0YNGjWIIgQABMo93z5bbNQAAAAASUVORK5CYII=")!

    /// A 24 × 24 SVG: a blue (#0000FF) square filling the view box.
    static let blueSquareSVG = Data(#"""
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect width="24" height="24" fill="#0000FF"/></svg>
        """#.utf8)

    /// One icon-only button at 100 pt, scale 1: it hugs its icon, max(44, 12 + 24 + 12) = 48
    /// wide and max(44, 8 + 24 + 8) = 44 tall, centred in the 100 pt row; the standard icon
    /// (24 × 24 pt) is centred in it, 38…62 × 10…34, centre (50, 22). The button's content
    /// colour is #0059C1 (the default palette's `onButton`).
    static func document(icon: String) -> String {
        """
        environment: {width: 100, scale: 1}
        root:
          buttons:
            items:
              - {id: b, kind: iconOnly, accessibilityLabel: Thing, icon: \(icon)}
        """
    }

    func render(_ text: String) throws -> (status: Int32, image: DecodedImage?, error: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.redSquarePNG, to: "red.png")
        try folder.write(Self.blueSquareSVG, to: "blue.svg")
        try folder.write("<svg this is not", to: "broken.svg")
        try folder.write(text, to: "doc.yaml")
        let outcome = try StacksProcess.run([
            "render", folder.path(of: "doc.yaml"), "-o", folder.path(of: "out"), "--quiet",
            "--fonts", "fonts/fonts.conf",
        ])
        return (outcome.status, DecodedImage(path: folder.path(of: "out/doc.png")), outcome.standardError)
    }

    @Test("a PNG and an SVG in their own colours, inside the icon's frame")
    func ownColours() throws {
        for (file, red, blue) in [("red.png", 1.0, 0.0), ("blue.svg", 0.0, 1.0)] {
            let outcome = try render(Self.document(icon: "{file: \(file)}"))
            #expect(outcome.status == 0, "\(outcome.error)")
            let image = try #require(outcome.image)
            #expect(image[50, 22].matches(red: red, green: 0, blue: blue, alpha: 1), "\(file) at the centre: \(image[50, 22])")
            // The icon is 24 pt: 38…62 × 10…34; just outside it is the button's fill, not the image.
            #expect(!image[36, 22].matches(red: red, green: 0, blue: blue, alpha: 1), "\(file) left of the icon")
            #expect(!image[50, 8].matches(red: red, green: 0, blue: blue, alpha: 1), "\(file) above the icon")
            #expect(image[39, 11].matches(red: red, green: 0, blue: blue, alpha: 1), "\(file) inside its top-left corner")
        }
    }

    @Test("a template takes the button's content colour through its opacity")
    func template() throws {
        for file in ["red.png", "blue.svg"] {
            let outcome = try render(Self.document(icon: "{file: \(file), template: true}"))
            #expect(outcome.status == 0, "\(outcome.error)")
            let image = try #require(outcome.image)
            // #0059C1: 0, 89/255, 193/255.
            #expect(image[50, 22].matches(red: 0, green: 89.0 / 255, blue: 193.0 / 255, alpha: 1), "\(file): \(image[50, 22])")
        }
    }

    @Test("a missing or broken file is an error naming it, and nothing is written")
    func unreadable() throws {
        let missing = try render(Self.document(icon: "{file: nothing.svg}"))
        #expect(missing.status == 1)
        #expect(missing.error.contains("nothing.svg: no such file"))
        #expect(missing.image == nil)
        let broken = try render(Self.document(icon: "{file: broken.svg}"))
        #expect(broken.status == 1)
        #expect(broken.error.contains("broken.svg: not an SVG image"), "\(broken.error)")
        #expect(broken.image == nil)
    }
}
