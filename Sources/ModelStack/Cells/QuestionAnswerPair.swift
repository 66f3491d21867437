import StackLayout

/// A question and its answer, one above the other, the answer indented from the leading edge
/// (an FAQ entry, a quiz card). Both texts wrap without a line limit.
public struct QuestionAnswerPair: Sendable {
    /// The question.
    public var question: String
    /// The answer.
    public var answer: String
    /// The question's font.
    public var questionFont: TextFont
    /// The answer's font.
    public var answerFont: TextFont
    /// How far the answer is indented from the leading edge.
    public var indent: Double
    /// The gap between question and answer.
    public var spacing: Double

    /// Creates a pair.
    public init(
        question: String, answer: String,
        questionFont: TextFont = .style(.headline), answerFont: TextFont = .style(.body),
        indent: Double = 16, spacing: Double = 4
    ) {
        self.question = question
        self.answer = answer
        self.questionFont = questionFont
        self.answerFont = answerFont
        self.indent = indent
        self.spacing = spacing
    }

    /// The pair's node tree: texts with ids `question` and `answer`, prefixed with `idPrefix`
    /// when given.
    public func node(idPrefix: String? = nil) -> LayoutNode {
        func name(_ part: String) -> String { idPrefix.map { "\($0).\(part)" } ?? part }
        // A leading margin, so the indent flips with the reading direction.
        let indented = LayoutNode.stack(
            Stack(axis: .vertical, margins: LengthInsets(leading: .points(indent)), children: [
                .text(id: name("answer"), answer, font: answerFont, lines: 0)
            ]))
        return .stack(id: idPrefix, Stack(axis: .vertical, spacing: .points(spacing), children: [
            .text(id: name("question"), question, font: questionFont, lines: 0),
            indented,
        ]))
    }
}
