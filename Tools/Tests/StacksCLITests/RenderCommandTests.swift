import ToolsTestSupport
import Foundation
import Testing

/// `stacks render` end to end, with the pinned fonts.
@Suite("stacks render")
struct RenderCommandTests {
    static let document = """
        environment: {width: 200, scale: 2}
        strings:
          de: {Share: Teilen}
        root:
          stack:
            axis: vertical
            margins: 10
            children:
              - box: {id: swatch, height: 20, fill: "#FF0000"}
              - text: {id: label, string: Share}
        """

    @Test("PNG: a file per combination at bounds × scale, and a composite sheet")
    func pngCombinations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.document, to: "doc.yaml")
        let output = folder.path(of: "out")
        let outcome = try StacksProcess.run([
            "render", path, "--width", "200,300", "--content-size", "large,accessibilityXXXLarge", "--locale", "en,de",
            "-o", output, "--fonts", "fonts/fonts.conf",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let written = outcome.standardOutput.split(separator: "\n").map(String.init)
        // 2 widths × 2 sizes × 2 locales = 8 pictures, then the sheet.
        #expect(written.count == 9)
        #expect(written.last?.hasSuffix("-sheet.png") == true)
        // Progress without a terminal: one line per picture on standard error, then the sheet's
        // own two lines (it may take seconds after the last picture).
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(outcome.standardError.hasPrefix("[1/8] 200 pt · large · en"))
        #expect(lines[8].hasPrefix("composing the sheet \(output)/\(stem)-sheet.png (") && lines[8].hasSuffix(" px)…"))
        #expect(lines[9] == "wrote the sheet \(output)/\(stem)-sheet.png")
        // --no-sheet: the pictures alone.
        let bare = try StacksProcess.run([
            "render", path, "--width", "200,300", "-o", folder.path(of: "bare"), "--fonts", "fonts/fonts.conf", "--no-sheet", "--quiet",
        ])
        #expect(bare.status == 0 && bare.standardError.isEmpty)
        #expect(bare.standardOutput.split(separator: "\n").count == 2 && !bare.standardOutput.contains("-sheet."))
        // A folder written with a trailing slash names its files with one.
        let slashed = folder.path(of: "slashed")
        let named = try StacksProcess.run(["render", path, "--width", "200", "-o", slashed + "/", "--fonts", "fonts/fonts.conf", "--quiet"])
        #expect(named.status == 0 && named.standardOutput == "\(slashed)/\(stem).png\n", "\(named.standardOutput)")
        // 300 pt wide at scale 2 → 600 px; the red swatch sits 10 pt in, 20 pt tall.
        let picture = try #require(DecodedImage(path: "\(output)/\(stem)-w300-large-de.png"))
        #expect(picture.width == 600)
        let red = picture.argb[(15 * 2) * picture.width + 100 * 2]  // (100, 15) pt: inside the swatch
        #expect(red == 0xFFFF_0000)
        let outside = picture.argb[(5 * 2) * picture.width + 100 * 2]  // (100, 5) pt: in the margin
        #expect(outside != 0xFFFF_0000)
    }

    @Test("PDF: one document with a page per combination")
    func pdfPages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.document, to: "doc.yaml")
        let output = folder.path(of: "out")
        let outcome = try StacksProcess.run([
            "render", path, "--width", "200,300,400", "--locale", "en,pseudo", "--format", "pdf", "-o", output, "--quiet",
            "--fonts", "fonts/fonts.conf",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        let written = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(written.count == 2)  // NAME.pdf and NAME-sheet.pdf
        let data = try Data(contentsOf: URL(fileURLWithPath: written[0]))
        #expect(data.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        let pages = text.components(separatedBy: "/Type /Page").count - 1 - (text.components(separatedBy: "/Type /Pages").count - 1)
        #expect(pages == 6)  // 3 widths × 2 locales
    }

    @Test("bad lists are usage errors; a bad output folder is an error naming it")
    func errors() throws {
        let path = try StacksProcess.temporaryDocument(Self.document)
        defer { StacksProcess.removeTemporaryFile(path) }
        #expect(try StacksProcess.run(["render", path, "--width", "200,wide"]).status == 2)
        #expect(try StacksProcess.run(["render", path, "--content-size", "huge"]).status == 2)
        #expect(try StacksProcess.run(["render", path, "--format", "gif"]).status == 2)
        let blocked = try StacksProcess.temporaryDocument("not a folder")
        defer { StacksProcess.removeTemporaryFile(blocked) }
        let outcome = try StacksProcess.run(["render", path, "-o", blocked + "/sub", "--quiet"])
        #expect(outcome.status == 3)
        #expect(outcome.standardError.contains(blocked))
    }
}
