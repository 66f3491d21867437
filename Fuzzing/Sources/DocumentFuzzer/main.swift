import Foundation
import StackDocument

// libFuzzer calls this with each input; the document must be read (or refused with an error)
// and, when it reads, laid out (or refused with an error) in both directions. Anything else —
// a trap, an overflow, a hang, a leak, a non-finite frame — is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func documentFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    checkDocument(data)
    return 0
}

/// Reads `data` as a document and lays it out at two widths and in both directions.
func checkDocument(_ data: Data) {
    guard let document = try? StackDocument(data: data), let tree = try? document.layoutTree() else { return }
    let measurer = FixedMetricsTextMeasurer()
    for (width, direction) in [(375.0, LayoutDirection.leftToRight), (120, .rightToLeft)] {
        let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: document.environment.scale ?? 3))
        guard let result = try? engine.layout(tree, width: document.environment.width ?? width,
                                              height: document.environment.height, measurer: measurer)
        else { continue }
        for frame in result.frames where !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) {
            fatalError("non-finite frame \(frame)")
        }
    }
}
