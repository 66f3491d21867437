import ReferenceLayout
import StackLayout

/// What `engine-fuzzer` checks for each input, shared with ``EngineCorpusReplayTests`` (the
/// fuzz package links this file through a symbolic link, as it does ``TreeGenerator``, and
/// compiles the reference engine from the same sources): the bytes choose a tree, an
/// environment, proposals and a second width; the tree is validated, measured, placed and laid
/// out, fresh and through a ``LayoutSession``, and every measurement, placement and fresh
/// layout is compared with the reference engine's (``EngineComparison``).
///
/// Errors (a cycle, a missing root height) are fine when both engines refuse. A trap or hang
/// is a finding by itself; the returned problems are the findings that need a check: a size or
/// frame that is not finite, a session whose re-layout differs from a fresh layout, and any
/// difference from the reference engine (rounding ties are counted in the
/// comparison, not findings).
public enum EngineFuzzCheck {
    /// The findings for one input, and what the reference comparison counted.
    public static func check(_ bytes: [UInt8]) -> (problems: [String], reference: EngineComparison) {
        var choices = ByteChoices(bytes)
        var options = TreeGenerator.Options()
        options.proportions = choices.bool()
        options.maximumDepth = choices.int(in: 1...8)
        options.maximumChildren = choices.int(in: 0...8)
        let root = TreeGenerator(options: options).node(&choices)
        let environment = LayoutEnvironment(
            direction: choices.bool() ? .leftToRight : .rightToLeft,
            contentSizeCategory: choices.pick(TextSizeCategory.allCases),
            scale: choices.pick([0, 1, 2, 3, 1.5, 1000]))
        let widths = [0, 1, 44.5, 320, 375, 1024, 1_000_000]
        let width = choices.pick(widths)
        let height: Double? = choices.pick([nil, 0, 100, 812])
        let otherWidth = choices.pick(widths)
        var reference = EngineComparison()
        guard let tree = try? LayoutTree(root) else { return ([], reference) }
        let engine = StackLayoutEngine(environment: environment)
        let measurer = FixedMetricsTextMeasurer()
        var problems: [String] = []
        for proposal in [ProposedSize(width: width, height: height), .unspecified, .infinity] {
            reference.add(.measure(root, environment: environment, proposal: proposal, measurer: measurer))
            guard let size = try? engine.measure(tree, proposal: proposal, measurer: measurer) else { continue }
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                problems.append("measured \(size) for \(proposal)")
            }
            if let placed = try? engine.place(tree, in: Rect(origin: .zero, size: size), measurer: measurer) {
                problems += nonFinite(placed, "placed in \(size)")
            }
            reference.add(.place(root, environment: environment, in: Rect(origin: .zero, size: size), measurer: measurer))
        }
        // A session at the width, another width and the first again must give, each time,
        // exactly what a fresh layout gives: its memos may only save work.
        let session = LayoutSession(tree: tree, environment: environment, measurer: measurer)
        for next in [width, otherWidth, width] {
            let fresh = try? engine.layout(tree, width: next, height: height, measurer: measurer)
            let reused = try? session.layout(width: next, height: height)
            if let fresh { problems += nonFinite(fresh, "laid out at \(next)") }
            if fresh?.frames != reused?.frames || fresh?.size != reused?.size {
                problems.append("session at width \(next) differs from a fresh layout")
            }
        }
        for next in Set([width, otherWidth]).sorted() {
            reference.add(.layout(root, environment: environment, width: next, height: height, measurer: measurer))
        }
        return (problems + reference.problems.map { "differs from the reference engine: \($0)" }, reference)
    }

    /// The findings for one input.
    public static func problems(_ bytes: [UInt8]) -> [String] { check(bytes).problems }

    private static func nonFinite(_ result: LayoutResult, _ context: String) -> [String] {
        result.frames.enumerated().compactMap { index, frame in
            frame.isFinite ? nil : "\(context): node \(index) has frame \(frame)"
        }
    }
}
