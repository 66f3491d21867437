import Foundation
import StackLayout
import Testing

/// Replays the engine fuzzer's corpus (Fuzzing/Corpus/engine) through ``EngineFuzzCheck``, the
/// very check `engine-fuzzer` runs: no input may crash, give a non-finite frame, or make a
/// ``LayoutSession`` disagree with a fresh layout.
@Suite("Engine fuzzing corpus")
struct EngineCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzzing/Corpus/engine")

    @Test("every corpus input lays out without crashing, with finite frames, sessions agreeing")
    func replay() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count > 100)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            #expect(EngineFuzzCheck.problems(bytes) == [], "\(file)")
        }
    }
}
