import Foundation
import StackLayout
import Testing

/// Replays the engine fuzzer's corpus (Fuzzing/Corpus/engine): each file's bytes choose a tree,
/// an environment and proposals exactly as `engine-fuzzer` does; none may crash, and every
/// frame must be finite.
@Suite("Engine fuzzing corpus")
struct EngineCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzzing/Corpus/engine")

    @Test("every corpus input lays out without crashing, with finite frames")
    func replay() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(!files.isEmpty)
        let measurer = FixedMetricsTextMeasurer()
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            // The same choices, in the same order, as Fuzzing/Sources/EngineFuzzer/main.swift.
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
            guard let tree = try? LayoutTree(root) else { continue }
            let engine = StackLayoutEngine(environment: environment)
            for proposal in [ProposedSize(width: width, height: height), .unspecified, .infinity] {
                guard let size = try? engine.measure(tree, proposal: proposal, measurer: measurer) else { continue }
                #expect(size.width.isFinite && size.height.isFinite, "\(file)")
                if let placed = try? engine.place(tree, in: Rect(origin: .zero, size: size), measurer: measurer) {
                    #expect(placed.frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }, "\(file)")
                }
            }
            if let result = try? engine.layout(tree, width: width, height: height, measurer: measurer) {
                #expect(result.frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }, "\(file)")
            }
        }
    }
}
