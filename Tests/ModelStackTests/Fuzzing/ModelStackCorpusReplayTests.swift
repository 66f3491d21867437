import StackTestSupport
import Foundation
import Testing

/// Replays the model-stack fuzzer's corpus (Fuzzing/Corpus/model) through
/// ``ModelStackFuzzCheck``, the very check `model-fuzzer` runs: every sequence of edits must
/// leave the stack equal to one built from scratch, with every changed frame reported.
@Suite("Model stack fuzzing corpus")
struct ModelStackCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzzing/Corpus/model")

    @Test("every corpus input's edits agree with a stack built from scratch")
    func replay() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count >= 20)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            #expect(ModelStackFuzzCheck.problems(bytes) == [], "\(file)")
        }
    }
}
