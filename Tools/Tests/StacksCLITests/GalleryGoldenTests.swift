import CCairo
import Foundation
import Testing
import ToolsTestSupport

/// The gallery `stacks demo` renders, compared with the committed pictures in docs/gallery
/// (the ones the README shows). Regenerate them after an intended change with
/// `scripts/demo -o docs/gallery`.
///
/// A small per-pixel tolerance absorbs floating-point differences between debug and release
/// builds in anti-aliased edges; a layout change moves whole glyphs and boxes and fails.
@Suite("Gallery golden images")
struct GalleryGoldenTests {
    /// A channel may differ by this much before a pixel counts as different.
    static let channelTolerance = 24
    /// The share of pixels that may differ.
    static let pixelTolerance = 0.002

    @Test("stacks demo reproduces every committed gallery picture")
    func galleryMatchesGoldens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path
        let outcome = try StacksProcess.run(["demo", "-o", output, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // Quiet, and every family the gallery names is installed: nothing on standard error.
        #expect(outcome.standardError == "")
        let written = outcome.standardOutput.split(separator: "\n").map(String.init)
        // 28 pictures and 8 sheets, and the seed's actions: 8 pictures and 2 sheets.
        #expect(written.count == 46)
        let goldenFolder = StacksProcess.packageRoot.appendingPathComponent("docs/gallery").path
        let goldens = try FileManager.default.contentsOfDirectory(atPath: goldenFolder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(goldens == written.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted())
        for name in goldens {
            let expected = try #require(DecodedImage(path: goldenFolder + "/" + name), "\(name) golden")
            let actual = try #require(DecodedImage(path: output + "/" + name), "\(name) rendered")
            #expect(actual.width == expected.width && actual.height == expected.height, "\(name): size")
            guard actual.width == expected.width && actual.height == expected.height else { continue }
            let different = actual.countDifferentPixels(from: expected, tolerance: Self.channelTolerance)
            let share = Double(different) / Double(actual.width * actual.height)
            #expect(share <= Self.pixelTolerance, "\(name): \(different) pixels differ (\(share * 100) %)")
        }
    }

    @Test("stacks demo warns about a family an example names that is not installed, and still renders")
    func demoWarnsAboutMissingFamilies() throws {
        let root = StacksProcess.packageRoot
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let examples = folder.url(of: "Examples")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Examples"), to: examples)
        let document = examples.appendingPathComponent("gallery/proportional.yaml")
        let text = try String(contentsOf: document, encoding: .utf8)
        try text.replacingOccurrences(of: "string: Lisbon, size: 0.045 root.height,", with: "string: Lisbon, size: 0.045 root.height, font: Inter,")
            .write(to: document, atomically: true, encoding: .utf8)
        let fonts = root.appendingPathComponent("fonts/fonts.conf").path
        let outcome = try StacksProcess.run(["demo", "--examples", examples.path, "--fonts", fonts, "--quiet",
                                             "-o", examples.appendingPathComponent("out").path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.split(separator: "\n").count == 46)
        // Line 16 of proportional.yaml (after the schema line): `      - text: {id: city, string: Lisbon, size: 0.045 root.height, font: Inter, …`;
        // `Inter` starts at column 73.
        #expect(outcome.standardError == "\(document.path):16:73: warning: root.stack.children[0].text.font: "
            + "font family \"Inter\" is not installed in \(fonts); text falls back to \"DejaVu Sans\"\n")
    }

    @Test("the comparison notices a real change")
    func comparisonDetectsChanges() throws {
        let goldenFolder = StacksProcess.packageRoot.appendingPathComponent("docs/gallery").path
        let a = try #require(DecodedImage(path: goldenFolder + "/buttons-locales-w375-large-en.png"))
        let b = try #require(DecodedImage(path: goldenFolder + "/buttons-locales-w375-large-de.png"))
        // Same size (same layout in another language), different words: far beyond tolerance.
        #expect(a.width == b.width)
        let share = Double(a.countDifferentPixels(from: b, tolerance: Self.channelTolerance)) / Double(a.width * a.height)
        #expect(share > Self.pixelTolerance)
    }
}
