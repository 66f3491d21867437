import StackLayout
import StackTestSupport
import Testing

/// Layout values are `Sendable`: one `LayoutTree` and one engine shared by many tasks, each with
/// its own `LayoutSession` (a session belongs to one task at a time), give every task the frames
/// one task gets. CI runs this suite under ThreadSanitizer, which reports any data race the
/// sharing hides (copy-on-write storage read from several threads, caches, container layouts).
@Suite struct ConcurrentLayoutTests {
    /// Random trees (stacks, lists, flows, overlays, texts, proportions) from fixed seeds.
    static let trees: [LayoutTree] = (0..<6).compactMap { seed in
        var choices = SeededChoices(seed: UInt64(900 + seed))
        var options = TreeGenerator.Options()
        options.proportions = true
        return try? LayoutTree(TreeGenerator(options: options).node(&choices))
    }

    static let widths: [Double] = [320, 375, 374, 414, 768]

    /// One task's frames: each tree through a session, at every width in turn.
    static func frames(_ engine: StackLayoutEngine) -> [[Rect]?] {
        trees.flatMap { tree in
            let session = LayoutSession(tree: tree, environment: engine.environment, measurer: FixedMetricsTextMeasurer())
            return widths.map { width in (try? session.layout(width: width))?.frames }
        }
    }

    @Test("eight tasks sharing the trees and the engine get the frames one task gets")
    func sharedTreesAcrossTasks() async {
        #expect(Self.trees.count >= 4)
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 2))
        let expected = Self.frames(engine)
        // Something was laid out (not only errors compared with errors).
        #expect(expected.compactMap { $0 }.count >= Self.widths.count * 3)
        let results = await withTaskGroup(of: [[Rect]?].self) { group in
            for _ in 0..<8 { group.addTask { Self.frames(engine) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
