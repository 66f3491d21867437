import StackLayout
import Testing

@testable import ModelStack

/// Choosing cell kinds: a type's own kind, an override for one insertion, and models a kind
/// does not understand.
struct ModelStackCellKindTests {
    @Test func anOverrideAppliesToThatInsertionOnly() throws {
        var stack = try makeStack()
        try stack.append(Row(id: 0, height: 10))
        try stack.append(Row(id: 1, height: 10), kind: Row.tallKind)
        try stack.append(Row(id: 2, height: 10))
        #expect((0..<3).map { stack.cell(at: $0).kind.name } == ["row", "tall-row", "row"])
        #expect((0..<3).map(stack.frame(at:)) == [frame(0, 10), frame(10, 20), frame(30, 10)])
    }

    @Test func anOverriddenCellKeepsItsKindWhenUpdated() throws {
        var stack = try makeStack()
        try stack.insert(Row(id: 0, height: 10), at: 0, kind: Row.tallKind)
        try stack.update(Row(id: 0, height: 15))
        #expect(stack.frame(at: 0) == frame(0, 30))
    }

    @Test func replacingWithAnotherKindUpdatesTheCell() throws {
        var stack = try makeStack()
        try stack.append(Row(id: 0, height: 10))
        let update = try stack.replace(at: 0, with: Row(id: 0, height: 10), kind: Row.tallKind)
        #expect(update.diff.updated == [ModelDiff.Move(from: 0, to: 0)])
        #expect(stack.frame(at: 0) == frame(0, 20))
    }

    @Test func differentModelTypesShareAStack() throws {
        var stack = try makeStack(spacing: 2)
        try stack.append(contentsOf: [
            Row(id: 1, height: 10), Note(id: "1", text: "Hi"), Question(id: "q", question: "Why?", answer: "Because"),
        ])
        // Row 10; note one 10 pt line; question 10 + 4 + 10.
        #expect((0..<3).map(stack.frame(at:)) == [frame(0, 10), frame(12, 10), frame(24, 24)])
        #expect(stack.index(of: ModelID(Note.self, "1")) == 1)
    }

    @Test func aModelTheKindDoesNotUnderstandIsRefusedWithAClearError() throws {
        var stack = try makeStack()
        try stack.append(Row(id: 0, height: 10))
        let note = Note(id: "n1", text: "Hello")
        let expected = ModelStackError.modelNotUnderstood(model: note.modelID, kind: "question-answer")
        #expect(throws: expected) { try stack.append(note, kind: Question.cellKind) }
        #expect(expected.description == #"model Note("n1") is not understood by cell kind "question-answer""#)
        #expect(stack.count == 1)
    }

    @Test func contentTheEngineRejectsNamesTheModel() throws {
        var stack = try makeStack()
        let broken = CellKind("broken", presenting: Row.self) { _ in .box(height: -1) }
        #expect {
            try stack.append(Row(id: 0, height: 10), kind: broken)
        } throws: { error in
            guard case .invalidContent(let model, let kind, _) = error as? ModelStackError else { return false }
            return model == rowID(0) && kind == "broken"
        }
        #expect(stack.isEmpty)
    }
}
