import StackLayout
import Testing

@testable import ModelStack

struct ModelStackGeometryTests {
    /// Viewport 100, rows 10 and 20 with spacing 5: content 35 tall sits at the bottom, so the
    /// rows start at 100 − 35 = 65.
    @Test func bottomAnchoringSitsShortContentAtTheBottom() throws {
        var stack = try makeStack(spacing: 5, anchor: .bottom, viewportHeight: 100)
        try stack.append(contentsOf: rows([10, 20]))
        #expect([stack.frame(at: 0), stack.frame(at: 1)] == [frame(65, 10), frame(80, 20)])
        #expect(stack.contentSize == Size(width: 100, height: 100))
        #expect(stack.endScrollOffset == 0)
    }

    /// Appending a 30 pt row makes the content 70 tall: everything moves up to start at 30 and the
    /// new row appears at the bottom (70 … 100).
    @Test func bottomAnchoringGrowsUpwards() throws {
        var stack = try makeStack(spacing: 5, anchor: .bottom, viewportHeight: 100)
        try stack.append(contentsOf: rows([10, 20]))
        let update = try stack.append(Row(id: 2, height: 30))
        #expect(update.changes == [
            CellChange(id: rowID(0), reasons: .shifted, oldIndex: 0, newIndex: 0, before: frame(65, 10), after: frame(30, 10)),
            CellChange(id: rowID(1), reasons: .shifted, oldIndex: 1, newIndex: 1, before: frame(80, 20), after: frame(45, 20)),
            CellChange(id: rowID(2), reasons: .inserted, oldIndex: nil, newIndex: 2, before: nil, after: frame(70, 30)),
        ])
    }

    /// Once the content (10 + 5 + 20 + 5 + 30 + 5 + 40 = 115) is taller than the viewport it
    /// starts at the top and scrolls; the end is 15 pt down.
    @Test func bottomAnchoredContentTallerThanTheViewportScrolls() throws {
        var stack = try makeStack(spacing: 5, anchor: .bottom, viewportHeight: 100)
        try stack.append(contentsOf: rows([10, 20, 30]))
        try stack.append(Row(id: 3, height: 40))
        #expect((0..<4).map(stack.frame(at:)) == [frame(0, 10), frame(15, 20), frame(40, 30), frame(75, 40)])
        #expect(stack.contentSize.height == 115)
        #expect(stack.endScrollOffset == 15)
        // Further appends no longer move the earlier rows.
        let update = try stack.append(Row(id: 4, height: 10))
        #expect(update.changes.map(\.id) == [rowID(4)])
    }

    @Test func topAnchoringAppendsBelow() throws {
        var stack = try makeStack(spacing: 5, viewportHeight: 100)
        try stack.append(contentsOf: rows([10, 20]))
        let update = try stack.append(Row(id: 2, height: 30))
        #expect(update.changes.map(\.id) == [rowID(2)])
        #expect(stack.frame(at: 0) == frame(0, 10))
        #expect(stack.contentSize.height == 70)
    }

    @Test func changingTheViewportMovesBottomAnchoredContent() throws {
        var stack = try makeStack(anchor: .bottom, viewportHeight: 100)
        try stack.append(contentsOf: rows([10]))
        let update = try stack.setViewportHeight(50)
        #expect(update.changes == [
            CellChange(id: rowID(0), reasons: .shifted, oldIndex: 0, newIndex: 0, before: frame(90, 10), after: frame(40, 10))
        ])
    }

    /// Rows 10 tall without spacing: cell i covers [10i, 10i + 10).
    @Test func visibleRangeByBinarySearch() throws {
        var stack = try makeStack()
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 100)))
        #expect(stack.visibleRange(in: 25..<45) == 2..<5)
        #expect(stack.visibleRange(in: 30..<40) == 3..<4)
        #expect(stack.visibleRange(in: 0..<1000) == 0..<100)
        #expect(stack.visibleRange(in: 990..<2000) == 99..<100)
        #expect(stack.visibleRange(in: 1000..<2000).isEmpty)
        #expect(stack.visibleRange(in: 30..<30).isEmpty)
    }

    @Test func visibleRangeSkipsGaps() throws {
        var stack = try makeStack(spacing: 10)
        try stack.append(contentsOf: rows([10, 10, 10]))
        // Cells at [0, 10), [20, 30), [40, 50); 10 ..< 20 is a gap.
        #expect(stack.visibleRange(in: 10..<20).isEmpty)
        #expect(stack.visibleRange(in: 10..<21) == 1..<2)
    }

    @Test func changingTheWidthRelaysOutEveryCell() throws {
        var stack = try makeStack()
        try stack.append(Note(id: "a", text: "aaaa bbbb"))  // 45 pt: one line at 100, two at 40
        let layouts = stack.cellLayoutCount
        let update = try stack.setWidth(40)
        #expect(stack.cellLayoutCount == layouts + 1)
        #expect(update.changes.first?.before == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(update.changes.first?.after == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(try stack.setWidth(40).isEmpty)
        #expect(stack.cellLayoutCount == layouts + 1)
    }

    /// Body text (fixed metrics): "ab" is 17 pt tall at large, 53 pt at accessibilityXXXLarge.
    /// A new environment lays every cell out again though the width is the same; a scale out of
    /// range is refused and leaves the stack as it was.
    @Test func changingTheEnvironmentRelaysOutEveryCell() throws {
        struct BodyNote: StackModel {
            var id: Int
            static let cellKind = CellKind("body-note", presenting: BodyNote.self) { _ in PlainRow("ab").node() }
        }
        var stack = try makeStack()
        try stack.append(contentsOf: [BodyNote(id: 0), BodyNote(id: 1)])
        let layouts = stack.cellLayoutCount
        let large = LayoutEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, scale: 0)
        let update = try stack.setEnvironment(large)
        #expect(stack.cellLayoutCount == layouts + 2)
        #expect(update.changes.map(\.after) == [frame(0, 53), frame(53, 53)])
        #expect(update.contentSizeBefore == Size(width: 100, height: 34) && update.contentSizeAfter == Size(width: 100, height: 106))
        #expect(stack.engine.environment == large)
        #expect(throws: ModelStackError.invalidConfiguration(property: "display scale", value: -1)) {
            try stack.setEnvironment(LayoutEnvironment(scale: -1))
        }
        #expect(stack.frame(at: 1) == frame(53, 53) && stack.engine.environment == large)
    }

    @Test func changingTheWidthReportsCellsThatOnlyGetNarrower() throws {
        // Found by the model-stack fuzz check: the frames before were read after the width had
        // changed, so a cell whose height stayed the same was not reported at all.
        var stack = try makeStack(spacing: 5)
        try stack.append(contentsOf: rows([10, 20]))
        let update = try stack.setWidth(60)
        #expect(update.changes.map(\.before) == [frame(0, 10), frame(15, 20)])
        #expect(update.changes.map(\.after) == [frame(0, 10, width: 60), frame(15, 20, width: 60)])
        #expect(update.contentSizeBefore == Size(width: 100, height: 35))
        #expect(update.contentSizeAfter == Size(width: 60, height: 35))
    }

    @Test func topsAreTheSameWhetherRecomputedFromTheStartOrFromAnEdit() throws {
        // Found by the model-stack fuzzer: recomputing from an edit grouped (top + height) +
        // spacing, from the start top + (height + spacing); with spacing 0.1 and rows 0.1 and
        // 0.3 the third row's top came out 0.6 one way and 0.6000000000000001 the other.
        var atOnce = try makeStack(spacing: 0.1)
        try atOnce.append(contentsOf: rows([0.1, 0.3, 5]))
        var oneByOne = try makeStack(spacing: 0.1)
        try oneByOne.append(contentsOf: rows([0.1, 0.3]))
        try oneByOne.append(Row(id: 2, height: 5))
        #expect(oneByOne.frame(at: 2) == atOnce.frame(at: 2))
        #expect(atOnce.frame(at: 2).minY == 0.2 + 0.4)
        #expect(oneByOne.contentHeight == atOnce.contentHeight)
    }

    @Test func invalidConfigurationIsRefused() {
        #expect(throws: ModelStackError.invalidConfiguration(property: "spacing", value: -1)) {
            try makeStack(spacing: -1)
        }
        #expect(throws: ModelStackError.self) { try makeStack(width: .infinity) }
        for scale in [Double.nan, -1, 1001] {
            do {
                _ = try ModelStack(width: 100, engine: StackLayoutEngine(environment: LayoutEnvironment(scale: scale)),
                                   measurer: FixedMetricsTextMeasurer())
                Issue.record("scale \(scale) accepted")
            } catch {
                #expect(error.description == "the engine's display scale is \(scale); it must be 0 (no rounding) or a number of "
                    + "pixels per point up to 1000")
            }
        }
    }
}
