import Foundation
import StackDocument
import Testing

/// Replays the document fuzzer's corpus (Fuzzing/Corpus/document): each file is read as a
/// document and, when it reads, laid out at two widths in both directions, as
/// `document-fuzzer` does. Errors are expected for most; crashes and non-finite frames are not.
@Suite("Document fuzzing corpus")
struct DocumentCorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzzing/Corpus/document")

    @Test("every corpus input is read or refused, and laid out or refused, without crashing")
    func replay() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(!files.isEmpty)
        var read = 0
        for file in files {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
            guard let document = try? StackDocument(data: data), let tree = try? document.layoutTree() else { continue }
            read += 1
            for (width, direction) in [(375.0, LayoutDirection.leftToRight), (120, .rightToLeft)] {
                let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: document.environment.scale ?? 3))
                guard let result = try? engine.layout(tree, width: document.environment.width ?? width,
                                                      height: document.environment.height, measurer: FixedMetricsTextMeasurer())
                else { continue }
                #expect(result.frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }, "\(file)")
            }
        }
        // The examples at least read.
        #expect(read >= 7)
    }
}
