import StackDocument
import Testing

@Suite("list nodes: model-driven stacks in documents")
struct ListNodeTests {
    func layout(_ yaml: String, width: Double, height: Double) throws -> LayoutResult {
        let document = try StackDocument(yaml: yaml)
        return try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(document.layoutTree(), width: width, height: height, measurer: FixedMetricsTextMeasurer())
    }

    @Test("anchored to the bottom, cells sit at the bottom; to the top, at the top")
    func anchoring() throws {
        // A row is a 4 pt inset above and below a body text (17 pt, one line of "ab"): 25 tall.
        let bottom = try layout("root: {list: {anchor: bottom, items: [{id: r, kind: row, text: ab}]}}", width: 100, height: 50)
        // The spacer above takes 50 − 25 = 25.
        #expect(bottom.frame(of: "r") == Rect(x: 0, y: 25, width: 100, height: 25))
        let top = try layout("root: {list: {items: [{id: r, kind: row, text: ab}]}}", width: 100, height: 50)
        #expect(top.frame(of: "r") == Rect(x: 0, y: 0, width: 100, height: 25))
    }

    @Test("message bubbles sit on their side, as wide as their text")
    func bubbles() throws {
        let result = try layout("""
            root: {list: {spacing: 8, items: [{id: a, kind: messageLeft, text: Hi}, {id: b, kind: messageRight, text: Yo}]}}
            """, width: 200, height: 300)
        // "Hi" is 2 × 8.5 = 17 wide; padding 12 + 12 → bubble 41 wide, 6 + 17 + 6 = 29 tall.
        #expect(result.frame(of: "a.bubble") == Rect(x: 0, y: 0, width: 41, height: 29))
        // The right bubble ends at the trailing edge, one spacing (8) below.
        #expect(result.frame(of: "b.bubble") == Rect(x: 159, y: 37, width: 41, height: 29))
    }

    @Test("a model its cell kind does not understand is a clear error")
    func errors() {
        func message(_ yaml: String) -> String { readingError(yaml) ?? "no error" }
        #expect(message("root: {list: {items: [{kind: row}]}}")
            == "root.list.items[0] (line 1, column 23): cell kind row needs text (model \"root/items/0\")")
        #expect(message("root: {list: {items: [{kind: questionAnswer, question: Q, answer: A, text: T}]}}")
            .contains("cell kind questionAnswer does not understand text; it presents question and answer"))
        #expect(message("root: {list: {items: [{kind: carousel, text: T}]}}")
            .contains("unknown value \"carousel\"; expected one of messageLeft, messageRight, questionAnswer, row"))
        #expect(message("root: {list: {anchor: middle, items: []}}").contains("expected one of top, bottom"))
    }
}
