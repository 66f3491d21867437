import StackLayout
import Testing

@testable import ModelStack

struct CellKindTests {
    @Test func understandsItsModelTypeOnly() {
        #expect(Row.cellKind.understands(Row(id: 1, height: 10)))
        #expect(!Row.cellKind.understands(Note(id: "n1", text: "Hi")))
    }

    @Test func acceptsNarrowsWhatAKindUnderstands() {
        let shortRows = CellKind("short-row", presenting: Row.self, accepts: { $0.height < 50 }) { .box(height: .points($0.height)) }
        #expect(shortRows.understands(Row(id: 1, height: 10)))
        #expect(!shortRows.understands(Row(id: 2, height: 80)))
    }

    @Test func aModelTheKindDoesNotUnderstandNamesTheModelAndTheKind() {
        let note = Note(id: "n1", text: "Hi")
        #expect(throws: ModelStackError.modelNotUnderstood(model: note.modelID, kind: "question-answer")) {
            try Question.cellKind.content(for: note)
        }
        let error = ModelStackError.modelNotUnderstood(model: note.modelID, kind: "question-answer")
        #expect(error.description == #"model Note("n1") is not understood by cell kind "question-answer""#)
    }

    @Test func aGeneralKindDecidesPerModel() {
        let anyText = CellKind("any-text") { model in
            (model as? Note).map { PlainRow($0.text).node() } ?? (model as? Question).map { PlainRow($0.question).node() }
        }
        #expect(anyText.understands(Note(id: "n", text: "a")))
        #expect(anyText.understands(Question(id: "q", question: "?", answer: "!")))
        #expect(!anyText.understands(Row(id: 0, height: 1)))
    }
}
