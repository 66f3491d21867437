import StackAudit
import StackDocument
import Testing

/// Cells a list clips away (past its top or bottom) are not neighbours of a button: only the
/// part of a cell that shows counts for the 16 pt rule.
struct ListNeighbourTests {
    /// A 200 pt page with 16 pt margins: a Share button (44 tall: its 24 pt icon and 17 pt
    /// title inside 8 pt insets need 40, raised to the 44 minimum) at y 16 … 60, then, `gap`
    /// below, a bottom-anchored list of eight 25 pt rows 8 apart (8 × 25 + 7 × 8 = 256 tall).
    /// The list gets what is left, 184 − (60 + gap), so its content starts far above its top,
    /// over the button.
    static func page(gap: Int) -> String {
        let rows = (1...8).map { "{kind: row, text: Row \($0)}" }.joined(separator: ", ")
        return """
            theme: \(AuditFixture.passingTheme)
            environment: {height: 200}
            root:
              stack:
                axis: vertical
                margins: 16
                spacing: \(gap)
                children:
                  - buttons: {id: actions, items: [{id: share, title: Share, icon: share}]}
                  - list: {anchor: bottom, spacing: 8, items: [\(rows)]}
            """
    }

    @Test("rows clipped away above the list do not count; the visible part 16 pt below the button is fine")
    func clippedRowsAreNotNeighbours() throws {
        // The list is at 76 … 184; its content runs from 184 − 256 = −72, so rows 1 to 4 lie
        // partly or wholly above 76, over the button's 16 … 60. Clipped to the list, the nearest
        // visible content starts at 76: 16 pt below the button.
        #expect(try AuditFixture.report(Self.page(gap: 16)).findings.isEmpty)
    }

    @Test("the visible part of a clipped row still counts when it is too close")
    func visiblePartCounts() throws {
        // With 8 pt spacing the list starts at 68: the visible part of the row that crosses
        // its top is 68 − 60 = 8 pt below the button.
        let report = try AuditFixture.report(Self.page(gap: 8))
        #expect(report.findings.map(\.message) == ["'Share' is 8 pt from neighbouring content; keep at least 16 pt"])
    }
}
