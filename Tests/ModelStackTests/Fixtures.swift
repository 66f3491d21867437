import ModelStack
import StackLayout

// Every expectation in this suite is worked out by hand: rows are boxes of fixed heights, and
// text uses FixedMetricsTextMeasurer (a character 0.5 em wide, a line 1 em tall).

/// A 10 pt font: characters 5 pt wide, lines 10 pt tall.
let font10 = TextFont.fixed(family: "Fixed", size: 10, weight: .regular)

/// A row of a fixed height.
struct Row: StackModel {
    var id: Int
    var height: Double

    static let cellKind = CellKind("row", presenting: Row.self) { .box(height: .points($0.height)) }
    /// Presents a row twice as tall: an override for single insertions.
    static let tallKind = CellKind("tall-row", presenting: Row.self) { .box(height: .points($0.height * 2)) }
}

/// A plain text row.
struct Note: StackModel {
    var id: String
    var text: String

    static let cellKind = CellKind("note", presenting: Note.self) { PlainRow($0.text, font: font10).node() }
}

/// A question with its answer.
struct Question: StackModel {
    var id: String
    var question: String
    var answer: String

    static let cellKind = CellKind("question-answer", presenting: Question.self) {
        QuestionAnswerPair(question: $0.question, answer: $0.answer, questionFont: font10, answerFont: font10).node()
    }
}

/// A stack `width` wide laid out with exact frames (scale 0) and the fixed-metrics measurer.
func makeStack(
    width: Double = 100, spacing: Double = 0, anchor: StackAnchor = .top, viewportHeight: Double = 0,
    isVirtualising: Bool = false
) throws -> ModelStack {
    try ModelStack(
        width: width, spacing: spacing, anchor: anchor, viewportHeight: viewportHeight,
        isVirtualising: isVirtualising, engine: StackLayoutEngine(environment: LayoutEnvironment(scale: 0)),
        measurer: FixedMetricsTextMeasurer())
}

func rows(_ heights: [Double], firstID: Int = 0) -> [any StackModel] {
    heights.enumerated().map { Row(id: firstID + $0.offset, height: $0.element) }
}

func rowID(_ id: Int) -> ModelID { ModelID(Row.self, id) }

func frame(_ y: Double, _ height: Double, width: Double = 100) -> Rect {
    Rect(x: 0, y: y, width: width, height: height)
}
