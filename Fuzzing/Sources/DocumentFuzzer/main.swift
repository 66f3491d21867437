import Foundation
import PangoText
import StackDocument
import StackLayout
import StackRender
import ToolsTestSupport

// libFuzzer calls this with each input; DocumentFuzzCheck (shared with
// DocumentCorpusReplayTests) reads it as a document and, when it reads, lays it out in both
// directions. Anything but an error — a trap, an overflow, a hang, a leak, a non-finite frame —
// is a finding.
//
// A document that reads is then laid out with Pango's text (the pinned fonts) and drawn as PNG,
// SVG and PDF, so that AddressSanitizer watches the Pango and Cairo paths with every input too:
// measuring, shaping, drawing text and images, and the PNG encoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func documentFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let problems = DocumentFuzzCheck.problems(data).problems
    precondition(problems.isEmpty, problems.joined(separator: "\n"))
    draw(data)
    return 0
}

/// Pango with the repository's pinned fonts (the fuzzers run from the repository's root).
/// `nonisolated(unsafe)`: libFuzzer calls `LLVMFuzzerTestOneInput` on one thread only, and a
/// measurer (a Pango context and its caches) made for every input would be most of the run.
nonisolated(unsafe) let measurer: PangoTextMeasurer = {
    guard let fonts = try? FontConfiguration(contentsOf: RepositoryFolder.fontsConfiguration) else {
        fatalError("document-fuzzer: cannot read \(RepositoryFolder.fontsConfiguration)")
    }
    return PangoTextMeasurer(fonts: fonts)
}()

/// Lays `data` out with Pango at 375 pt and draws it, when it reads and lays out; pictures
/// larger than a million pixels are skipped (their size is the input's, not a finding).
func draw(_ data: Data) {
    guard let document = try? StackDocument(data: data), let tree = try? document.layoutTree() else { return }
    let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 1))
    guard let result = try? engine.layout(
        tree, width: document.environment.width ?? 375, height: document.environment.height, measurer: measurer)
    else { return }
    let scene = RenderScene(result: result)
    let size = SceneRenderer.pixelSize(of: scene, scale: 1)
    guard size.width * size.height <= 1_000_000 else { return }
    let renderer = SceneRenderer(measurer: measurer)
    let options = RenderOptions(scale: 1, debugOverlay: .all)
    _ = try? renderer.pngData(scene, options: options)
    _ = try? renderer.svgData(scene, options: options)
    _ = try? renderer.pdfData(pages: [scene], options: options)
}
