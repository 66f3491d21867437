import ReferenceLayout
import Synchronization
import Testing

/// How the tests judge an ``EngineComparison`` of the production engine with the reference
/// engine: every problem fails the test (naming what was laid out, the node and both frames);
/// over a whole test, rounding ties stay rare.
enum ReferenceExpectations {
    /// Records each problem of one case as an issue. Give the comparison its context (the
    /// seed, the width) with ``EngineComparison/prefixed(_:)``.
    static func expect(_ comparison: EngineComparison, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in comparison.problems.prefix(5) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
        if comparison.problems.count > 5 {
            Issue.record("\(comparison.problems.count - 5) more differences", sourceLocation: sourceLocation)
        }
    }

    /// ``expect(_:sourceLocation:)`` for one case named `context`, then adds it to a test's total.
    static func record(
        _ comparison: EngineComparison, _ context: String, into total: inout EngineComparison,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let named = comparison.prefixed(context)
        expect(named, sourceLocation: sourceLocation)
        total.add(named)
    }

    /// Over a whole test: something was compared, and rounding ties stay rare. A tie is a one-pixel difference at an exact half pixel
    /// (``EngineComparison``), from the last bits of sums such as 1/3 pt spacing at scale 1.5. A
    /// systematic rounding difference would put most edges off by a pixel, so one edge in ten is
    /// a generous bound that still catches it. Generated trees showed about 2 ties per 1,000
    /// edges with stacks alone; with flows, overlays and adaptive stacks among them some runs of
    /// 300 random seeds reach 2 per 100 (seeds differ from run to run), which a bound of one in
    /// a hundred turned into an intermittent failure.
    static func expectTotals(_ total: EngineComparison, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(total.compared > 0, "nothing was compared with the reference engine", sourceLocation: sourceLocation)
        #expect(
            total.roundingTies * 10 <= total.edges,
            "\(total.roundingTies) rounding ties in \(total.edges) edges", sourceLocation: sourceLocation)
    }
}

/// Comparisons summed over the cases of one test, from any task (swift-property-based runs a
/// property's cases concurrently).
final class ComparisonTotals: Sendable {
    private let total = Mutex(EngineComparison())

    /// Adds one case's comparison.
    func add(_ comparison: EngineComparison) {
        total.withLock { $0.add(comparison) }
    }

    /// ``ReferenceExpectations/expect(_:sourceLocation:)`` for one case named `context`, then
    /// adds it.
    func record(_ comparison: EngineComparison, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let named = comparison.prefixed(context)
        ReferenceExpectations.expect(named, sourceLocation: sourceLocation)
        add(named)
    }

    /// The sum so far.
    var value: EngineComparison { total.withLock { $0 } }
}
