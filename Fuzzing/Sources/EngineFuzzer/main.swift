import StackLayout

// libFuzzer calls this with each input. The bytes choose a node tree (TreeGenerator, shared
// with the property tests), an environment and proposals; the tree is validated, measured and
// laid out. Errors are fine; a trap, a hang, or a frame that is not finite is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func engineFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    checkEngine(bytes)
    return 0
}

func checkEngine(_ bytes: [UInt8]) {
    var choices = ByteChoices(bytes)
    var options = TreeGenerator.Options()
    options.proportions = choices.bool()
    options.maximumDepth = choices.int(in: 1...8)
    options.maximumChildren = choices.int(in: 0...8)
    let root = TreeGenerator(options: options).node(&choices)
    let environment = LayoutEnvironment(
        direction: choices.bool() ? .leftToRight : .rightToLeft,
        contentSizeCategory: choices.pick(ContentSizeCategory.allCases),
        scale: choices.pick([0, 1, 2, 3, 1.5, 1000]))
    let width = choices.pick([0, 1, 44.5, 320, 375, 1024, 1_000_000])
    let height: Double? = choices.pick([nil, 0, 100, 812])
    guard let tree = try? LayoutTree(root) else { return }
    let engine = StackLayoutEngine(environment: environment)
    let measurer = FixedMetricsTextMeasurer()
    for proposal in [ProposedSize(width: width, height: height), .unspecified, .infinity] {
        guard let size = try? engine.measure(tree, proposal: proposal, measurer: measurer) else { continue }
        precondition(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "measured \(size)")
        if let placed = try? engine.place(tree, in: Rect(origin: .zero, size: size), measurer: measurer) {
            checkFinite(placed)
        }
    }
    if let result = try? engine.layout(tree, width: width, height: height, measurer: measurer) {
        checkFinite(result)
    }
}

func checkFinite(_ result: LayoutResult) {
    for frame in result.frames {
        precondition(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                     "non-finite frame \(frame)")
    }
}
