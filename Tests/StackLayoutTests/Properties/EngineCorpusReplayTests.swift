import Foundation
import ReferenceLayout
import StackLayout
import Testing

/// Replays the engine fuzzer's corpus (Fuzzing/Corpus/engine) through ``EngineFuzzCheck``, the
/// very check `engine-fuzzer` runs: no input may crash, give a non-finite frame, make a
/// ``LayoutSession`` disagree with a fresh layout, or make the production engine disagree with
/// the reference engine.
@Suite("Engine fuzzing corpus")
struct EngineCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzzing/Corpus/engine")

    @Test("every corpus input lays out without crashing, with finite frames, sessions and the reference engine agreeing")
    func replay() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count > 100)
        var reference = EngineComparison()
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            let (problems, comparison) = EngineFuzzCheck.check(bytes)
            #expect(problems == [], "\(file)")
            reference.add(comparison.prefixed(file))
        }
        ReferenceExpectations.expectTotals(reference)
    }
}
