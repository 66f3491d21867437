import StackDocument
import StackLayout
import Testing

@Suite("A document laid out past what can be drawn is an error at the innermost node")
struct DrawableExtentTests {
    @Test("three boxes of 400,000 pt: the third reaches 1,200,000 pt and is named, not the stack")
    func boxesPastTheLimit() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                children:
                  - box: {height: 400000}
                  - box: {height: 400000}
                  - box: {height: 400000}
            """)
        // The stack (0 to 1,200,000) and the third box (800,000 to 1,200,000) pass ±1,000,000;
        // the third box comes last in document order, so it is the one reported.
        // Line 7 is `      - box: {height: 400000}`: `box` at column 9.
        #expect {
            try document.layout(DocumentCombination(width: 375), measurer: FixedMetricsTextMeasurer())
        } throws: { error in
            (error as? DocumentLayoutError)?.description
                == "root.stack.children[2] (line 7, column 9): laid out 375 × 400000 pt at (0, 800000); "
                + "a layout can be drawn only within ±1000000 pt of its origin"
        }
    }

    @Test("a layout that ends exactly at 1,000,000 pt is drawn")
    func boxesAtTheLimit() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                children:
                  - box: {height: 500000}
                  - box: {height: 500000}
            """)
        let layout = try document.layout(DocumentCombination(width: 375), measurer: FixedMetricsTextMeasurer())
        #expect(layout.result.frames[2] == Rect(x: 0, y: 500_000, width: 375, height: 500_000))
    }
}
