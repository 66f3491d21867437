import StackLayout
import Testing

@testable import ModelStack

struct QuestionAnswerPairTests {
    /// At width 100 with 10 pt text, indent 16 and spacing 4: the question is one line, the
    /// answer starts 16 in, 14 down.
    @Test func theAnswerIsIndentedBelowTheQuestion() throws {
        let pair = QuestionAnswerPair(question: "Why?", answer: "Because", questionFont: font10, answerFont: font10)
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(pair.node()), width: 100, measurer: FixedMetricsTextMeasurer())
        #expect(result.frame(of: "question") == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.frame(of: "answer") == Rect(x: 16, y: 14, width: 84, height: 10))
        #expect(result.size.height == 24)
    }

    /// "aaaa bbbb cccc dddd" is 95 pt: it fits 100 but wraps in the 84 pt indented column.
    @Test func aLongAnswerWrapsInItsIndentedColumn() throws {
        let pair = QuestionAnswerPair(question: "Q", answer: "aaaa bbbb cccc dddd", questionFont: font10, answerFont: font10)
        let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
            .layout(LayoutTree(pair.node()), width: 100, measurer: FixedMetricsTextMeasurer())
        #expect(result.frame(of: "answer")?.height == 20)
        #expect(result.size.height == 34)
    }
}
