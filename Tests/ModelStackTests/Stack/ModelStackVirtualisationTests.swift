import StackLayout
import Testing

@testable import ModelStack

struct ModelStackVirtualisationTests {
    @Test func withoutVirtualisationEveryCellKeepsItsContent() throws {
        var stack = try makeStack(viewportHeight: 50)
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 100)))
        #expect((0..<100).allSatisfy { stack.cell(at: $0).content != nil })
    }

    /// Rows 10 tall in a 50 pt viewport: cells 0 ..< 5 are visible.
    @Test func onlyVisibleCellsKeepContent() throws {
        var stack = try makeStack(viewportHeight: 50, isVirtualising: true)
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 100)))
        #expect(stack.cellLayoutCount == 100)
        #expect((0..<100).filter { stack.cell(at: $0).content != nil } == Array(0..<5))
        #expect(stack.frame(at: 99) == frame(990, 10))

        stack.setVisibleRegion(500..<550)
        #expect((0..<100).filter { stack.cell(at: $0).content != nil } == Array(50..<55))
        #expect(stack.cellLayoutCount == 105)
        #expect(stack.cell(at: 52).content?.size == Size(width: 100, height: 10))
    }

    @Test func editsKeepTheVisibleSetRight() throws {
        var stack = try makeStack(viewportHeight: 30, isVirtualising: true)
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 10)))
        try stack.insert(Row(id: 99, height: 10), at: 0)
        // Visible: [0, 30) → cells 0, 1, 2 (the new row and rows 0, 1); row 2 dropped its content.
        #expect((0..<11).filter { stack.cell(at: $0).content != nil } == [0, 1, 2])
        #expect(stack.cell(for: rowID(2))?.content == nil)
    }

    @Test func turningVirtualisationOffRestoresAllContent() throws {
        var stack = try makeStack(viewportHeight: 20, isVirtualising: true)
        try stack.append(contentsOf: rows(Array(repeating: 10, count: 10)))
        stack.setVirtualising(false)
        #expect((0..<10).allSatisfy { stack.cell(at: $0).content != nil })
        #expect(stack.cellLayoutCount == 18)
    }
}
