import Foundation
import PangoText
import StackDocument
import Testing

/// Whole documents — reading, validating, measuring with Pango, fitting text, button stacks,
/// laying out — on every core at once. Run under ThreadSanitizer (docs/testing.md, "Sanitizers"), this is
/// the test that would show a data race in the engine, the reader or the Pango glue.
@Suite("Laying out documents on many threads at once")
struct ConcurrentDocumentLayoutTests {
    static let examples: [String] = {
        let root = URL(fileURLWithPath: PangoFixture.fontsPath).deletingLastPathComponent().deletingLastPathComponent()
        return ["home-screen", "buttons", "gallery/fitting-text", "gallery/proportional", "gallery/chat", "gallery/design-buttons", "gallery/flow"]
            .map { root.appendingPathComponent("Examples/\($0).yaml").path }
    }()

    /// Every example at three widths, both directions, as (example, width, direction) → frames.
    static func layOutAll(measurer: PangoTextMeasurer) throws -> [[Rect]] {
        var all: [[Rect]] = []
        for path in examples {
            // Each task reads its own document: the reader runs concurrently too.
            let document = try StackDocument(contentsOf: path)
            let tree = try document.layoutTree()
            for width in [320.0, 375, 768] {
                for direction in ReadingDirection.allCases {
                    var environment = document.environment.layoutEnvironment
                    environment.direction = direction
                    let height = document.environment.height.map { $0 * width / (document.environment.width ?? width) }
                    let result = try StackLayoutEngine(environment: environment)
                        .layout(tree, width: width, height: height, measurer: measurer)
                    all.append(result.frames)
                }
            }
        }
        return all
    }

    @Test("every task gets the frames one thread gets")
    func concurrentLayoutsAgree() async throws {
        let expected = try Self.layOutAll(measurer: PangoFixture.measurer())
        let tasks = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
        let results = try await withThrowingTaskGroup(of: [[Rect]].self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    let measurer = PangoFixture.measurer()  // one per task, as documented
                    var frames: [[Rect]] = []
                    for _ in 0..<3 { frames = try Self.layOutAll(measurer: measurer) }
                    return frames
                }
            }
            var collected: [[[Rect]]] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == tasks)
        for result in results { #expect(result == expected) }
    }
}
