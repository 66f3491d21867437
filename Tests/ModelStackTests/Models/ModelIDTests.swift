import Testing

@testable import ModelStack

struct ModelIDTests {
    @Test func equalIDsOfOneTypeAreEqual() {
        #expect(ModelID(Row.self, 3) == Row(id: 3, height: 1).modelID)
        #expect(ModelID(Row.self, 3).hashValue == ModelID(Row.self, 3).hashValue)
        #expect(ModelID(Row.self, 3) != ModelID(Row.self, 4))
    }

    @Test func theTypeIsPartOfTheIdentity() {
        struct OtherRow: StackModel {
            var id: Int
            static let cellKind = CellKind("other", presenting: OtherRow.self) { _ in .box(height: 1) }
        }
        #expect(ModelID(Row.self, 3) != ModelID(OtherRow.self, 3))
    }

    @Test func descriptionShowsTypeAndID() {
        #expect(ModelID(Note.self, "n1").description == #"Note("n1")"#)
        #expect(ModelID(Row.self, 7).description == "Row(7)")
    }

    @Test func modelsCompareByContent() {
        let row = Row(id: 1, height: 10)
        #expect(row.hasSameContent(as: Row(id: 1, height: 10)))
        #expect(!row.hasSameContent(as: Row(id: 1, height: 20)))
        #expect(!row.hasSameContent(as: Note(id: "1", text: "")))
    }
}
