import Foundation
import Testing
import ToolsTestSupport

/// SVG images that would abort librsvg (a Rust panic ends the process), run without end or take
/// gigabytes, as `stacks render` meets them: exit 1 with the image named and the reason, no
/// crash, nothing written.
@Suite("SVG images within limits: stacks render")
struct SVGImageLimitCommandTests {
    /// Renders a document showing `svg` (saved as `image.svg`) in a box of `side` points at
    /// scale 1, in `format`: the outcome, the image's path, and what the output folder held.
    func render(
        _ svg: Data, side: Int = 24, format: String = "png", measuringMemory: Bool = false
    ) throws -> (outcome: StacksProcess.Outcome, image: String, written: [String]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let image = try folder.write(svg, to: "image.svg")
        let document = try folder.write(
            "environment: {width: \(side), scale: 1}\nroot: {box: {width: \(side), height: \(side), image: image.svg}}\n", to: "doc.yaml")
        let output = folder.path(of: "out")
        let outcome = try StacksProcess.run(
            ["render", document, "-o", output, "--format", format, "--quiet", "--fonts", "fonts/fonts.conf"],
            measuringMemory: measuringMemory)
        return (outcome, image, (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [])
    }

    @Test("a 150-byte SVG with font-size 1000000000 is refused in every format, where librsvg aborted", arguments: ["png", "svg", "pdf"])
    func hugeFontSize(format: String) throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><text y="20" font-size="1000000000">A</text></svg>"#
        let (outcome, image, written) = try render(Data(svg.utf8), format: format)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: cannot read image \(image): line 1: text in <text> may be 1000000000 px tall "
            + #"(font-size "1000000000" on line 1); an image's text may be at most 100000 px"# + "\n")
        #expect(written.isEmpty)
    }

    @Test("feTurbulence with numOctaves 1000000000 is refused at once, where librsvg ran without end", .timeLimit(.minutes(1)))
    func octaves() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><filter id="f"><feTurbulence baseFrequency="0.1" numOctaves="1000000000"/></filter><rect width="24" height="24" filter="url(#f)"/></svg>"##
        let (outcome, image, written) = try render(Data(svg.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: cannot read image \(image): line 1: <feTurbulence> has numOctaves=\"1000000000\"; "
            + "an image may ask for at most 24 octaves (each costs as much time as the first and adds half the detail)\n")
        #expect(written.isEmpty)
    }

    /// 23 MiB of 400,000 coloured rects took 944 MB (PNG) and 1.39 GB (SVG) before the limits.
    @Test("a 23 MiB SVG is refused before it is parsed, in a fraction of the memory")
    func hugeFile() throws {
        let rect = ##"<rect x="1" y="2" width="3" height="4" fill="#336699"/>"##
        let count = (23 << 20) / rect.utf8.count
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">"# + String(repeating: rect, count: count) + "</svg>"
        let (outcome, image, written) = try render(Data(svg.utf8), measuringMemory: true)
        #expect(outcome.status == 1)
        #expect(outcome.standardError
            == "error: cannot read image \(image): it is \(svg.utf8.count) bytes; an SVG image may have at most 8388608 (8 MiB)\n")
        #expect((outcome.peakMemoryKiB ?? .max) < 150_000, "peak \(outcome.peakMemoryKiB ?? -1) KiB")
        #expect(written.isEmpty)
    }

    /// Five erosions over a 2000 × 2000 pt frame: librsvg takes about 13 µs a pixel for each
    /// (measured: one over 1000 × 1000 took 12.8 s), some 250 s in all, far past the limit on
    /// any machine, in 50 MB.
    @Test("an SVG that takes longer than 10 s to draw ends the command with status 1, naming it", .timeLimit(.minutes(2)))
    func timeLimit() throws {
        let erosion = #"<feMorphology radius="1"/>"#
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><filter id="f">"##
            + String(repeating: erosion, count: 5) + ##"</filter><rect width="24" height="24" filter="url(#f)"/></svg>"##
        let started = Date()
        let (outcome, image, written) = try render(Data(svg.utf8), side: 2000)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: cannot read image \(image): drawing it took longer than 10 s, the most an image may "
            + "take (librsvg cannot be stopped, so the command ends here)\n")
        // Ended at the limit, not when librsvg finished.
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(written.isEmpty)
    }
}
