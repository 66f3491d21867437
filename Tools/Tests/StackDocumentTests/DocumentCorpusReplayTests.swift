import Foundation
import StackDocument
import Testing
import ToolsTestSupport

/// Replays the document fuzzer's corpus (Fuzzing/Corpus/document) through
/// ``DocumentFuzzCheck``, the very check `document-fuzzer` runs. Errors are expected for most
/// inputs; crashes and non-finite frames are not.
@Suite("Document fuzzing corpus")
struct DocumentCorpusReplayTests {
    static let corpus = RepositoryFolder.root
        .appendingPathComponent("Fuzzing/Corpus/document")

    @Test("every corpus input is read or refused, and laid out or refused, without crashing")
    func replay() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(!files.isEmpty)
        var read = 0
        for file in files {
            let (problems, wasRead) = DocumentFuzzCheck.problems(try Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            #expect(problems == [], "\(file)")
            if wasRead { read += 1 }
        }
        // The examples at least read.
        #expect(read >= 7)
    }
}
