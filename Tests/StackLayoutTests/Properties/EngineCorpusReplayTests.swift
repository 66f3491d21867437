import StackTestSupport
import Foundation
import ReferenceLayout
import StackLayout
import Synchronization
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
        // On every core: the inputs are independent, and the replay is the suite's longest test.
        let checked = Mutex([(problems: [String], reference: EngineComparison)?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let bytes = (try? [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(files[index])))) ?? []
            let result = EngineFuzzCheck.check(bytes)
            checked.withLock { $0[index] = result }
        }
        var reference = EngineComparison()
        for (file, result) in zip(files, checked.withLock { $0 }) {
            let (problems, comparison) = try #require(result)
            #expect(problems == [], "\(file)")
            reference.add(comparison.prefixed(file))
        }
        ReferenceExpectations.expectTotals(reference)
    }
}
