import Foundation
import StackDocument
import StackLayout

/// What `document-fuzzer` checks for each input, shared with ``DocumentCorpusReplayTests``
/// (and the fuzz package, through this test-support product): the bytes are read as a
/// document (YAML or JSON) and, when they read, laid out at two widths in both directions.
///
/// Refusing the bytes or the layout with an error is fine. A trap, an overflow, a hang or a
/// leak is a finding by itself; the returned problems are those that need a check: frames that
/// are not finite, and a source map that does not give every node of the tree a place (engine
/// errors find their document place by node index).
public enum DocumentFuzzCheck {
    /// The problems found, and whether the bytes read as a document with a tree.
    public static func problems(_ data: Data) -> (problems: [String], read: Bool) {
        var problems: [String] = []
        guard let document = try? StackDocument(data: data), let tree = try? document.layoutTree() else { return (problems, false) }
        let measurer = FixedMetricsTextMeasurer()
        if document.sourceMap.nodeCount != tree.count {
            problems.append("the source map has \(document.sourceMap.nodeCount) nodes for a tree of \(tree.count)")
        }
        for (width, direction) in [(375.0, ReadingDirection.leftToRight), (120, .rightToLeft)] {
            let engine = StackLayoutEngine(environment: LayoutEnvironment(direction: direction, scale: document.environment.scale ?? 3))
            guard let result = try? engine.layout(tree, width: document.environment.width ?? width,
                                                  height: document.environment.height, measurer: measurer)
            else { continue }
            for (index, frame) in result.frames.enumerated()
            where !frame.isFinite {
                problems.append("\(direction) at \(width): node \(index) has frame \(frame)")
            }
        }
        return (problems, true)
    }
}
